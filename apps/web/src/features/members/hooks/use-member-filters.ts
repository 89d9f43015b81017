import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { DEFAULT_FILTERS, filtersFromSearch, filtersToSearch, type MemberFilters } from "../lib/filters";

/** The directory's filters live in the address bar, so a reload or a shared link keeps them. */
export function useMemberFilters(isAdmin: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the params' content
  const filters = useMemo(() => filtersFromSearch(searchParams, isAdmin), [key, isAdmin]);

  // The patch applies to the address bar as it is now, not as of the last render: the router
  // renders a navigation in a transition, so right after 'Limpar filtros' the hook's params can
  // still hold the old search, and a filter changed at that moment would bring it back.
  const setFilters = useCallback(
    (patch: Partial<MemberFilters>) => {
      const current = filtersFromSearch(new URLSearchParams(window.location.search), isAdmin);
      setSearchParams(filtersToSearch({ ...current, ...patch }), { replace: true });
    },
    [setSearchParams, isAdmin],
  );

  const clearFilters = useCallback(
    () => setSearchParams(filtersToSearch(DEFAULT_FILTERS), { replace: true }),
    [setSearchParams],
  );

  return { filters, setFilters, clearFilters };
}
