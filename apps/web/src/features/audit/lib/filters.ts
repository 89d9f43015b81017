/** The filters of /admin/registro, as the address bar holds them (each empty when unused). */
export type AuditFilters = { action: string; actor: string; from: string; to: string; q: string };

export const FILTER_KEYS = ["action", "actor", "from", "to", "q"] as const satisfies (keyof AuditFilters)[];

export function filtersFrom(params: URLSearchParams): AuditFilters {
  return {
    action: params.get("action") ?? "",
    actor: params.get("actor") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    q: params.get("q")?.trim() ?? "",
  };
}

/** A period whose end comes before its start is not asked for (the server would refuse it). */
export const isPeriodValid = (f: AuditFilters) => !f.from || !f.to || f.from <= f.to;

/** The query string of the list and the CSV: only the filters in use. */
export function filtersToSearch(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) search.set(key, filters[key]);
  return search;
}
