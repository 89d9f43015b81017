import type { GeneratedSecret } from "@guilda/shared/schemas/sales";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { providersPath, salesKeys } from "./keys";

/** A new secret for the generic endpoint: the answer is the only time it is shown. */
export function generateGenericSecret(): Promise<GeneratedSecret> {
  return api.post<GeneratedSecret>(`${providersPath}/generic/secret`);
}

export function useGenerateGenericSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateGenericSecret,
    onSettled: () => queryClient.invalidateQueries({ queryKey: salesKeys.providers }),
  });
}
