import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { DEFAULT_FILTERS, filtersFromSearch, filtersToSearch, type MemberFilters } from "../lib/filters";

/** The directory's filters live in the address bar, so a reload or a shared link keeps them. */
export function useMemberFilters(isAdmin: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the params' content
  const filters = useMemo(() => filtersFromSearch(searchParams, isAdmin), [key, isAdmin]);

  const setFilters = useCallback(
    (patch: Partial<MemberFilters>) =>
      setSearchParams((current) => filtersToSearch({ ...filtersFromSearch(current, isAdmin), ...patch }), {
        replace: true,
      }),
    [setSearchParams, isAdmin],
  );

  const clearFilters = useCallback(
    () => setSearchParams(filtersToSearch(DEFAULT_FILTERS), { replace: true }),
    [setSearchParams],
  );

  return { filters, setFilters, clearFilters };
}
