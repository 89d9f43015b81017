import { adminHubArea } from "@guilda/shared/rules/admin-hub";
import {
  ADMIN_AREAS,
  type AdminAreaCounts,
  type AdminAreaKey,
  type AdminHub,
} from "@guilda/shared/schemas/admin-hub";
import type { Db } from "../../platform/db";

/** How one area's owner counts what its card says, as of `now`. */
export type AdminAreaSource<K extends AdminAreaKey> = (db: Db, now: Date) => Promise<AdminAreaCounts[K]>;
/** One source per area: the type leaves none out. */
export type AdminAreaSources = { [K in AdminAreaKey]: AdminAreaSource<K> };

let sources: AdminAreaSources | undefined;

/**
 * Each area's counts come from the module that owns it, through its service. The hub imports
 * none of them: the composition root (`src/wiring.ts`) hands them in, as it does the access rules
 * and the subscribers (some of those modules — gamification — are reached by no other module).
 * Safe to call again (every app built in one process): the last sources stand.
 */
export function registerAdminAreas(all: AdminAreaSources) {
  sources = all;
}

async function areaOf<K extends AdminAreaKey>(all: AdminAreaSources, key: K, db: Db, now: Date) {
  return adminHubArea(key, await all[key](db, now));
}

/**
 * GET /api/admin/hub — one card per admin area with its status line, counted now from the
 * owners' data. The counts are small index or table scans, read side by side.
 */
export async function adminHub(db: Db, now = new Date()): Promise<AdminHub> {
  const all = sources;
  if (!all) throw new Error("the admin areas were not registered (wireModules)");
  return { areas: await Promise.all(ADMIN_AREAS.map((key) => areaOf(all, key, db, now))) };
}
