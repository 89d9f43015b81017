import type { CommunitySettings, UpdateJoinPolicyInput } from "@guilda/shared/schemas/settings";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { settingsQueryKey } from "@/lib/settings";

/** 'Cadastro': who may create an account through the sign-up page. */
export function updateJoinPolicy(input: UpdateJoinPolicyInput): Promise<CommunitySettings> {
  return api.put<CommunitySettings>("/api/admin/settings/join-policy", input);
}

export function useUpdateJoinPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJoinPolicy,
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryKey, settings),
  });
}
