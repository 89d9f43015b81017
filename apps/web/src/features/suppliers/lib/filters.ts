import { BRAZIL_UFS, SUPPLIER_SORTS, type SupplierSort, type Uf } from "@guilda/shared/rules/suppliers";

export type SupplierFilters = {
  q: string;
  category: string;
  uf: "" | Uf;
  sort: SupplierSort;
  page: number;
};

export const DEFAULT_FILTERS: SupplierFilters = { q: "", category: "", uf: "", sort: "rating", page: 1 };

/** Filters from the address bar; unknown values fall back to the defaults instead of failing. */
export function filtersFromSearch(search: URLSearchParams): SupplierFilters {
  const uf = (search.get("uf") ?? "").toUpperCase();
  const sort = search.get("sort") ?? "";
  const page = Number(search.get("page") ?? "1");
  return {
    q: (search.get("q") ?? "").slice(0, 100),
    category: (search.get("category") ?? "").slice(0, 80),
    uf: (BRAZIL_UFS as readonly string[]).includes(uf) ? (uf as Uf) : "",
    sort: (SUPPLIER_SORTS as readonly string[]).includes(sort) ? (sort as SupplierSort) : "rating",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** Only non-default values: the server refuses unknown parameters, and the URL stays short. */
export function filtersToSearch(filters: SupplierFilters): URLSearchParams {
  const search = new URLSearchParams();
  const q = filters.q.trim();
  if (q) search.set("q", q);
  if (filters.category) search.set("category", filters.category);
  if (filters.uf) search.set("uf", filters.uf);
  if (filters.sort !== DEFAULT_FILTERS.sort) search.set("sort", filters.sort);
  if (filters.page > 1) search.set("page", String(filters.page));
  return search;
}

export function hasActiveFilters(filters: SupplierFilters): boolean {
  return filters.q.trim() !== "" || filters.category !== "" || filters.uf !== "";
}
