import { authErrorMessage } from "@guilda/shared/messages/auth-errors";
import { authMessages } from "@guilda/shared/messages/auth";
import { webAddMembersMessages as m } from "@guilda/shared/messages/web-add-members";
import { passwordProblems } from "@guilda/shared/rules/password";
import { newUsernameSchema } from "@guilda/shared/schemas/auth";
import type { InvitePreview } from "@guilda/shared/schemas/directory";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Info } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { z } from "@guilda/shared/schemas/zod";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { paths } from "@/lib/paths";
import { clearMemberData, reloadSession } from "@/lib/session";
import { toast } from "@/lib/toast";
import { useAcceptInvite } from "../api/accept-invite";
import { inviteQueryKey } from "../api/get-invite";

const acceptFormSchema = z.object({
  username: newUsernameSchema,
  password: z.string().min(1, authMessages.passwordRequired),
});

const USERNAME_FIELD = ["username"] as const;

const dateFormat = new Intl.DateTimeFormat("pt-BR", { day: "numeric", month: "long", year: "numeric" });

type AcceptInviteFormProps = {
  token: string;
  invite: InvitePreview;
  communityName: string;
  /** Set when someone is already signed in on this browser: accepting switches to the new account. */
  signedInAs?: string | null | undefined;
  /** Renders the live list of password problems (the sign-up form's look). */
  renderPasswordProblems: (id: string, problems: readonly string[]) => ReactNode;
};

/** The invitee picks a username and a password; the account gets the invite's roles and courses. */
export function AcceptInviteForm({
  token,
  invite,
  communityName,
  signedInAs,
  renderPasswordProblems,
}: AcceptInviteFormProps) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const problemsId = useId();
  const form = useForm({
    resolver: zodResolver(acceptFormSchema),
    defaultValues: { username: "", password: "" },
  });
  const [password, username] = useWatch({ control: form.control, name: ["password", "username"] });
  // The server's reasons win until the password is edited again.
  const [serverReasons, setServerReasons] = useState<{ password: string; reasons: string[] } | null>(null);
  const liveProblems = password ? passwordProblems(password, { email: invite.email, username }) : [];
  const problems =
    serverReasons && serverReasons.password === password ? serverReasons.reasons : liveProblems;
  const isBusy = form.formState.isSubmitting;
  const expires = new Date(invite.expires_at);

  const onSubmit = form.handleSubmit(async (values) => {
    if (passwordProblems(values.password, { email: invite.email, username: values.username }).length > 0) {
      form.setError("password", { type: "weak", message: authMessages.weakPassword }, { shouldFocus: true });
      return;
    }
    try {
      await accept.mutateAsync({ token, ...values });
    } catch (err) {
      const error = toApiError(err);
      // Used, cancelled or expired meanwhile: the page shows why, from a fresh read of the invite.
      if (error.status === 404 || error.status === 410) {
        toast.error(m.acceptErrorTitle, { description: error.message });
        void queryClient.resetQueries({ queryKey: inviteQueryKey(token) });
        return;
      }
      if (error.code === "USERNAME_TAKEN") {
        const message = error.fieldErrors?.username ?? authMessages.usernameTaken;
        form.setError("username", { type: "server", message }, { shouldFocus: true });
        return;
      }
      if (error.code === "VALIDATION" && error.fieldErrors) {
        // The server lists every password problem in one message; it shows with the live list.
        const reasons = error.fieldErrors.password;
        if (reasons) {
          setServerReasons({ password: values.password, reasons: [reasons] });
          form.setError(
            "password",
            { type: "server", message: authMessages.weakPassword },
            { shouldFocus: !error.fieldErrors.username },
          );
        }
        if (applyFieldErrors(error, form.setError, USERNAME_FIELD) || reasons) return;
      }
      toast.error(m.acceptErrorTitle, { description: authErrorMessage(error) });
      return;
    }
    // Nothing cached from an earlier session may leak into the new member's.
    clearMemberData(queryClient);
    await reloadSession(queryClient).catch(() => null);
    toast.success(m.welcomeTitle(communityName), { description: m.welcomeText });
    navigate(paths.home, { replace: true });
  });

  const { errors } = form.formState;
  return (
    <div className="grid gap-5">
      {signedInAs ? (
        <Alert>
          <Info aria-hidden="true" />
          <p>{m.acceptSignedInAs(signedInAs)}</p>
        </Alert>
      ) : null}

      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormField label={m.acceptNameLabel}>
          {(control) => <Input {...control} readOnly value={invite.name} className="bg-muted/50" />}
        </FormField>
        <FormField
          label={m.acceptEmailLabel}
          hint={Number.isNaN(expires.getTime()) ? undefined : m.acceptExpires(dateFormat.format(expires))}
        >
          {(control) => (
            <Input {...control} readOnly type="email" value={invite.email} className="bg-muted/50" />
          )}
        </FormField>
        <FormField label={m.acceptUsernameLabel} error={errors.username?.message} hint={m.acceptUsernameHint}>
          {(control) => (
            <Input
              {...control}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              {...form.register("username")}
            />
          )}
        </FormField>
        <FormField
          label={m.acceptPasswordLabel}
          error={errors.password?.message}
          afterId={problemsId}
          after={renderPasswordProblems(problemsId, problems)}
        >
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...form.register("password")} />
          )}
        </FormField>
        <Button type="submit" size="lg" disabled={isBusy}>
          {isBusy ? <Spinner /> : null}
          {isBusy ? m.accepting : m.acceptSubmit}
        </Button>
      </form>
    </div>
  );
}
