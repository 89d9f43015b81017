import { directoryMessages } from "@guilda/shared/messages/directory";
import { webAddMembersMessages as m } from "@guilda/shared/messages/web-add-members";
import { useSearchParams } from "react-router";
import { Spinner } from "@/components/ui/spinner";
import { AuthCard } from "@/features/auth/components/auth-card";
import { PasswordProblems } from "@/components/ui/password-problems";
import {
  AcceptInviteForm,
  InviteLoadError,
  InviteUnavailable,
  inviteUnavailableMessage,
  useInvite,
} from "@/features/invites";
import { useSession } from "@/hooks/use-session";
import { useSettings } from "@/hooks/use-settings";
import { toApiError } from "@/lib/api";

/**
 * /auth/accept-invite?token=…, the link of the invite e-mail. Open to everyone: the token is
 * the credential. Someone already signed in may accept too, and then uses the new account.
 */
export function AcceptInviteRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token")?.trim() ?? "";
  const invite = useInvite(token);
  const { communityName } = useSettings();
  const { me } = useSession();

  if (!token) return <Unavailable message={directoryMessages.inviteUnknown} />;

  if (invite.isError) {
    const message = inviteUnavailableMessage(invite.error);
    if (message) return <Unavailable message={message} />;
    return (
      <AuthCard title={m.acceptTitle}>
        <InviteLoadError message={toApiError(invite.error).message} onRetry={() => void invite.refetch()} />
      </AuthCard>
    );
  }

  if (!invite.data) {
    return (
      <AuthCard title={m.acceptTitle}>
        <p role="status" className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
          <Spinner /> {m.inviteLoading}
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={m.acceptTitle} description={m.acceptDescription(communityName)}>
      <AcceptInviteForm
        token={token}
        invite={invite.data}
        communityName={communityName}
        signedInAs={me ? me.profile.full_name || me.profile.username : null}
        renderPasswordProblems={(id, problems) => <PasswordProblems id={id} problems={problems} />}
      />
    </AuthCard>
  );
}

function Unavailable({ message }: { message: string }) {
  return (
    <AuthCard title={m.inviteUnavailableTitle}>
      <InviteUnavailable message={message} />
    </AuthCard>
  );
}
