import type { ModerationQueuePage } from "@guilda/shared/schemas/moderation";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { moderationKeys, queuePath, type QueueFilter } from "./keys";

export function getQueue(
  filter: QueueFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ModerationQueuePage> {
  const params = new URLSearchParams({ filter });
  if (cursor) params.set("cursor", cursor);
  return api.get<ModerationQueuePage>(`${queuePath}?${params}`, { signal });
}

/** The open items, oldest first, in pages ('Carregar mais'); admins and moderators. */
export const queueQueryOptions = (filter: QueueFilter) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.queue(filter),
    queryFn: ({ pageParam, signal }) => getQueue(filter, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
    staleTime: 0,
  });

export function useQueue(filter: QueueFilter) {
  return useInfiniteQuery(queueQueryOptions(filter));
}
