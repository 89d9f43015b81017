import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";

type ChangePasswordInput = { currentPassword: string; newPassword: string };

/**
 * Sets a new password. The server keeps this browser signed in (with a new session) and always
 * ends the member's other sessions.
 */
export function changePassword({ currentPassword, newPassword }: ChangePasswordInput): Promise<unknown> {
  return api.post("/api/auth/change-password", { currentPassword, newPassword, revokeOtherSessions: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
