import type { MemberDetail } from "@guilda/shared/schemas/directory";
import type { FollowState } from "@guilda/shared/schemas/feed";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { memberKeys } from "./keys";

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
      queryClient.setQueryData<MemberDetail>(memberKeys.detail(memberId), (member) =>
        member && member.is_following !== state.is_following
          ? {
              ...member,
              is_following: state.is_following,
              followers: Math.max(0, member.followers + (state.is_following ? 1 : -1)),
            }
          : member,
      );
      void queryClient.invalidateQueries({ queryKey: memberKeys.detail(memberId) });
      // The feed's 'Seguindo' tab and the 'Seguir' buttons on posts depend on it.
      void queryClient.invalidateQueries({ queryKey: ["posts"] });
    },
  });
}
