import type { PeriodFilter, RoleFilter } from "../schemas/directory";

/**
 * Rules of the members directory filters (spec §9), used by the server's queries and by the web
 * for pending invites, which are filtered on the client. No zod here: the web chunk stays small.
 */

/** Lower case, accents removed, trimmed: the folding of the generated search column. */
export function foldSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim();
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** How many days back each 'Período de entrada' option reaches. */
export const PERIOD_DAYS: Record<Exclude<PeriodFilter, "all">, number> = {
  last_7_days: 7,
  last_30_days: 30,
  last_3_months: 90,
  last_6_months: 182,
  last_year: 365,
};

/** The earliest join time a period keeps (inclusive), or undefined for 'all'. */
export function periodStart(period: PeriodFilter, now: number): Date | undefined {
  return period === "all" ? undefined : new Date(now - PERIOD_DAYS[period] * DAY_MS);
}

export type RoleFlags = { is_admin: boolean; is_moderator: boolean; is_student: boolean };

/**
 * The flag values each role filter requires, all of them at once: 'moderator' means moderators
 * who are not admins, 'member' means none of the three roles. The server turns these into SQL
 * (in this order, which matches its partial index on moderators).
 */
export const ROLE_FILTER_FLAGS: Record<
  Exclude<RoleFilter, "all">,
  readonly (readonly [keyof RoleFlags, boolean])[]
> = {
  admin: [["is_admin", true]],
  moderator: [
    ["is_moderator", true],
    ["is_admin", false],
  ],
  student: [["is_student", true]],
  member: [
    ["is_admin", false],
    ["is_moderator", false],
    ["is_student", false],
  ],
};

export function matchesRole(flags: RoleFlags, role: RoleFilter): boolean {
  return role === "all" || ROLE_FILTER_FLAGS[role].every(([flag, value]) => flags[flag] === value);
}
