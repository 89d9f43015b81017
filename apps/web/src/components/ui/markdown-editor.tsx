import { webMarkdownMessages as m } from "@guilda/shared/messages/web-markdown";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useState, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "./form-field";
import { RichHtml } from "./rich-html";
import { Spinner } from "./spinner";
import { Tabs } from "./tabs";
import { Textarea } from "./textarea";

/** The server's rendering of a markdown source (sanitized HTML, as readers will see it). */
export type MarkdownPreview = (markdown: string, signal?: AbortSignal) => Promise<{ html: string }>;

type Mode = "write" | "preview";

type MarkdownEditorProps = {
  label: string;
  /** The form's registration of the markdown field. */
  registration: UseFormRegisterReturn;
  /** The field's current value (watched), for the counter and the preview. */
  markdown: string;
  maxLength: number;
  preview: MarkdownPreview;
  /** Query key prefix of the previews (the markdown is appended). */
  previewKey: readonly unknown[];
  error?: string | undefined;
  /** Shown before the markdown hint and the counter. */
  hint?: ReactNode;
  rows?: number;
  placeholder?: string;
  /** Level of the rendered body's top headings in the preview. */
  headingBase?: number;
};

function Preview({
  markdown,
  preview,
  previewKey,
  headingBase,
}: Pick<MarkdownEditorProps, "markdown" | "preview" | "previewKey" | "headingBase">) {
  const rendered = useQuery({
    queryKey: [...previewKey, markdown],
    queryFn: ({ signal }) => preview(markdown, signal),
    enabled: markdown.trim() !== "",
    staleTime: Infinity,
  });
  return (
    <div className="min-h-40 min-w-0 rounded-lg border border-border bg-background p-4">
      {!markdown.trim() ? (
        <p className="text-sm text-muted-foreground">{m.previewEmpty}</p>
      ) : rendered.data ? (
        <RichHtml html={rendered.data.html} headingBase={headingBase ?? 2} />
      ) : rendered.isError ? (
        <p className="text-sm text-destructive-text">{m.previewError}</p>
      ) : (
        <Spinner />
      )}
    </div>
  );
}

/**
 * A markdown field with 'Escrever' / 'Visualizar' tabs. The preview is the server's own
 * rendering, so what the editor sees is what readers get. The textarea stays mounted while
 * previewing, so the form keeps it registered.
 */
export function MarkdownEditor({
  label,
  registration,
  markdown,
  maxLength,
  preview,
  previewKey,
  error,
  hint,
  rows = 18,
  placeholder,
  headingBase,
}: MarkdownEditorProps) {
  const [mode, setMode] = useState<Mode>("write");
  const shownMarkdown = useDeferredValue(markdown);
  return (
    // min-w-0 down to the preview: a wide table scrolls inside it instead of widening the form.
    <FormField
      className="min-w-0"
      label={label}
      error={error}
      hint={
        <>
          {hint ? <>{hint} </> : null}
          {`${m.hint} ${m.characters(markdown.length, maxLength)}`}
        </>
      }
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
          className="flex min-w-0 flex-col gap-2"
        >
          <Textarea
            {...control}
            {...registration}
            hidden={mode === "preview"}
            rows={rows}
            maxLength={maxLength}
            placeholder={placeholder}
            className="font-mono text-sm sm:text-[0.8125rem]"
          />
          {mode === "preview" ? (
            <Preview
              markdown={shownMarkdown}
              preview={preview}
              previewKey={previewKey}
              headingBase={headingBase}
            />
          ) : null}
        </Tabs>
      )}
    </FormField>
  );
}
