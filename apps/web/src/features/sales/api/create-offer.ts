import type { OfferInput, OfferView } from "@guilda/shared/schemas/sales";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { offersPath, salesKeys } from "./keys";

export function createOffer(input: OfferInput): Promise<OfferView> {
  return api.post<OfferView>(offersPath, input);
}

export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: salesKeys.offers }),
  });
}
