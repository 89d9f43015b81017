import type { ResourcePreview } from "@guilda/shared/schemas/resources";
import { api } from "@/lib/api";

/** The markdown as members will see it: rendered and sanitized by the server. */
export function previewPage(markdown: string, signal?: AbortSignal): Promise<ResourcePreview> {
  return api.post<ResourcePreview>("/api/admin/resources/preview", { markdown }, { signal });
}
