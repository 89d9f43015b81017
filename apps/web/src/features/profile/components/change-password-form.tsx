import { authErrorMessage } from "@guilda/shared/messages/auth-errors";
import { authMessages } from "@guilda/shared/messages/auth";
import { webProfileMessages as m } from "@guilda/shared/messages/web-profile";
import { passwordProblems } from "@guilda/shared/rules/password";
import type { Profile } from "@guilda/shared/schemas/profile";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "@guilda/shared/schemas/zod";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PasswordProblems } from "@/components/ui/password-problems";
import { Spinner } from "@/components/ui/spinner";
import { toApiError, type ApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useChangePassword } from "../api/change-password";

type Personal = { email: string; username: string };

/** Every problem of the form at once: a weak new password and a mismatch are both shown. */
function changePasswordSchema(personal: Personal) {
  return z
    .object({
      currentPassword: z.string().min(1, m.currentPasswordRequired),
      newPassword: z.string().min(1, m.newPasswordRequired),
      confirm: z.string(),
    })
    .superRefine((values, ctx) => {
      if (!values.newPassword) return;
      if (values.newPassword === values.currentPassword)
        ctx.addIssue({ code: "custom", path: ["newPassword"], message: m.newPasswordSameAsCurrent });
      else if (passwordProblems(values.newPassword, personal).length > 0)
        ctx.addIssue({ code: "custom", path: ["newPassword"], message: authMessages.weakPassword });
      if (values.newPassword !== values.confirm)
        ctx.addIssue({ code: "custom", path: ["confirm"], message: authMessages.passwordsDontMatch });
    });
}

const FIELDS = ["currentPassword", "newPassword"] as const;
const EMPTY = { currentPassword: "", newPassword: "", confirm: "" };

/** What the toast says: our server answers in pt-BR; the library's own defaults are English. */
function errorText(error: ApiError): string {
  if (error.code === "INVALID_PASSWORD" && !error.fieldErrors) return authMessages.currentPasswordWrong;
  if (error.fieldErrors || error.reasons) return error.message;
  return authErrorMessage(error);
}

/** "Alterar senha": current password, a new one checked like at sign-up, and its confirmation. */
export function ChangePasswordForm({ profile }: { profile: Profile }) {
  const change = useChangePassword();
  const problemsId = useId();
  const { email, username } = profile;
  const personal = useMemo(() => ({ email, username }), [email, username]);
  const resolver = useMemo(() => zodResolver(changePasswordSchema(personal)), [personal]);
  const form = useForm({ resolver, defaultValues: EMPTY });
  const newPassword = useWatch({ control: form.control, name: "newPassword" });
  // The server's reasons win until the new password is edited again.
  const [serverReasons, setServerReasons] = useState<{ password: string; reasons: string[] } | null>(null);
  const problems =
    serverReasons && serverReasons.password === newPassword
      ? serverReasons.reasons
      : newPassword
        ? passwordProblems(newPassword, personal)
        : [];
  const isBusy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
    } catch (err) {
      const error = toApiError(err);
      const reasons = error.code === "WEAK_PASSWORD" ? (error.reasons ?? []) : [];
      if (reasons.length > 0) {
        setServerReasons({ password: values.newPassword, reasons });
        form.setError(
          "newPassword",
          { type: "server", message: error.message || authMessages.weakPassword },
          { shouldFocus: true },
        );
      } else if (error.code === "INVALID_PASSWORD" && !error.fieldErrors?.currentPassword) {
        form.setError(
          "currentPassword",
          { type: "server", message: authMessages.currentPasswordWrong },
          { shouldFocus: true },
        );
      } else {
        applyFieldErrors(error, form.setError, FIELDS);
      }
      toast.error(authMessages.passwordErrorTitle, { description: errorText(error) });
      return;
    }
    form.reset(EMPTY);
    setServerReasons(null);
    toast.success(authMessages.passwordUpdatedTitle, { description: authMessages.passwordUpdatedText });
  });

  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {/* Lets password managers know whose password this is. */}
      <input type="email" name="username" autoComplete="username" value={profile.email} readOnly hidden />
      <FormField label={m.currentPasswordLabel} error={errors.currentPassword?.message}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            {...form.register("currentPassword")}
          />
        )}
      </FormField>
      <FormField
        label={m.newPasswordLabel}
        error={errors.newPassword?.message}
        afterId={problemsId}
        after={<PasswordProblems id={problemsId} problems={problems} />}
      >
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register("newPassword")} />
        )}
      </FormField>
      <FormField label={m.confirmPasswordLabel} error={errors.confirm?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register("confirm")} />
        )}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={isBusy}>
          {isBusy ? <Spinner /> : null}
          {isBusy ? m.changingPassword : m.changePasswordSubmit}
        </Button>
      </div>
    </form>
  );
}
