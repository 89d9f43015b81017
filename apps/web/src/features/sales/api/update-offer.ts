import type { OfferInput, OfferView } from "@guilda/shared/schemas/sales";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { offerPath, salesKeys } from "./keys";

/** The whole offer again; its buyers get the new terms from a job on the server. */
export function updateOffer(id: string, input: OfferInput): Promise<OfferView> {
  return api.put<OfferView>(offerPath(id), input);
}

export function useUpdateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: OfferInput }) => updateOffer(id, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: salesKeys.offers }),
  });
}
