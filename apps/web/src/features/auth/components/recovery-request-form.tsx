import { authErrorMessage } from "@guilda/shared/messages/auth-errors";
import { authMessages } from "@guilda/shared/messages/auth";
import { webAuthMessages } from "@guilda/shared/messages/web-auth";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { emailError } from "../utils/validate-email";

/** Asks for a reset link; the answer never reveals whether the e-mail has an account. */
export function RecoveryRequestForm() {
  const request = useRequestPasswordReset();
  const emailRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = emailRef.current?.value.trim() ?? "";
    const problem = emailError(email);
    setError(problem);
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    request.mutate(email, {
      onSuccess: () =>
        toast.success(authMessages.recoverySentTitle, { description: authMessages.recoverySentText }),
      onError: (err) =>
        toast.error(authMessages.recoveryErrorTitle, { description: authErrorMessage(toApiError(err)) }),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label={webAuthMessages.emailLabel} error={error}>
        {(control) => (
          <Input
            {...control}
            ref={emailRef}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            autoFocus
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={request.isPending}>
        {request.isPending ? <Spinner /> : null}
        {request.isPending ? webAuthMessages.recoverySending : webAuthMessages.recoverySubmit}
      </Button>
    </form>
  );
}
