import { webSuggestionsMessages as m } from "@guilda/shared/messages/web-suggestions";
import {
  createSuggestionSchema,
  SUGGESTION_CATEGORIES,
  SUGGESTION_CATEGORY_LABELS,
  SUGGESTION_DESCRIPTION_MAX,
  SUGGESTION_TITLE_MAX,
  type SuggestionCategory,
  type SuggestionDetail,
} from "@guilda/shared/schemas/suggestions";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { SilencedNotice } from "@/components/moderation/silenced-notice";
import { useSilence } from "@/components/moderation/use-silence";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useCreateSuggestion } from "../api/create-suggestion";
import { useUpdateSuggestion } from "../api/update-suggestion";

const FIELDS = ["title", "description", "category"] as const;

type FormValues = { title: string; description: string; category: SuggestionCategory };

type SuggestionFormDialogProps = {
  /** Editing this suggestion; without it the form creates one and opens its page. */
  suggestion?: SuggestionDetail;
  onClose: () => void;
};

/** 'Nova sugestão' and 'Editar sugestão': checked by the same schema the server uses. */
export function SuggestionFormDialog({ suggestion, onClose }: SuggestionFormDialogProps) {
  const create = useCreateSuggestion();
  const update = useUpdateSuggestion();
  const navigate = useNavigate();
  const formId = useId();
  const silence = useSilence();
  const form = useForm<FormValues>({
    resolver: zodResolver(createSuggestionSchema),
    defaultValues: suggestion
      ? { title: suggestion.title, description: suggestion.description, category: suggestion.category }
      : { title: "", description: "", category: "outros" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (suggestion) {
        await update.mutateAsync({ id: suggestion.id, input: values });
        toast.success(m.updated);
        onClose();
      } else {
        const saved = await create.mutateAsync(values);
        toast.success(m.created);
        onClose();
        void navigate(paths.suggestion(saved.id));
      }
    } catch (err) {
      const error = toApiError(err);
      if (!applyFieldErrors(error, form.setError, FIELDS))
        toast.error(m.saveErrorTitle, { description: error.message });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => (open || isSubmitting ? undefined : onClose())}>
      <DialogContent closeLabel={m.cancel} className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <div className="grid gap-1.5 pr-8">
          <DialogTitle>{suggestion ? m.editTitle : m.createTitle}</DialogTitle>
          <DialogDescription>{suggestion ? m.editDescription : m.createDescription}</DialogDescription>
        </div>
        {/* A silenced member reads why instead of a form the server would refuse. */}
        {silence.isSilenced ? (
          <SilencedNotice message={silence.message} />
        ) : (
          <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4">
            <FormField label={m.titleLabel} error={errors.title?.message}>
              {(control) => (
                <Input
                  {...control}
                  maxLength={SUGGESTION_TITLE_MAX}
                  autoComplete="off"
                  placeholder={m.titlePlaceholder}
                  {...form.register("title")}
                />
              )}
            </FormField>
            <FormField
              label={m.descriptionLabel}
              error={errors.description?.message}
              hint={m.descriptionHint}
            >
              {(control) => (
                <Textarea
                  {...control}
                  rows={6}
                  maxLength={SUGGESTION_DESCRIPTION_MAX}
                  {...form.register("description")}
                />
              )}
            </FormField>
            <FormField label={m.categoryLabel} error={errors.category?.message}>
              {(control) => (
                <NativeSelect {...control} {...form.register("category")}>
                  {SUGGESTION_CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {SUGGESTION_CATEGORY_LABELS[category]}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          </form>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline" disabled={isSubmitting}>
              {m.cancel}
            </Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={isSubmitting || silence.isSilenced}>
            {isSubmitting ? <Spinner /> : null}
            {isSubmitting ? m.saving : suggestion ? m.submitEdit : m.submitCreate}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
