import type { ProviderView } from "@guilda/shared/schemas/sales";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { providersPath, salesKeys } from "./keys";

export function getProviders(signal?: AbortSignal): Promise<{ items: ProviderView[] }> {
  return api.get<{ items: ProviderView[] }>(providersPath, { signal });
}

/** Each provider's webhook address, its masked secret and the refused signatures of the last day. */
export function useProviders() {
  return useQuery(
    queryOptions({
      queryKey: salesKeys.providers,
      queryFn: ({ signal }) => getProviders(signal),
      staleTime: 0,
    }),
  );
}
