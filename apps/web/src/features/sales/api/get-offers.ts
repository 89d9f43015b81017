import type { OfferView } from "@guilda/shared/schemas/sales";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { offersPath, salesKeys } from "./keys";

export function getOffers(signal?: AbortSignal): Promise<{ items: OfferView[] }> {
  return api.get<{ items: OfferView[] }>(offersPath, { signal });
}

/** Every offer with what it grants and how many purchases it has. */
export function useOffers() {
  return useQuery(
    queryOptions({
      queryKey: salesKeys.offers,
      queryFn: ({ signal }) => getOffers(signal),
      staleTime: 0,
    }),
  );
}
