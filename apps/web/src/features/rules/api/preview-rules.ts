import type { RulesPreview } from "@guilda/shared/schemas/community";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { rulesKeys } from "./keys";

/** The markdown as members will see it: rendered and sanitized by the server. */
export function previewRules(markdown: string, signal?: AbortSignal): Promise<RulesPreview> {
  return api.post<RulesPreview>("/api/admin/rules/preview", { markdown }, { signal });
}

export function useRulesPreview(markdown: string, isEnabled: boolean) {
  return useQuery({
    queryKey: rulesKeys.preview(markdown),
    queryFn: ({ signal }) => previewRules(markdown, signal),
    enabled: isEnabled && markdown.trim() !== "",
    staleTime: Infinity,
  });
}
