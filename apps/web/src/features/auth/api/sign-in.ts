import type { SignInInput } from "@guilda/shared/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";

export function signIn(input: SignInInput): Promise<unknown> {
  return api.post("/api/auth/sign-in/email", { email: input.email, password: input.password });
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
