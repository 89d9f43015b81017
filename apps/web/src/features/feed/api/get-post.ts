import type { PostView } from "@guilda/shared/schemas/feed";
import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api";
import { findCachedPost, postKeys } from "../lib/post-cache";

/** One post, or null when it does not exist (deleted, or in a space the member cannot see). */
export async function getPost(id: string, signal?: AbortSignal): Promise<PostView | null> {
  try {
    return await api.get<PostView>(`/api/posts/${encodeURIComponent(id)}`, { signal });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function postQueryOptions(id: string) {
  return queryOptions({
    queryKey: postKeys.detail(id),
    queryFn: ({ signal }) => getPost(id, signal),
  });
}

export function usePost(id: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...postQueryOptions(id),
    // Opened from the feed: show the post at once while the fresh copy loads.
    placeholderData: () => findCachedPost(queryClient, id),
  });
}
