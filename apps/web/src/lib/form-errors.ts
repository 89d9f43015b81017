import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { ApiError } from "./api";

/**
 * Puts the server's per-field messages on the matching inputs. Returns whether any field
 * matched, so the caller falls back to a toast when the error is not about a field.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: ApiError,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  const entries = Object.entries(error.fieldErrors ?? {}).filter(([name]) =>
    fields.includes(name as Path<T>),
  );
  entries.forEach(([name, message], index) => {
    setError(name as Path<T>, { type: "server", message }, { shouldFocus: index === 0 });
  });
  return entries.length > 0;
}
