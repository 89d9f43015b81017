import { authErrorMessage } from "@guilda/shared/messages/auth-errors";
import { authMessages } from "@guilda/shared/messages/auth";
import { webAuthMessages } from "@guilda/shared/messages/web-auth";
import { useQueryClient } from "@tanstack/react-query";
import { MailWarning } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { paths, RECOVERY_QUERY_FLAG } from "@/lib/paths";
import { clearMemberData, reloadSession } from "@/lib/session";
import { useSignIn } from "../api/sign-in";
import { emailError } from "../utils/validate-email";
import { ResendVerificationButton } from "./resend-verification-button";

type FieldErrors = { email?: string | undefined; password?: string | undefined };

type LoginFormProps = { communityName: string };

/** Plain form on purpose: it is the most loaded page and stays free of form libraries. */
export function LoginForm({ communityName }: LoginFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isBusy, setIsBusy] = useState(false);
  // Set when the account exists but its e-mail was never confirmed; offers a new link.
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBusy) return;
    const email = emailRef.current?.value.trim() ?? "";
    const password = passwordRef.current?.value ?? "";
    const next: FieldErrors = {
      email: emailError(email),
      password: password ? undefined : authMessages.passwordRequired,
    };
    setErrors(next);
    if (next.email) return emailRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();

    setUnverifiedEmail(null);
    setIsBusy(true);
    try {
      await signIn.mutateAsync({ email, password });
    } catch (err) {
      setIsBusy(false);
      const error = toApiError(err);
      toast.error(authMessages.signInErrorTitle, { description: authErrorMessage(error) });
      if (error.code === "EMAIL_NOT_VERIFIED") setUnverifiedEmail(email);
      return;
    }
    // Nothing cached from an earlier member may leak into this session.
    clearMemberData(queryClient);
    await reloadSession(queryClient).catch(() => null);
    toast.success(authMessages.signInSuccessTitle, {
      description: authMessages.signInSuccessText(communityName),
    });
    navigate(paths.home, { replace: true });
  };

  return (
    <div className="grid gap-5">
      {unverifiedEmail ? (
        <Alert role="alert" variant="destructive">
          <MailWarning aria-hidden="true" />
          <div className="grid gap-3">
            <p>{authMessages.emailNotVerified}</p>
            <ResendVerificationButton email={unverifiedEmail} className="justify-self-start" />
          </div>
        </Alert>
      ) : null}

      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormField label={webAuthMessages.emailLabel} error={errors.email}>
          {(control) => (
            <Input
              {...control}
              ref={emailRef}
              name="email"
              type="email"
              autoComplete="email"
              inputMode="email"
            />
          )}
        </FormField>
        <FormField label={webAuthMessages.passwordLabel} error={errors.password}>
          {(control) => (
            <Input
              {...control}
              ref={passwordRef}
              name="password"
              type="password"
              autoComplete="current-password"
            />
          )}
        </FormField>
        <div className="-mt-2 flex justify-end">
          <Link
            to={{ search: `?${RECOVERY_QUERY_FLAG}` }}
            className="text-sm font-medium text-primary-text underline-offset-4 hover:underline"
          >
            {webAuthMessages.forgotPassword}
          </Link>
        </div>
        <Button type="submit" size="lg" disabled={isBusy}>
          {isBusy ? <Spinner /> : null}
          {isBusy ? webAuthMessages.signingIn : webAuthMessages.signInSubmit}
        </Button>
      </form>
    </div>
  );
}
