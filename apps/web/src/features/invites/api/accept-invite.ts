import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";

export type AcceptInviteInput = { token: string; username: string; password: string };

/** Creates the invited member's account; the answer sets the session cookie (signed in). */
export function acceptInvite({ token, username, password }: AcceptInviteInput): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(`/api/invites/${encodeURIComponent(token)}/accept`, { username, password });
}

export function useAcceptInvite() {
  return useMutation({ mutationFn: acceptInvite });
}
