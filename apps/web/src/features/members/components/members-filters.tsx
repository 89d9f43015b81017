import { LEVELS } from "@guilda/shared/constants";
import { webMembersMessages as m } from "@guilda/shared/messages/web-members";
import { Search, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import {
  ACCESS_FILTERS,
  DEFAULT_FILTERS,
  MEMBER_SORTS,
  PERIOD_FILTERS,
  ROLE_FILTERS,
  type MemberFilters,
} from "../lib/filters";

export const SEARCH_DEBOUNCE_MS = 300;

type MembersFiltersProps = {
  filters: MemberFilters;
  isAdmin: boolean;
  onChange: (patch: Partial<MemberFilters>) => void;
  onClear: () => void;
};

/** Search, level, role, access (admins), date of joining and sort; wraps on narrow screens. */
export function MembersFilters({ filters, isAdmin, onChange, onClear }: MembersFiltersProps) {
  const searchId = useId();
  const isDefault = (Object.keys(DEFAULT_FILTERS) as (keyof MemberFilters)[]).every(
    (key) => filters[key] === DEFAULT_FILTERS[key],
  );

  return (
    <form
      role="search"
      aria-label={m.filtersLabel}
      className="grid gap-3 rounded-lg border border-border bg-card p-3 sm:p-4"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={searchId} className="sr-only">
          {m.searchLabel}
        </Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <SearchInput id={searchId} value={filters.q} onCommit={(q) => onChange({ q })} />
        </div>
      </div>
      {/* Phones: one row per filter, label beside a select wide enough for every option. */}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end sm:gap-3">
        <FilterSelect
          label={m.levelLabel}
          value={filters.level}
          onChange={(level) => onChange({ level })}
          options={[
            { value: "all", label: m.allLevels },
            ...LEVELS.map((level) => ({ value: level, label: m.levelOptions[level] })),
          ]}
        />
        <FilterSelect
          label={m.roleLabel}
          value={filters.role}
          onChange={(role) => onChange({ role })}
          options={ROLE_FILTERS.map((value) => ({ value, label: m.roleOptions[value] }))}
        />
        {isAdmin ? (
          <FilterSelect
            label={m.accessLabel}
            value={filters.access}
            onChange={(access) => onChange({ access })}
            options={ACCESS_FILTERS.map((value) => ({ value, label: m.accessOptions[value] }))}
          />
        ) : null}
        <FilterSelect
          label={m.periodLabel}
          value={filters.period}
          onChange={(period) => onChange({ period })}
          options={PERIOD_FILTERS.map((value) => ({ value, label: m.periodOptions[value] }))}
        />
        <FilterSelect
          label={m.sortLabel}
          value={filters.sort}
          onChange={(sort) => onChange({ sort })}
          options={MEMBER_SORTS.map((value) => ({ value, label: m.sortOptions[value] }))}
        />
        <Button
          variant="ghost"
          onClick={onClear}
          disabled={isDefault}
          className="self-end sm:ml-auto sm:self-auto"
        >
          <X aria-hidden="true" />
          {m.clearFilters}
        </Button>
      </div>
    </form>
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

  // The URL changed without us (clear, navigation): show it.
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
      onChange={(event) => setText(event.target.value)}
      placeholder={m.searchPlaceholder}
      maxLength={100}
      autoComplete="off"
      className="pl-9"
    />
  );
}

type Option<T extends string> = { value: T; label: string };

function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: T;
  options: Option<T>[];
  onChange: (value: T) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div
      className={cn(
        "grid grid-cols-[7rem_minmax(0,1fr)] items-center gap-x-2 sm:min-w-[9.5rem] sm:flex-none sm:grid-cols-1 sm:gap-1.5",
        className,
      )}
    >
      <Label htmlFor={id} className="text-sm text-muted-foreground sm:text-xs">
        {label}
      </Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className="h-10 w-full rounded-lg border border-input bg-background px-3 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 sm:text-sm"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
