import type { RulesView, UpdateRulesInput } from "@guilda/shared/schemas/community";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { rulesKeys } from "./keys";

export function updateRules(input: UpdateRulesInput): Promise<RulesView> {
  return api.put<RulesView>("/api/admin/rules", input);
}

export function useUpdateRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRules,
    onSuccess: (rules) => queryClient.setQueryData(rulesKeys.all, rules),
  });
}
