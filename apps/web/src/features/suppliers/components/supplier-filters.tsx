import { webSuppliersMessages as m } from "@guilda/shared/messages/web-suppliers";
import {
  BRAZIL_UFS,
  SUPPLIER_SORTS,
  UF_NAMES,
  type SupplierSort,
  type Uf,
} from "@guilda/shared/rules/suppliers";
import type { SupplierFacets } from "@guilda/shared/schemas/suppliers";
import { useId, type ReactNode } from "react";
import { FilterBar } from "@/components/ui/filter-bar";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { hasActiveFilters, type SupplierFilters as Filters } from "../lib/filters";

type SupplierFiltersProps = {
  filters: Filters;
  facets: SupplierFacets | undefined;
  onChange: (patch: Partial<Filters>) => void;
  onClear: () => void;
};

/** Search as you type, category, state and order; wraps on narrow screens. */
export function SupplierFilters({ filters, facets, onChange, onClear }: SupplierFiltersProps) {
  const counts = new Map((facets?.ufs ?? []).map((u) => [u.uf, u.count]));
  const categories = facets?.categories ?? [];
  // A category from the address bar that no approved supplier has (any more) stays selectable.
  const hasCategory = !filters.category || categories.some((c) => c.name === filters.category);
  return (
    <FilterBar
      label={m.filtersLabel}
      searchLabel={m.searchLabel}
      searchPlaceholder={m.searchPlaceholder}
      query={filters.q}
      onQueryChange={(q) => onChange({ q })}
      clearLabel={m.clearFilters}
      canClear={hasActiveFilters(filters)}
      onClear={onClear}
      filtersClassName="grid grid-cols-1 items-end gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]"
    >
      <FilterSelect
        label={m.categoryLabel}
        value={filters.category}
        onChange={(category) => onChange({ category })}
      >
        <option value="">{m.allCategories}</option>
        {categories.map((c) => (
          <option key={c.name} value={c.name}>
            {m.optionWithCount(c.name, c.count)}
          </option>
        ))}
        {hasCategory ? null : <option value={filters.category}>{filters.category}</option>}
      </FilterSelect>
      <FilterSelect label={m.ufLabel} value={filters.uf} onChange={(uf) => onChange({ uf: uf as "" | Uf })}>
        <option value="">{m.allUfs}</option>
        {BRAZIL_UFS.map((uf) => (
          <option key={uf} value={uf}>
            {counts.get(uf)
              ? m.optionWithCount(`${uf} – ${UF_NAMES[uf]}`, counts.get(uf)!)
              : `${uf} – ${UF_NAMES[uf]}`}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={m.sortLabel}
        value={filters.sort}
        onChange={(sort) => onChange({ sort: sort as SupplierSort })}
      >
        {SUPPLIER_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {m.sortOptions[sort]}
          </option>
        ))}
      </FilterSelect>
    </FilterBar>
  );
}

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}
