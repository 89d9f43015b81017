import { useId, type Ref } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

export type CheckboxOption = { value: string; label: string; note?: string | undefined };
export type CheckboxOptionGroup = { heading?: string; options: CheckboxOption[] };

type CheckboxGroupProps = {
  label: string;
  hint: string;
  groups: CheckboxOptionGroup[];
  value: readonly string[];
  onChange: (values: string[]) => void;
  error?: string | undefined;
  /** How many are chosen, beside the label. */
  selectedText?: (count: number) => string;
  emptyText: string;
  /** While the options load, or why they did not. */
  status?: { loading: string } | { error: string; retry: string; onRetry: () => void } | undefined;
  /** Given to the first box, so a field error can move the focus here. */
  firstRef?: Ref<HTMLInputElement> | undefined;
  disabled?: boolean | undefined;
};

/** Several choices in a box of limited height, optionally in headed groups (courses by category). */
export function CheckboxGroup(props: CheckboxGroupProps) {
  const id = useId();
  const chosen = new Set(props.value);
  const toggle = (value: string, checked: boolean) => {
    const next = new Set(props.value);
    if (checked) next.add(value);
    else next.delete(value);
    onChangeOrdered(next);
  };
  // Kept in the options' order, whatever order they were clicked in.
  const onChangeOrdered = (next: Set<string>) => {
    const order = props.groups.flatMap((g) => g.options.map((o) => o.value));
    const known = order.filter((v) => next.has(v));
    props.onChange([...known, ...[...next].filter((v) => !order.includes(v))]);
  };
  const describedBy = [`${id}-hint`, props.error ? `${id}-error` : null].filter(Boolean).join(" ");
  const firstValue = props.groups.flatMap((g) => g.options)[0]?.value;
  const isEmpty = firstValue === undefined;

  return (
    <div className="grid gap-2">
      <div className="flex items-baseline justify-between gap-2">
        <span id={`${id}-label`} className="text-sm leading-none font-medium">
          {props.label}
        </span>
        {props.selectedText && props.value.length > 0 ? (
          <span className="text-xs text-muted-foreground">{props.selectedText(props.value.length)}</span>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {props.hint}
      </p>
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        aria-invalid={!!props.error}
        className="max-h-48 overflow-y-auto rounded-lg border border-input bg-background p-3 aria-invalid:border-destructive-text"
      >
        {props.status && "loading" in props.status ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> {props.status.loading}
          </p>
        ) : props.status ? (
          <div role="alert" className="grid justify-items-start gap-2 text-sm">
            <p>{props.status.error}</p>
            <Button variant="outline" size="sm" onClick={props.status.onRetry}>
              {props.status.retry}
            </Button>
          </div>
        ) : isEmpty ? (
          <p className="text-sm text-muted-foreground">{props.emptyText}</p>
        ) : (
          <div className="grid gap-3">
            {props.groups.map((group, index) => {
              const boxes = group.options.map((option) => {
                return (
                  <label
                    key={option.value}
                    className="flex min-h-8 cursor-pointer items-center gap-2.5 rounded-md px-1 text-sm hover:bg-accent"
                  >
                    <input
                      ref={option.value === firstValue ? props.firstRef : undefined}
                      type="checkbox"
                      className="size-4 shrink-0 accent-primary"
                      checked={chosen.has(option.value)}
                      disabled={props.disabled}
                      onChange={(event) => toggle(option.value, event.target.checked)}
                    />
                    <span className="min-w-0 break-words">
                      {option.label}
                      {option.note ? <span className="text-muted-foreground"> ({option.note})</span> : null}
                    </span>
                  </label>
                );
              });
              if (!group.heading)
                return (
                  <div key={index} className="grid gap-1.5">
                    {boxes}
                  </div>
                );
              return (
                <fieldset key={group.heading} className="grid gap-1.5">
                  <legend className="mb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                    {group.heading}
                  </legend>
                  {boxes}
                </fieldset>
              );
            })}
          </div>
        )}
      </div>
      {props.error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive-text">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
