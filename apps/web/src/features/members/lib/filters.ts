import { DEFAULT_LEVEL, LEVELS, type Level } from "@guilda/shared/constants";
import { foldSearch, matchesRole, periodStart } from "@guilda/shared/rules/directory-filters";
import type { AccessFilter, MemberSort, PeriodFilter, RoleFilter } from "@guilda/shared/schemas/directory";

// The values of the shared schema, repeated here (type-checked) so this chunk does not pull in
// zod for a few arrays.
export const ROLE_FILTERS = [
  "all",
  "admin",
  "moderator",
  "student",
  "member",
] as const satisfies readonly RoleFilter[];
export const ACCESS_FILTERS = [
  "all",
  "with_access",
  "no_access",
  "only_courses",
  "only_categories",
] as const satisfies readonly AccessFilter[];
export const PERIOD_FILTERS = [
  "all",
  "last_7_days",
  "last_30_days",
  "last_3_months",
  "last_6_months",
  "last_year",
] as const satisfies readonly PeriodFilter[];
export const MEMBER_SORTS = [
  "created_at",
  "full_name",
  "username",
  "points",
  "level",
] as const satisfies readonly MemberSort[];
export const LEVEL_FILTERS = ["all", ...LEVELS] as const;

export type MemberFilters = {
  q: string;
  level: "all" | Level;
  role: RoleFilter;
  access: AccessFilter;
  period: PeriodFilter;
  sort: MemberSort;
};

export const DEFAULT_FILTERS: MemberFilters = {
  q: "",
  level: "all",
  role: "all",
  access: "all",
  period: "all",
  sort: "created_at",
};

function pick<T extends string>(allowed: readonly T[], value: string | null, fallback: T): T {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

/** Filters from the address bar; unknown values fall back to the defaults instead of failing. */
export function filtersFromSearch(search: URLSearchParams, isAdmin: boolean): MemberFilters {
  return {
    q: (search.get("q") ?? "").slice(0, 100),
    level: pick(LEVEL_FILTERS, search.get("level"), "all"),
    role: pick(ROLE_FILTERS, search.get("role"), "all"),
    // Only admins may filter by access (the server answers 403 otherwise).
    access: isAdmin ? pick(ACCESS_FILTERS, search.get("access"), "all") : "all",
    period: pick(PERIOD_FILTERS, search.get("period"), "all"),
    sort: pick(MEMBER_SORTS, search.get("sort"), "created_at"),
  };
}

/** Only non-default values: the server refuses unknown parameters, and the URL stays short. */
export function filtersToSearch(filters: MemberFilters): URLSearchParams {
  const search = new URLSearchParams();
  const q = filters.q.trim();
  if (q) search.set("q", q);
  for (const key of ["level", "role", "access", "period", "sort"] as const) {
    if (filters[key] !== DEFAULT_FILTERS[key]) search.set(key, filters[key]);
  }
  return search;
}

/** The "(1 filtro ativo)" / "(N filtros ativos)" count; the sort order is not a filter. */
export function activeFilterCount(filters: MemberFilters): number {
  return (
    (filters.q.trim() ? 1 : 0) +
    (["level", "role", "access", "period"] as const).filter((key) => filters[key] !== "all").length
  );
}

type InviteLike = {
  full_name: string;
  username: string;
  is_admin: boolean;
  is_moderator: boolean;
  is_student: boolean;
  created_at: string;
};

/**
 * Pending invites are listed above the members (spec §3); they follow the same filters on the
 * client. An invite is at the first level and has no access yet, so only that level, and only
 * 'all' and 'no_access', keep it.
 */
export function inviteMatches(invite: InviteLike, filters: MemberFilters, now = Date.now()): boolean {
  const q = foldSearch(filters.q);
  if (q && !foldSearch(invite.full_name).includes(q) && !foldSearch(invite.username).includes(q))
    return false;
  if (filters.level !== "all" && filters.level !== DEFAULT_LEVEL) return false;
  if (filters.access !== "all" && filters.access !== "no_access") return false;
  const since = periodStart(filters.period, now);
  if (since && Date.parse(invite.created_at) < since.getTime()) return false;
  return matchesRole(invite, filters.role);
}
