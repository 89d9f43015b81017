import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";

export function sendVerificationEmail(email: string): Promise<unknown> {
  return api.post("/api/auth/send-verification-email", { email, callbackURL: "/" });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
