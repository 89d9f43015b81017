import { AI_TIER_IDS, type AiTier } from "../constants";
import { planMessages as m } from "../messages/plans";
import { singleLine, z } from "./zod";

/**
 * Plans shown on /pricing (one per AI tier). No payment is processed: the call-to-action is an
 * external checkout link. Imported by subpath (`@guilda/shared/schemas/plans`).
 */

export const BILLING_PERIODS = ["monthly", "yearly"] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

export const PLAN_MAX_FEATURES = 12;
export const PLAN_FEATURE_MAX_CHARS = 120;
export const PLAN_MAX_PRICE_CENTS = 100_000_000;

export const planTierSchema = z.enum(AI_TIER_IDS, { error: m.tierInvalid });

export type PlanView = {
  tier: AiTier;
  name: string;
  /** BRL in integer cents; null = 'Sob consulta'. */
  price_cents: number | null;
  billing_period: BillingPeriod;
  features: string[];
  is_highlighted: boolean;
  /** false → only admins receive the plan (flagged so the page can mark it). */
  is_visible: boolean;
  /** Both null → no button. */
  cta_label: string | null;
  cta_url: string | null;
  updated_at: string | null;
};

/** GET /api/plans — in tier order (trial, basic, premium, enterprise). */
export type PlansResponse = {
  items: PlanView[];
  /** The member's profiles.ai_tier. */
  current_tier: AiTier;
};

/** PUT /api/admin/plans/:tier → PlanView plus which plan lost its highlight (if any). */
export type UpdatePlanResponse = PlanView & {
  /** Tier whose highlight was removed in the same transaction, or null. */
  unhighlighted_tier: AiTier | null;
};

/** http(s) only — refuses javascript:, data:, relative paths. */
export function isSafeHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const u = new URL(value);
    return (u.protocol === "http:" || u.protocol === "https:") && u.hostname.length > 0;
  } catch {
    return false;
  }
}

const optionalText = (max: number, message: string) =>
  singleLine(z.string().trim().max(max, message))
    .transform((v) => v || null)
    .nullable();

/** PUT /api/admin/plans/:tier — the whole plan (the dialog sends every field). */
export const updatePlanSchema = z
  .object({
    name: singleLine(z.string().trim().min(1, m.nameRequired).max(40, m.nameTooLong)),
    price_cents: z
      .number({ error: m.priceInvalid })
      .int(m.priceInvalid)
      .min(0, m.priceNegative)
      .max(PLAN_MAX_PRICE_CENTS, m.priceTooHigh)
      .nullable(),
    billing_period: z.enum(BILLING_PERIODS, { error: m.periodInvalid }),
    features: z
      .array(
        singleLine(z.string().trim().min(1, m.featureEmpty).max(PLAN_FEATURE_MAX_CHARS, m.featureTooLong)),
      )
      .max(PLAN_MAX_FEATURES, m.featuresTooMany),
    is_highlighted: z.boolean(),
    is_visible: z.boolean(),
    cta_label: optionalText(40, m.ctaLabelTooLong),
    cta_url: singleLine(
      z
        .string()
        .trim()
        .max(2000, m.ctaUrlTooLong)
        .refine((v) => v === "" || isSafeHttpUrl(v), m.ctaUrlInvalid),
    )
      .transform((v) => v || null)
      .nullable(),
  })
  .strip()
  .refine((v) => (v.cta_label === null) === (v.cta_url === null), {
    message: m.ctaIncomplete,
    path: ["cta_url"],
  });
export type UpdatePlanInput = z.input<typeof updatePlanSchema>;
export type UpdatePlan = z.output<typeof updatePlanSchema>;
