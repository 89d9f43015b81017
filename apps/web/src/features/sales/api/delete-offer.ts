import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { offerPath, salesKeys } from "./keys";

/** Only an offer without purchases can go (the server answers 409 otherwise). */
export function deleteOffer(id: string): Promise<void> {
  return api.delete<void>(offerPath(id));
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: salesKeys.offers }),
  });
}
