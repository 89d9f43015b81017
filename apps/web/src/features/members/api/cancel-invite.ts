import type { InviteCard } from "@guilda/shared/schemas/directory";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { memberKeys } from "./keys";

export function cancelInvite(id: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/api/admin/invites/${encodeURIComponent(id)}`);
}

export function useCancelInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelInvite,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<InviteCard[]>(memberKeys.invites, (invites) =>
        invites?.filter((invite) => invite.id !== id),
      );
      void queryClient.invalidateQueries({ queryKey: memberKeys.invites });
    },
  });
}
