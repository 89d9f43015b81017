import { webResourceMessages as m } from "@guilda/shared/messages/web-resources";
import { isSafeHttpUrl } from "@guilda/shared/schemas/plans";
import type { ToolView } from "@guilda/shared/schemas/resources";
import { Download, ExternalLink, FileDown, Link2, Pencil, Trash2 } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";

type ToolCardProps = {
  tool: ToolView;
  /** Admins: 'Editar …' and 'Excluir …' on the card. */
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
};

/** A tool's file is served by the app itself (/media/tools/…); anything else is never a link. */
const isToolFile = (url: string) => /^\/media\/tools\/[0-9a-f-]{36}$/.test(url);

/** One tool: name, description, and 'Acessar' (its site, in a new tab) and/or 'Baixar' (its file). */
export function ToolCard({ tool, onEdit, onDelete }: ToolCardProps) {
  const titleId = useId();
  // The server accepts only http(s) links; checked again so a stored value can never become a script.
  const url = tool.url && isSafeHttpUrl(tool.url) ? tool.url : null;
  const file = tool.file && isToolFile(tool.file.url) ? tool.file : null;
  const Icon = url ? Link2 : FileDown;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-card sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary-text">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <h3 id={titleId} className="min-w-0 flex-1 self-center font-semibold break-words">
          {tool.name}
        </h3>
        {onEdit || onDelete ? (
          <div className="-mt-1 -mr-1 flex shrink-0 items-center">
            {onEdit ? (
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={m.editTool(tool.name)}
                title={m.editTool(tool.name)}
                onClick={onEdit}
              >
                <Pencil aria-hidden="true" />
              </Button>
            ) : null}
            {onDelete ? (
              <Button
                variant="ghost"
                size="icon-sm"
                aria-label={m.deleteTool(tool.name)}
                title={m.deleteTool(tool.name)}
                onClick={onDelete}
                className="hover:text-destructive-text"
              >
                <Trash2 aria-hidden="true" />
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {tool.description ? (
        <p className="flex-1 text-sm leading-relaxed break-words whitespace-pre-line text-muted-foreground">
          {tool.description}
        </p>
      ) : (
        <div className="flex-1" />
      )}
      {url || file ? (
        <div className="flex flex-wrap gap-2">
          {url ? (
            <Button size="sm" asChild>
              <a href={url} target="_blank" rel="noopener noreferrer" aria-label={m.accessLabel(tool.name)}>
                {m.access}
                <ExternalLink aria-hidden="true" />
              </a>
            </Button>
          ) : null}
          {file ? (
            <Button size="sm" variant={url ? "outline" : "default"} asChild>
              <a
                href={file.url}
                download={file.name}
                aria-label={m.downloadLabel(file.name)}
                title={file.name}
              >
                <Download aria-hidden="true" />
                {m.download}
              </a>
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
