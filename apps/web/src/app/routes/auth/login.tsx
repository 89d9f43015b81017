import { authMessages } from "@guilda/shared/messages/auth";
import { webAuthMessages as m } from "@guilda/shared/messages/web-auth";
import { TriangleAlert } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { AuthCard } from "@/features/auth/components/auth-card";
import { LoginForm } from "@/features/auth/components/login-form";
import { RecoveryRequestForm } from "@/features/auth/components/recovery-request-form";
import { useSettings } from "@/hooks/use-settings";
import { paths, RECOVERY_QUERY_FLAG } from "@/lib/paths";

const linkClass = "font-medium text-primary-text underline-offset-4 hover:underline";

export function LoginRoute() {
  const { communityName, settings } = useSettings();
  const [searchParams] = useSearchParams();

  // 'Esqueceu sua senha?' swaps in the recovery form without leaving the page.
  if (searchParams.has(RECOVERY_QUERY_FLAG)) {
    return (
      <AuthCard
        title={m.recoveryHeading}
        description={m.recoveryDescription}
        footer={
          <Link to={paths.login} replace className={linkClass}>
            {m.backToLogin}
          </Link>
        }
      >
        <RecoveryRequestForm />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={m.loginHeading}
      description={m.loginSubheading(communityName)}
      footer={
        // 'Cadastro' invite-only: the sign-up page is closed, so it is not offered.
        settings.join_policy === "invite_only" ? undefined : (
          <>
            {m.noAccount}{" "}
            <Link to={paths.signUp} className={linkClass}>
              {m.signUpLink}
            </Link>
          </>
        )
      }
    >
      {/* A confirmation link that no longer works sends the browser here with ?error=. */}
      {/^(invalid_token|token_expired)$/i.test(searchParams.get("error") ?? "") ? (
        <Alert variant="destructive" className="mb-4">
          <TriangleAlert aria-hidden="true" />
          <p>{authMessages.verifyLinkInvalid}</p>
        </Alert>
      ) : null}
      <LoginForm communityName={communityName} />
    </AuthCard>
  );
}
