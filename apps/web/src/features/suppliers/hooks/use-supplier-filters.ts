import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { DEFAULT_FILTERS, filtersFromSearch, filtersToSearch, type SupplierFilters } from "../lib/filters";

/** The directory's filters and page live in the address bar, so a reload or a shared link keeps them. */
export function useSupplierFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is the params' content
  const filters = useMemo(() => filtersFromSearch(searchParams), [key]);

  /** Any change but the page's own goes back to page 1. Applied to the address bar as it is now. */
  const setFilters = useCallback(
    (patch: Partial<SupplierFilters>) => {
      const current = filtersFromSearch(new URLSearchParams(window.location.search));
      const next = { ...current, ...patch, page: patch.page ?? 1 };
      setSearchParams(filtersToSearch(next), { replace: patch.page === undefined });
    },
    [setSearchParams],
  );

  /** Search, category and state go; the order stays. */
  const clearFilters = useCallback(
    () => setFilters({ q: DEFAULT_FILTERS.q, category: DEFAULT_FILTERS.category, uf: DEFAULT_FILTERS.uf }),
    [setFilters],
  );

  return { filters, setFilters, clearFilters };
}
