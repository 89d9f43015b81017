import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ApiError } from "./api";

/**
 * Puts the server's per-field messages on the matching inputs, the first of them focused.
 * `fields` lists the form's fields that the server names alike, or maps a name the server uses
 * ('starts_at', 'recurrence.count') to the form field that shows its message (nothing: none).
 * Returns whether any field matched, so the caller falls back to a toast when the error is not
 * about a field.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[] | ((name: string) => Path<T> | null | undefined),
): boolean {
  const fieldOf =
    typeof fields === "function"
      ? fields
      : (name: string) => (fields.includes(name as Path<T>) ? (name as Path<T>) : null);
  const entries = Object.entries(error.fieldErrors ?? {}).flatMap(([name, message]) => {
    const field = fieldOf(name);
    return field ? [[field, message] as const] : [];
  });
  entries.forEach(([field, message], index) => {
    setError(field, { type: "server", message }, { shouldFocus: index === 0 });
  });
  return entries.length > 0;
}

/** What a zod refinement is handed, as far as reporting goes. */
type IssueSink = { addIssue(issue: { code: "custom"; path: string[]; message: string }): void };

/**
 * For a form whose values are converted before the shared request schema checks them: each
 * issue of that check goes to the form field that shows it (`fieldOf`, as above), one message per
 * field, the first rule it breaks. `reported` holds the fields that already have a message.
 */
export function reportIssues<F extends string>(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  fieldOf: (name: string) => F | null,
  ctx: IssueSink,
  reported = new Set<F>(),
): void {
  for (const issue of issues) {
    const field = fieldOf(String(issue.path[0] ?? ""));
    if (!field || reported.has(field)) continue;
    reported.add(field);
    ctx.addIssue({ code: "custom", path: [field], message: issue.message });
  }
}
