import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { paths } from "@/lib/paths";

export function sendVerificationEmail(email: string): Promise<unknown> {
  return api.post("/api/auth/send-verification-email", { email, callbackURL: paths.login });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
