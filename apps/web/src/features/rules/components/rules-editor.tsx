import { planMessages as pm } from "@guilda/shared/messages/plans";
import { webRulesMessages as m } from "@guilda/shared/messages/web-rules";
import { RULES_MAX_CHARS, updateRulesSchema, type UpdateRulesInput } from "@guilda/shared/schemas/community";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { MarkdownEditor } from "@/components/ui/markdown-editor";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { rulesKeys } from "../api/keys";
import { previewRules } from "../api/preview-rules";
import { useUpdateRules } from "../api/update-rules";

/** 'Editar regras': the markdown with 'Escrever' / 'Visualizar' tabs (the server's preview). */
export function RulesEditor({ initialMarkdown, onDone }: { initialMarkdown: string; onDone: () => void }) {
  const update = useUpdateRules();
  const formId = useId();
  const form = useForm<UpdateRulesInput>({
    resolver: zodResolver(updateRulesSchema),
    defaultValues: { markdown: initialMarkdown },
  });
  const markdown = useWatch({ control: form.control, name: "markdown" }) ?? "";
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success(pm.rulesUpdated);
      onDone();
    } catch (err) {
      const error = toApiError(err);
      if (!applyFieldErrors(error, form.setError, ["markdown"]))
        toast.error(pm.rulesUpdateErrorTitle, { description: error.message });
    }
  });

  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <form id={formId} onSubmit={onSubmit} noValidate>
        <MarkdownEditor
          label={m.editorLabel}
          registration={form.register("markdown")}
          markdown={markdown}
          maxLength={RULES_MAX_CHARS}
          preview={previewRules}
          previewKey={rulesKeys.previews}
          error={errors.markdown?.message}
        />
      </form>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" disabled={isSubmitting} onClick={onDone}>
          {m.cancel}
        </Button>
        <Button type="submit" form={formId} disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? m.saving : m.save}
        </Button>
      </div>
    </Card>
  );
}
