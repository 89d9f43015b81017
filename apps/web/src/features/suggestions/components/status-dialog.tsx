import { webSuggestionsMessages as m } from "@guilda/shared/messages/web-suggestions";
import {
  SUGGESTION_STATUS_LABELS,
  SUGGESTION_STATUSES,
  type SuggestionStatus,
} from "@guilda/shared/rules/suggestions";
import {
  changeSuggestionStatusSchema,
  SUGGESTION_NOTE_MAX,
  type ChangeSuggestionStatusInput,
  type SuggestionDetail,
} from "@guilda/shared/schemas/suggestions";
import type { z } from "@guilda/shared/schemas/zod";
import { zodResolver } from "@hookform/resolvers/zod";
import { Search } from "lucide-react";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { toApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { applyFieldErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useChangeSuggestionStatus } from "../api/change-status";
import { useOriginalCandidates } from "../api/search-originals";
import { StatusBadge } from "./status-badge";

const FIELDS = ["status", "note", "duplicate_of"] as const;

type FormInput = ChangeSuggestionStatusInput;
type FormOutput = z.output<typeof changeSuggestionStatusSchema>;

/** The next status a change suggests: the one after the current in the suggestion's life. */
function nextStatus(current: SuggestionStatus): SuggestionStatus {
  const index = SUGGESTION_STATUSES.indexOf(current);
  return index >= 0 && index < 4 ? SUGGESTION_STATUSES[index + 1]! : "em_analise";
}

/** 'Alterar status' (admins): the new status, a note for the voters and, for a duplicate, its original. */
export function StatusDialog({ suggestion, onClose }: { suggestion: SuggestionDetail; onClose: () => void }) {
  const change = useChangeSuggestionStatus();
  const formId = useId();
  const searchId = useId();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(changeSuggestionStatusSchema),
    defaultValues: { status: nextStatus(suggestion.status), note: "", duplicate_of: null },
  });
  const { errors, isSubmitting } = form.formState;
  const [status, originalId] = useWatch({ control: form.control, name: ["status", "duplicate_of"] });
  const isDuplicate = status === "duplicada";
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), 300);
  const candidates = useOriginalCandidates(suggestion.id, q, isDuplicate);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync({
        id: suggestion.id,
        input: {
          status: values.status,
          note: values.note,
          ...(values.status === "duplicada" ? { duplicate_of: values.duplicate_of ?? null } : {}),
        },
      });
      toast.success(m.statusChanged);
      onClose();
    } catch (err) {
      const error = toApiError(err);
      if (!applyFieldErrors(error, form.setError, FIELDS))
        toast.error(m.statusErrorTitle, { description: error.message });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open || isSubmitting ? undefined : onClose())}>
      <DialogContent closeLabel={m.cancel} className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <div className="grid gap-1.5 pr-8">
          <DialogTitle>{m.statusDialogTitle}</DialogTitle>
          <DialogDescription>{m.statusDialogDescription}</DialogDescription>
        </div>
        <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label={m.newStatusLabel} error={errors.status?.message}>
            {(control) => (
              <NativeSelect
                {...control}
                {...form.register("status", {
                  // Only a duplicate names an original.
                  onChange: (event: { target: { value: string } }) => {
                    if (event.target.value !== "duplicada") form.setValue("duplicate_of", null);
                    form.clearErrors("duplicate_of");
                  },
                })}
              >
                {SUGGESTION_STATUSES.map((option) => (
                  <option key={option} value={option} disabled={option === suggestion.status}>
                    {option === suggestion.status
                      ? m.currentStatus(SUGGESTION_STATUS_LABELS[option])
                      : SUGGESTION_STATUS_LABELS[option]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          {isDuplicate ? (
            <fieldset className="grid gap-2" aria-describedby={`${searchId}-hint`}>
              <legend className="mb-2 text-sm leading-none font-medium">{m.originalLabel}</legend>
              <p id={`${searchId}-hint`} className="-mt-1 text-xs text-muted-foreground">
                {m.originalHint}
              </p>
              <Label htmlFor={searchId} className="sr-only">
                {m.originalSearchLabel}
              </Label>
              <div className="relative">
                <Search
                  aria-hidden="true"
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                />
                <Input
                  id={searchId}
                  type="search"
                  value={search}
                  maxLength={100}
                  placeholder={m.originalSearchPlaceholder}
                  onChange={(event) => setSearch(event.target.value)}
                  className="pl-9"
                />
              </div>
              {candidates.isPending ? (
                <div className="flex justify-center py-3">
                  <Spinner />
                </div>
              ) : (candidates.data ?? []).length === 0 ? (
                <p className="text-sm text-muted-foreground">{m.originalNone}</p>
              ) : (
                <div className="grid max-h-72 gap-1.5 overflow-y-auto p-0.5">
                  {candidates.data!.map((candidate) => (
                    <label
                      key={candidate.id}
                      className={cn(
                        "flex cursor-pointer items-start gap-3 rounded-lg border border-border p-2.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
                        originalId === candidate.id && "border-primary bg-primary/10",
                      )}
                    >
                      <input
                        type="radio"
                        name={`${formId}-original`}
                        value={candidate.id}
                        checked={originalId === candidate.id}
                        onChange={() =>
                          form.setValue("duplicate_of", candidate.id, {
                            shouldValidate: !!errors.duplicate_of,
                          })
                        }
                        className="mt-0.5 size-4 accent-[var(--color-primary)]"
                      />
                      <span className="grid min-w-0 gap-1">
                        <span className="font-medium break-words">{candidate.title}</span>
                        <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                          <StatusBadge status={candidate.status} />
                          {m.votes(candidate.vote_count)}
                        </span>
                      </span>
                    </label>
                  ))}
                </div>
              )}
              {errors.duplicate_of?.message ? (
                <p role="alert" className="text-sm font-medium text-destructive-text">
                  {errors.duplicate_of.message}
                </p>
              ) : null}
            </fieldset>
          ) : null}
          <FormField label={m.noteLabel} error={errors.note?.message}>
            {(control) => (
              <Textarea
                {...control}
                rows={4}
                maxLength={SUGGESTION_NOTE_MAX}
                placeholder={m.notePlaceholder}
                {...form.register("note")}
              />
            )}
          </FormField>
        </form>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={isSubmitting}>
              {m.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            {isSubmitting ? m.saving : m.saveStatus}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
