import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** Ends every session of the member on the server. */
export function signOut(): Promise<unknown> {
  return api.post("/api/auth/sign-out", {});
}

export function useSignOutMutation() {
  return useMutation({ mutationFn: signOut });
}
