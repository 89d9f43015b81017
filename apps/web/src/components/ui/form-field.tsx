import { useId, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Label } from "./label";

/** Props to spread on the control so it is labelled and described for assistive tech. */
export type FieldControlProps = {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
};

type FormFieldProps = {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  /** Extra content under the control (e.g. live password checks); must carry its own id. */
  after?: ReactNode;
  afterId?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

export function FormField({ label, error, hint, after, afterId, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null, afterId ?? null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className={cn("grid gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, "aria-invalid": !!error, ...(describedBy ? { "aria-describedby": describedBy } : {}) })}
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : null}
      {after}
    </div>
  );
}
