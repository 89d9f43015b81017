import type { ProviderView } from "@guilda/shared/schemas/sales";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { providersPath, salesKeys } from "./keys";

export type PastedProvider = "hotmart" | "stripe";

/** Hotmart's token or Stripe's signing secret, pasted from their panels; the answer shows it masked. */
export function saveProviderSecret(provider: PastedProvider, secret: string): Promise<ProviderView> {
  return api.put<ProviderView>(`${providersPath}/${provider}`, { secret });
}

export function useSaveProviderSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ provider, secret }: { provider: PastedProvider; secret: string }) =>
      saveProviderSecret(provider, secret),
    onSettled: () => queryClient.invalidateQueries({ queryKey: salesKeys.providers }),
  });
}
