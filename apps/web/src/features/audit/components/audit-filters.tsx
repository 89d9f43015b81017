import { auditActionGroupLabels, auditActionLabels } from "@guilda/shared/messages/audit";
import { webAuditMessages as m } from "@guilda/shared/messages/web-audit";
import type { AuditActionGroup, AuditAction } from "@guilda/shared/schemas/audit";
import { useId, type ReactNode } from "react";
import { FilterBar } from "@/components/ui/filter-bar";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useAuditActors } from "../api/get-actors";
import { FILTER_KEYS, isPeriodValid, type AuditFilters } from "../lib/filters";

type AuditFiltersProps = {
  filters: AuditFilters;
  onChange: (patch: Partial<AuditFilters>) => void;
  onClear: () => void;
};

// The catalogue from its labels (the schema's module brings zod along).
const GROUPS = Object.entries(auditActionGroupLabels) as [AuditActionGroup, string][];
const actionsOf = (group: AuditActionGroup) =>
  (Object.entries(auditActionLabels) as [AuditAction, string][]).filter(([action]) =>
    action.startsWith(group),
  );

/** Text in the target's name, the action (one or a group), who acted and the period. */
export function AuditFiltersBar({ filters, onChange, onClear }: AuditFiltersProps) {
  const actors = useAuditActors();
  const periodError = isPeriodValid(filters) ? null : m.periodInvalid;
  const errorId = useId();
  return (
    <FilterBar
      label={m.filtersLabel}
      searchLabel={m.searchLabel}
      searchPlaceholder={m.searchPlaceholder}
      query={filters.q}
      onQueryChange={(q) => onChange({ q })}
      clearLabel={m.clearFilters}
      canClear={FILTER_KEYS.some((key) => filters[key] !== "")}
      onClear={onClear}
      clearClassName="self-end sm:ml-auto sm:self-auto"
      filtersClassName="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end sm:gap-3"
    >
      <Field label={m.actionLabel} wide>
        {(id) => (
          <NativeSelect id={id} value={filters.action} onChange={(e) => onChange({ action: e.target.value })}>
            <option value="">{m.allActions}</option>
            {GROUPS.map(([group, label]) => (
              <optgroup key={group} label={label}>
                <option value={group}>{m.groupOption(label)}</option>
                {actionsOf(group).map(([action, actionLabel]) => (
                  <option key={action} value={action}>
                    {actionLabel}
                  </option>
                ))}
              </optgroup>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label={m.actorLabel}>
        {(id) => (
          <NativeSelect id={id} value={filters.actor} onChange={(e) => onChange({ actor: e.target.value })}>
            <option value="">{m.allActors}</option>
            {actors.data?.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.full_name}
              </option>
            ))}
          </NativeSelect>
        )}
      </Field>
      <Field label={m.fromLabel}>
        {(id) => (
          <Input
            id={id}
            type="date"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => onChange({ from: e.target.value })}
          />
        )}
      </Field>
      <Field label={m.toLabel}>
        {(id) => (
          <Input
            id={id}
            type="date"
            value={filters.to}
            min={filters.from || undefined}
            aria-invalid={periodError ? true : undefined}
            aria-describedby={periodError ? errorId : undefined}
            onChange={(e) => onChange({ to: e.target.value })}
          />
        )}
      </Field>
      {periodError ? (
        <p id={errorId} role="alert" className="text-sm text-destructive-text sm:basis-full">
          {periodError}
        </p>
      ) : null}
    </FilterBar>
  );
}

/** A label beside its control on phones, above it from `sm` up. */
function Field({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div
      className={`grid grid-cols-[4.5rem_minmax(0,1fr)] items-center gap-x-2 sm:flex-none sm:grid-cols-1 sm:gap-1.5 ${wide ? "sm:w-64" : "sm:w-40"}`}
    >
      <Label htmlFor={id} className="text-sm text-muted-foreground sm:text-xs">
        {label}
      </Label>
      {children(id)}
    </div>
  );
}
