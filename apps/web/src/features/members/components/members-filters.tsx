import { LEVELS } from "@guilda/shared/constants";
import { webMembersMessages as m } from "@guilda/shared/messages/web-members";
import { useId } from "react";
import { FilterBar } from "@/components/ui/filter-bar";
import { Label } from "@/components/ui/label";
import { useCommunityWords } from "@/hooks/use-community-words";
import { cn } from "@/lib/cn";
import {
  ACCESS_FILTERS,
  DEFAULT_FILTERS,
  MEMBER_SORTS,
  PERIOD_FILTERS,
  ROLE_FILTERS,
  type MemberFilters,
} from "../lib/filters";

type MembersFiltersProps = {
  filters: MemberFilters;
  isAdmin: boolean;
  onChange: (patch: Partial<MemberFilters>) => void;
  onClear: () => void;
};

/** Search, level, role, access (admins), date of joining and sort; wraps on narrow screens. */
export function MembersFilters({ filters, isAdmin, onChange, onClear }: MembersFiltersProps) {
  const { levelName } = useCommunityWords();
  const isDefault = (Object.keys(DEFAULT_FILTERS) as (keyof MemberFilters)[]).every(
    (key) => filters[key] === DEFAULT_FILTERS[key],
  );

  return (
    <FilterBar
      label={m.filtersLabel}
      searchLabel={m.searchLabel}
      searchPlaceholder={m.searchPlaceholder}
      query={filters.q}
      onQueryChange={(q) => onChange({ q })}
      clearLabel={m.clearFilters}
      canClear={!isDefault}
      onClear={onClear}
      clearClassName="self-end sm:ml-auto sm:self-auto"
      // Phones: one row per filter, label beside a select wide enough for every option.
      filtersClassName="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end sm:gap-3"
    >
      <FilterSelect
        label={m.levelLabel}
        value={filters.level}
        onChange={(level) => onChange({ level })}
        options={[
          { value: "all", label: m.allLevels },
          // The level's key in the address, the community's name for it on screen.
          ...LEVELS.map((level) => ({ value: level, label: levelName(level) })),
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
    </FilterBar>
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
