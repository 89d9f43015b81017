import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import type { LessonAttachmentView } from "@guilda/shared/schemas/courses";
import { Download, Paperclip } from "lucide-react";
import { safeInternalPath } from "@/lib/paths";

const UNITS = ["B", "KB", "MB", "GB"] as const;
const sizeFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 });

function formatSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sizeFormat.format(value)} ${UNITS[unit]}`;
}

/** Files the member downloads with the lesson (served only to who may open it). */
export function LessonAttachments({ attachments }: { attachments: LessonAttachmentView[] }) {
  const files = attachments.filter((file) => safeInternalPath(file.url) || /^https:\/\//i.test(file.url));
  if (files.length === 0) return null;
  return (
    <section aria-labelledby="lesson-attachments" className="grid gap-3">
      <h2 id="lesson-attachments" className="text-lg font-semibold tracking-tight">
        {m.attachmentsTitle}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {files.map((file) => (
          <li key={file.id}>
            <a
              href={file.url}
              download={file.name}
              aria-label={m.download(file.name)}
              className="flex items-center gap-3 rounded-lg border border-border bg-card px-3 py-2.5 text-sm transition-colors hover:border-primary/50 hover:bg-accent"
            >
              <Paperclip aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              <span className="grid min-w-0 flex-1">
                <span className="truncate font-medium">{file.name}</span>
                <span className="text-xs text-muted-foreground">{formatSize(file.size)}</span>
              </span>
              <Download aria-hidden="true" className="size-4 shrink-0 text-primary-text" />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
