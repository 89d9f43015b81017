import { webSuppliersMessages as m } from "@guilda/shared/messages/web-suppliers";
import {
  BRAZIL_UFS,
  SUPPLIER_SORTS,
  UF_NAMES,
  type SupplierSort,
  type Uf,
} from "@guilda/shared/rules/suppliers";
import type { SupplierFacets } from "@guilda/shared/schemas/suppliers";
import { Search, X } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { hasActiveFilters, type SupplierFilters as Filters } from "../lib/filters";

export const SEARCH_DEBOUNCE_MS = 300;

type SupplierFiltersProps = {
  filters: Filters;
  facets: SupplierFacets | undefined;
  onChange: (patch: Partial<Filters>) => void;
  onClear: () => void;
};

/** Search as you type, category, state and order; wraps on narrow screens. */
export function SupplierFilters({ filters, facets, onChange, onClear }: SupplierFiltersProps) {
  const searchId = useId();
  const counts = new Map((facets?.ufs ?? []).map((u) => [u.uf, u.count]));
  const categories = facets?.categories ?? [];
  // A category from the address bar that no approved supplier has (any more) stays selectable.
  const hasCategory = !filters.category || categories.some((c) => c.name === filters.category);
  return (
    <form
      role="search"
      aria-label={m.filtersLabel}
      className="grid gap-3 rounded-lg border border-border bg-card p-3 sm:p-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="relative">
        <Label htmlFor={searchId} className="sr-only">
          {m.searchLabel}
        </Label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <SearchInput id={searchId} value={filters.q} onCommit={(q) => onChange({ q })} />
      </div>
      <div className="grid grid-cols-1 items-end gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
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
        <Button variant="ghost" onClick={onClear} disabled={!hasActiveFilters(filters)}>
          <X aria-hidden="true" />
          {m.clearFilters}
        </Button>
      </div>
    </form>
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

/**
 * Typing updates the field at once and the address bar (and the request) ~300 ms after the
 * last key. A change from outside (Limpar filtros, back button) replaces what is typed.
 */
function SearchInput({ id, value, onCommit }: { id: string; value: string; onCommit: (q: string) => void }) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  if (value !== committed) {
    setCommitted(value);
    setText(value);
  }

  useEffect(() => {
    if (debounced.trim() === committed.trim()) return;
    setCommitted(debounced.trim());
    onCommit(debounced);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a settled text commits
  }, [debounced]);

  return (
    <Input
      id={id}
      type="search"
      value={text}
      maxLength={100}
      autoComplete="off"
      placeholder={m.searchPlaceholder}
      className="pl-9"
      onChange={(event) => setText(event.target.value)}
    />
  );
}
