import type { AiTier } from "@guilda/shared/constants";
import type { MemberAccess } from "@guilda/shared/schemas/directory";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { memberKeys } from "./keys";

export function setMemberAiTier(memberId: string, tier: AiTier): Promise<{ tier: AiTier }> {
  return api.put<{ tier: AiTier }>(`/api/admin/members/${encodeURIComponent(memberId)}/ai-tier`, { tier });
}

/**
 * The AI tier given by hand; the answer is the tier the member now holds (the highest of it and
 * what purchases give), and both replace the ones in the cached access.
 */
export function useSetMemberAiTier(memberId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tier: AiTier) => setMemberAiTier(memberId, tier),
    onSuccess: ({ tier }, chosen) =>
      queryClient.setQueryData<MemberAccess>(memberKeys.access(memberId), (access) =>
        access ? { ...access, ai_tier: tier, ai_tier_by_hand: chosen } : access,
      ),
  });
}
