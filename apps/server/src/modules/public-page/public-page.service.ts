import type { PublicLanding, PublicPlans } from "@guilda/shared/schemas/public-page";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/http/errors";
import { isPublishedCourseCover, publicShowcase } from "../courses/courses.service";
import { publicPlans } from "../plans/plans.service";
import { getPublicPage, getSettings } from "../settings/settings.service";

/**
 * The 'Página pública': what a signed-out visitor may read while an admin has it on. Off (the
 * default), every answer here is the same 404 as an unknown address, so nothing is told about the
 * community beyond what the login page already shows.
 */

async function requireOn(db: Db) {
  const page = await getPublicPage(db);
  if (!page.public_page) throw AppError.notFound();
  return page;
}

/** Whether the public page is on (the server sends a visitor's "/" to /inicio only then). */
export async function isPublicPageOn(db: Db): Promise<boolean> {
  return (await getPublicPage(db)).public_page;
}

/** GET /api/public/landing — the community's name, description and logo, and the showcase's courses. */
export async function landing(db: Db): Promise<PublicLanding> {
  const page = await requireOn(db);
  const [settings, courses] = await Promise.all([getSettings(db), publicShowcase(db)]);
  return {
    community: {
      name: settings.community_name,
      description: page.public_description,
      logo_url: settings.logo_url,
      icon_url: settings.icon_url,
    },
    join_policy: settings.join_policy,
    courses,
  };
}

/** GET /api/public/plans — the visible plans, for /pricing signed out. */
export async function plans(db: Db): Promise<PublicPlans> {
  await requireOn(db);
  return publicPlans(db);
}

/**
 * For the media route, a visitor asking for a course's file: only the cover of a published course
 * (the one the landing shows), and only while the public page is on.
 */
export async function canVisitorSeeCourseCover(db: Db, courseId: string, url: string): Promise<boolean> {
  return (await isPublicPageOn(db)) && (await isPublishedCourseCover(db, courseId, url));
}
