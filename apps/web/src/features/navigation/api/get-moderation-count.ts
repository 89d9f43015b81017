import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, warnOnFailure } from "@/lib/api";

/** How often the sidebar asks again while open (and on each return to the window). */
const COUNT_POLL_MS = 60_000;

export function getModerationCount(signal?: AbortSignal): Promise<{ open_count: number }> {
  return warnOnFailure("Moderation count", () =>
    api.get<{ open_count: number }>("/api/moderation/count", { signal }),
  );
}

/**
 * The open items of the moderation queue (admins and moderators). Its key starts with
 * "moderation", so every decision taken on the queue page refreshes it too.
 */
export const moderationCountQueryOptions = queryOptions({
  queryKey: ["moderation", "count"],
  queryFn: ({ signal }) => getModerationCount(signal),
  staleTime: 0,
  refetchInterval: COUNT_POLL_MS,
  refetchOnWindowFocus: true,
});

export function useModerationCount(enabled: boolean) {
  return useQuery({ ...moderationCountQueryOptions, enabled });
}
