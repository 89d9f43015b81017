import type { FollowState } from "@guilda/shared/schemas/feed";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { patchPosts, postKeys, refreshFeeds } from "../lib/post-cache";

type FollowInput = { memberId: string; follow: boolean };

export function followMember({ memberId, follow }: FollowInput): Promise<FollowState> {
  const path = `/api/members/${encodeURIComponent(memberId)}/follow`;
  return follow ? api.put<FollowState>(path) : api.delete<FollowState>(path);
}

export function useFollowMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: followMember,
    onSuccess: (state, { memberId }) => {
      // Every card of this author switches at once.
      patchPosts(
        queryClient,
        (post) => post.author.id === memberId,
        (post) => ({ ...post, is_following_author: state.is_following }),
      );
      void refreshFeeds(queryClient, postKeys.feed({ tab: "seguindo" }));
    },
  });
}
