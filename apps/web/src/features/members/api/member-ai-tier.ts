import type { AiTier } from "@guilda/shared/constants";
import type { MemberAccess } from "@guilda/shared/schemas/directory";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { memberKeys } from "./keys";

export function setMemberAiTier(memberId: string, tier: AiTier): Promise<{ tier: AiTier }> {
  return api.put<{ tier: AiTier }>(`/api/admin/members/${encodeURIComponent(memberId)}/ai-tier`, { tier });
}

/** The member's AI tier; the saved tier replaces the one in the cached access. */
export function useSetMemberAiTier(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tier: AiTier) => setMemberAiTier(memberId, tier),
    onSuccess: ({ tier }) =>
      queryClient.setQueryData<MemberAccess>(memberKeys.access(memberId), (access) =>
        access ? { ...access, ai_tier: tier } : access,
      ),
  });
}
