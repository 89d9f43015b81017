import type { SignUpInput } from "@guilda/shared/schemas/auth";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { paths } from "@/lib/paths";

/** Creates the account; no session yet, the e-mail must be confirmed first. */
export function signUp(input: SignUpInput): Promise<unknown> {
  return api.post("/api/auth/sign-up/email", {
    email: input.email,
    password: input.password,
    name: input.name,
    username: input.username,
    // Confirmed, the member is signed in and the login page sends them home; a link that no longer
    // works lands there too, with ?error= saying why.
    callbackURL: paths.login,
  });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
