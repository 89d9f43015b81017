import type { DeleteAccountInput } from "@guilda/shared/schemas/privacy";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** 'Excluir minha conta': the server deletes everything of the member and ends the session. */
export function deleteAccount(input: DeleteAccountInput): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>("/api/me", input);
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
