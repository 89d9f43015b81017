import { api } from "@/lib/api";

/**
 * The description as members will see it: the server's markdown rendering, sanitized. The
 * wiki's preview renders with the same platform renderer and is open to the same editors
 * (admins and moderators), so the event editor uses it.
 */
export function previewDescription(markdown: string, signal?: AbortSignal): Promise<{ html: string }> {
  return api.post<{ html: string }>("/api/wiki/preview", { body: markdown }, { signal });
}
