import type { WikiPreview } from "@guilda/shared/schemas/wiki";
import { api } from "@/lib/api";

/** The markdown as readers will see it: rendered and sanitized by the server (the editor's preview). */
export function previewWiki(body: string, signal?: AbortSignal): Promise<WikiPreview> {
  return api.post<WikiPreview>("/api/wiki/preview", { body }, { signal });
}
