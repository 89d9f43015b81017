import type { MarkdownPreview } from "@guilda/shared/schemas/courses";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminCourseKeys } from "./keys";

/** The markdown as members will see it: rendered and sanitized by the server. */
export function previewMarkdown(markdown: string): Promise<MarkdownPreview> {
  return api.post<MarkdownPreview>("/api/admin/courses/markdown-preview", { markdown });
}

export function useMarkdownPreview(markdown: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [...adminCourseKeys.all, "markdown-preview", markdown],
    queryFn: () => previewMarkdown(markdown),
    enabled: isEnabled && markdown.trim() !== "",
    staleTime: Infinity,
  });
}
