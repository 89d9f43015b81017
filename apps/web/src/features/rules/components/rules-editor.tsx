import { planMessages as pm } from "@guilda/shared/messages/plans";
import { webRulesMessages as m } from "@guilda/shared/messages/web-rules";
import { RULES_MAX_CHARS, updateRulesSchema, type UpdateRulesInput } from "@guilda/shared/schemas/community";
import { zodResolver } from "@hookform/resolvers/zod";
import { useDeferredValue, useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { RichHtml } from "@/components/ui/rich-html";
import { Spinner } from "@/components/ui/spinner";
import { Tabs } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useRulesPreview } from "../api/preview-rules";
import { useUpdateRules } from "../api/update-rules";

type Mode = "write" | "preview";

function Preview({ markdown }: { markdown: string }) {
  const preview = useRulesPreview(markdown, true);
  return (
    <div className="min-h-40 rounded-lg border border-border bg-background p-4">
      {!markdown.trim() ? (
        <p className="text-sm text-muted-foreground">{m.previewEmpty}</p>
      ) : preview.data ? (
        <RichHtml html={preview.data.html} headingBase={2} />
      ) : preview.isError ? (
        <p className="text-sm text-destructive-text">{m.previewError}</p>
      ) : (
        <Spinner />
      )}
    </div>
  );
}

/**
 * 'Editar regras': the markdown in a textarea with 'Escrever' / 'Visualizar' tabs. The preview is
 * the server's own rendering (what members will see). The textarea stays mounted while previewing
 * so the form keeps it registered.
 */
export function RulesEditor({ initialMarkdown, onDone }: { initialMarkdown: string; onDone: () => void }) {
  const update = useUpdateRules();
  const formId = useId();
  const [mode, setMode] = useState<Mode>("write");
  const form = useForm<UpdateRulesInput>({
    resolver: zodResolver(updateRulesSchema),
    defaultValues: { markdown: initialMarkdown },
  });
  const markdown = useWatch({ control: form.control, name: "markdown" }) ?? "";
  const shownMarkdown = useDeferredValue(markdown);
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
        <FormField
          label={m.editorLabel}
          error={errors.markdown?.message}
          hint={`${m.editorHint} ${m.characters(markdown.length, RULES_MAX_CHARS)}`}
        >
          {(control) => (
            <Tabs<Mode>
              items={[
                { value: "write", label: m.write },
                { value: "preview", label: m.preview },
              ]}
              value={mode}
              onValueChange={setMode}
              label={m.editorTabs}
              listClassName="h-9"
              className="grid gap-2"
            >
              <Textarea
                {...control}
                {...form.register("markdown")}
                hidden={mode === "preview"}
                rows={18}
                maxLength={RULES_MAX_CHARS}
                className="font-mono text-sm sm:text-[0.8125rem]"
              />
              {mode === "preview" ? <Preview markdown={shownMarkdown} /> : null}
            </Tabs>
          )}
        </FormField>
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
