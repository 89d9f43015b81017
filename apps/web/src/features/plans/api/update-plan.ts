import type { AiTier } from "@guilda/shared/constants";
import type { UpdatePlanInput, UpdatePlanResponse } from "@guilda/shared/schemas/plans";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { settingsQueryKey } from "@/lib/settings";
import { planKeys } from "./keys";

export function updatePlan(tier: AiTier, input: UpdatePlanInput): Promise<UpdatePlanResponse> {
  return api.put<UpdatePlanResponse>(`/api/admin/plans/${encodeURIComponent(tier)}`, input);
}

/**
 * Saving one plan can take the highlight from another: the whole list is read again. A plan's
 * name is its tier's name everywhere (the community's words, the agents' locks): those too.
 */
export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tier, input }: { tier: AiTier; input: UpdatePlanInput }) => updatePlan(tier, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: planKeys.all }),
        queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ["ai-agents"] }),
      ]),
  });
}
