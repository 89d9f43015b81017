import type { RulesPreview } from "@guilda/shared/schemas/community";
import { api } from "@/lib/api";

/** The markdown as members will see it: rendered and sanitized by the server. */
export function previewRules(markdown: string, signal?: AbortSignal): Promise<RulesPreview> {
  return api.post<RulesPreview>("/api/admin/rules/preview", { markdown }, { signal });
}
