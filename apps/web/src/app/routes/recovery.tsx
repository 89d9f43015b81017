import { webAuthMessages as m } from "@guilda/shared/messages/web-auth";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { AuthCard } from "@/features/auth/components/auth-card";
import { RecoveryRequestForm } from "@/features/auth/components/recovery-request-form";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";
import { paths } from "@/lib/paths";

/** The reset e-mail links to /recuperar-senha#reset&token=…; the fragment never reaches servers or logs. */
function readTokenFromHash(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get("token");
}

export function RecoveryRoute() {
  const [token] = useState(readTokenFromHash);

  useEffect(() => {
    if (!window.location.hash) return;
    // Keep the token out of the address bar, history and anything the page shares later.
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, "", pathname + search);
  }, []);

  const footer = (
    <Link to={paths.login} className="font-medium text-primary-text underline-offset-4 hover:underline">
      {m.backToLogin}
    </Link>
  );

  if (token) {
    return (
      <AuthCard title={m.newPasswordHeading} description={m.newPasswordDescription} footer={footer}>
        <ResetPasswordForm token={token} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={m.recoveryHeading} description={m.recoveryDescription} footer={footer}>
      <RecoveryRequestForm />
    </AuthCard>
  );
}
