import { authErrorMessage } from "@guilda/shared/messages/auth-errors";
import { authMessages } from "@guilda/shared/messages/auth";
import { webAuthMessages } from "@guilda/shared/messages/web-auth";
import { passwordProblems } from "@guilda/shared/rules/password";
import { newPasswordSchema } from "@guilda/shared/schemas/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordProblems } from "@/components/ui/password-problems";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { paths } from "@/lib/paths";
import { useResetPassword } from "../api/reset-password";

export function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const problemsId = useId();
  const form = useForm({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: "", confirm: "" },
  });
  const password = useWatch({ control: form.control, name: "password" });
  const [serverReasons, setServerReasons] = useState<{ password: string; reasons: string[] } | null>(null);
  const problems =
    serverReasons && serverReasons.password === password
      ? serverReasons.reasons
      : password
        ? passwordProblems(password)
        : [];
  const isBusy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async ({ password: newPassword }) => {
    if (passwordProblems(newPassword).length > 0) {
      form.setError("password", { type: "weak", message: authMessages.weakPassword }, { shouldFocus: true });
      return;
    }
    try {
      await reset.mutateAsync({ token, newPassword });
    } catch (err) {
      const error = toApiError(err);
      const reasons = error.code === "WEAK_PASSWORD" ? (error.reasons ?? []) : [];
      if (reasons.length > 0) setServerReasons({ password: newPassword, reasons });
      toast.error(authMessages.passwordErrorTitle, {
        description: reasons.length > 0 ? reasons.join(" ") : authErrorMessage(error),
      });
      return;
    }
    toast.success(authMessages.passwordUpdatedTitle, { description: authMessages.passwordUpdatedText });
    navigate(paths.login, { replace: true });
  });

  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField
        label={webAuthMessages.newPasswordLabel}
        error={errors.password?.message}
        afterId={problemsId}
        after={<PasswordProblems id={problemsId} problems={problems} />}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            autoFocus
            {...form.register("password")}
          />
        )}
      </FormField>
      <FormField label={webAuthMessages.confirmPasswordLabel} error={errors.confirm?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register("confirm")} />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={isBusy}>
        {isBusy ? <Spinner /> : null}
        {isBusy ? webAuthMessages.savingPassword : webAuthMessages.savePassword}
      </Button>
    </form>
  );
}
