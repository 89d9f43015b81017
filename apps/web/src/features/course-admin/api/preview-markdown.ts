import type { MarkdownPreview } from "@guilda/shared/schemas/courses";
import { api } from "@/lib/api";
import { adminCourseKeys } from "./keys";

/** The markdown as members will see it: rendered and sanitized by the server. */
export function previewMarkdown(markdown: string, signal?: AbortSignal): Promise<MarkdownPreview> {
  return api.post<MarkdownPreview>("/api/admin/courses/markdown-preview", { markdown }, { signal });
}

/** Query key prefix of the editor's previews (the markdown is appended). */
export const markdownPreviewKey = [...adminCourseKeys.all, "markdown-preview"] as const;
