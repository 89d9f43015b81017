import type { AiQuotas } from "@guilda/shared/schemas/ai";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { adminAgentKeys, adminAgentsPath } from "./keys";

const quotasPath = `${adminAgentsPath}/quotas`;

export function getQuotas(signal?: AbortSignal): Promise<AiQuotas> {
  return api.get<AiQuotas>(quotasPath, { signal });
}

/** Messages per 24 h for each of the four tiers (defaults filled in by the server). */
export function useQuotas() {
  return useQuery(
    queryOptions({
      queryKey: adminAgentKeys.quotas,
      queryFn: ({ signal }) => getQuotas(signal),
      staleTime: 0,
    }),
  );
}

export function updateQuotas(quotas: AiQuotas): Promise<AiQuotas> {
  return api.put<AiQuotas>(quotasPath, quotas);
}

export function useUpdateQuotas() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateQuotas,
    onSuccess: (quotas) => queryClient.setQueryData(adminAgentKeys.quotas, quotas),
  });
}
