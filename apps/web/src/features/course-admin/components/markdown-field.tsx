import { webCourseAdminMessages as m } from "@guilda/shared/messages/web-course-admin";
import { useState } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { RichHtml } from "@/components/ui/rich-html";
import { Spinner } from "@/components/ui/spinner";
import { Tabs } from "@/components/ui/tabs";
import { Textarea } from "@/components/ui/textarea";
import { useMarkdownPreview } from "../api/preview-markdown";

type Mode = "write" | "preview";

type MarkdownFieldProps = {
  label: string;
  /** The field's current text, for the preview. */
  value: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  placeholder?: string;
  rows?: number;
  maxLength?: number;
};

/**
 * A markdown textarea with 'Escrever' and 'Visualizar' tabs. The preview is the server's own
 * rendering (what members will see). The textarea stays mounted (only hidden) while previewing, so
 * the form keeps it registered.
 */
export function MarkdownField({
  label,
  value,
  registration,
  error,
  placeholder,
  rows = 8,
  maxLength,
}: MarkdownFieldProps) {
  const [mode, setMode] = useState<Mode>("write");
  const isPreviewing = mode === "preview";
  // Fetched only while previewing (the text cannot change then), once per distinct text.
  const preview = useMarkdownPreview(value, isPreviewing);
  return (
    <FormField label={label} error={error} hint={m.markdownHint}>
      {(control) => (
        <Tabs<Mode>
          items={[
            { value: "write", label: m.write },
            { value: "preview", label: m.preview },
          ]}
          value={mode}
          onValueChange={setMode}
          label={m.markdownTabs}
          listClassName="h-9"
          className="grid gap-2"
        >
          <Textarea
            {...control}
            {...registration}
            hidden={isPreviewing}
            rows={rows}
            maxLength={maxLength}
            placeholder={placeholder}
            className="font-mono text-sm sm:text-[0.8125rem]"
          />
          {isPreviewing ? (
            <div className="grid min-h-24 gap-3 rounded-lg border border-border bg-background p-3 text-sm leading-relaxed break-words">
              {!value.trim() ? (
                <p className="text-muted-foreground">{m.previewEmpty}</p>
              ) : preview.data ? (
                <RichHtml html={preview.data.html} />
              ) : preview.isError ? (
                <p className="text-destructive">{m.previewError}</p>
              ) : (
                <Spinner />
              )}
            </div>
          ) : null}
        </Tabs>
      )}
    </FormField>
  );
}
