import { publicPageMessages as m } from "../messages/public-page";
import type { JoinPolicy } from "../rules/join-policy";
import type { PlanView } from "./plans";
import { z } from "./zod";

/**
 * The 'Página pública' (off by default): while it is on, signed-out visitors see the landing
 * (/inicio) and /pricing. The public endpoints answer only then (404 otherwise), and only the
 * fields below: nothing about members, no lesson, no course that is not in the showcase.
 * Imported by subpath (`@guilda/shared/schemas/public-page`).
 */

export const PUBLIC_DESCRIPTION_MAX = 600;

/** GET/PUT /api/admin/settings/public-page */
export type PublicPageSettings = { public_page: boolean; public_description: string | null };

export const updatePublicPageSchema = z
  .object({
    public_page: z.boolean(),
    public_description: z
      .string()
      .trim()
      .max(PUBLIC_DESCRIPTION_MAX, m.descriptionTooLong)
      .transform((v) => v || null),
  })
  .strict();
export type UpdatePublicPageInput = z.input<typeof updatePublicPageSchema>;

/** A showcase course as a visitor sees it: what it is and where to buy it, never what is inside. */
export type PublicCourse = {
  title: string;
  category: string;
  /** The course's description (markdown source, shown as plain text). */
  description: string | null;
  cover_url: string | null;
  /** The course's offer link (http(s)), or null: it comes with a plan (/pricing). */
  offer_url: string | null;
};

/** GET /api/public/landing */
export type PublicLanding = {
  community: {
    name: string;
    description: string | null;
    logo_url: string | null;
    icon_url: string | null;
  };
  /** 'Cadastro': whether the page offers 'Cadastre-se' (not when invite-only). */
  join_policy: JoinPolicy;
  courses: PublicCourse[];
};

/** A visible plan as a visitor sees it (no admin flags, no member's tier). */
export type PublicPlan = Pick<
  PlanView,
  "tier" | "name" | "price_cents" | "billing_period" | "features" | "is_highlighted" | "cta_label" | "cta_url"
>;

/** GET /api/public/plans */
export type PublicPlans = { items: PublicPlan[] };

export { PUBLIC_LANDING_URL, PUBLIC_PLANS_URL } from "../constants";
