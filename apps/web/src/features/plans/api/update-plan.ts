import type { AiTier } from "@guilda/shared/constants";
import type { UpdatePlanInput, UpdatePlanResponse } from "@guilda/shared/schemas/plans";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { planKeys } from "./keys";

export function updatePlan(tier: AiTier, input: UpdatePlanInput): Promise<UpdatePlanResponse> {
  return api.put<UpdatePlanResponse>(`/api/admin/plans/${encodeURIComponent(tier)}`, input);
}

/** Saving one plan can take the highlight from another: the whole list is read again. */
export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tier, input }: { tier: AiTier; input: UpdatePlanInput }) => updatePlan(tier, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}
