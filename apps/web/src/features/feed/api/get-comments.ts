import type { CommentsPage } from "@guilda/shared/schemas/feed";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { postKeys } from "../lib/post-cache";

export function getComments(postId: string, signal?: AbortSignal): Promise<CommentsPage> {
  return api.get<CommentsPage>(`/api/posts/${encodeURIComponent(postId)}/comments`, { signal });
}

/** Top-level comments oldest first, each followed by its replies (parent_id set). */
export function commentsQueryOptions(postId: string) {
  return queryOptions({
    queryKey: postKeys.comments(postId),
    queryFn: ({ signal }) => getComments(postId, signal),
  });
}

export function useComments(postId: string) {
  return useQuery(commentsQueryOptions(postId));
}
