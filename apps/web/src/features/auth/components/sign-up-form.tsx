import { authErrorMessage } from "@guilda/shared/messages/auth-errors";
import { authMessages } from "@guilda/shared/messages/auth";
import { webAuthMessages } from "@guilda/shared/messages/web-auth";
import { passwordProblems } from "@guilda/shared/rules/password";
import { signUpSchema, type SignUpInput } from "@guilda/shared/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordProblems } from "@/components/ui/password-problems";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { settingsQueryKey } from "@/lib/settings";
import { useSignUp } from "../api/sign-up";

const FIELDS = ["name", "username", "email", "password"] as const;

type SignUpFormProps = { onSignedUp: (email: string) => void };

export function SignUpForm({ onSignedUp }: SignUpFormProps) {
  const signUp = useSignUp();
  const queryClient = useQueryClient();
  const problemsId = useId();
  const form = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: "", username: "", email: "", password: "" },
  });
  const [password, email, username] = useWatch({
    control: form.control,
    name: ["password", "email", "username"],
  });
  // The server's reasons win until the password is edited again.
  const [serverReasons, setServerReasons] = useState<{ password: string; reasons: string[] } | null>(null);
  const liveProblems = password ? passwordProblems(password, { email, username }) : [];
  const problems =
    serverReasons && serverReasons.password === password ? serverReasons.reasons : liveProblems;
  const isBusy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values: SignUpInput) => {
    if (passwordProblems(values.password, values).length > 0) {
      form.setError("password", { type: "weak", message: authMessages.weakPassword }, { shouldFocus: true });
      return;
    }
    try {
      await signUp.mutateAsync(values);
    } catch (err) {
      const error = toApiError(err);
      if (error.code === "USERNAME_TAKEN") {
        const message = error.fieldErrors?.username ?? authMessages.usernameTaken;
        form.setError("username", { type: "server", message }, { shouldFocus: true });
        return;
      }
      if (error.code === "WEAK_PASSWORD") {
        setServerReasons({ password: values.password, reasons: error.reasons ?? [] });
        form.setError(
          "password",
          { type: "server", message: authMessages.weakPassword },
          { shouldFocus: true },
        );
        return;
      }
      if (error.code === "VALIDATION" && applyFieldErrors(error, form.setError, FIELDS)) return;
      // 'Cadastro' was closed while the form was open: the page shows why once it knows.
      if (error.code === "SIGNUP_CLOSED") void queryClient.invalidateQueries({ queryKey: settingsQueryKey });
      toast.error(authMessages.signUpErrorTitle, { description: authErrorMessage(error) });
      return;
    }
    toast.success(authMessages.signUpSuccessTitle, { description: authMessages.signUpSuccessText });
    onSignedUp(values.email);
  });

  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label={webAuthMessages.fullNameLabel} error={errors.name?.message}>
        {(control) => <Input {...control} autoComplete="name" {...form.register("name")} />}
      </FormField>
      <FormField
        label={webAuthMessages.usernameLabel}
        error={errors.username?.message}
        hint={webAuthMessages.usernameHint}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            {...form.register("username")}
          />
        )}
      </FormField>
      <FormField label={webAuthMessages.emailLabel} error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            inputMode="email"
            {...form.register("email")}
          />
        )}
      </FormField>
      <FormField
        label={webAuthMessages.passwordLabel}
        error={errors.password?.message}
        afterId={problemsId}
        after={<PasswordProblems id={problemsId} problems={problems} />}
      >
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register("password")} />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isBusy}>
        {isBusy ? <Spinner /> : null}
        {isBusy ? webAuthMessages.signingUp : webAuthMessages.signUpSubmit}
      </Button>
    </form>
  );
}
