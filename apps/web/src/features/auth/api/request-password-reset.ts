import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { paths } from "@/lib/paths";

/** Always answers the same, whether or not the e-mail belongs to a member. */
export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post("/api/auth/request-password-reset", { email, redirectTo: paths.recovery });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
