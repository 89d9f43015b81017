import { joinPolicyMessages as jm } from "@guilda/shared/messages/join-policy";
import { webAuthMessages as m } from "@guilda/shared/messages/web-auth";
import { signUpOpen, signUpWaits } from "@guilda/shared/rules/join-policy";
import { useState } from "react";
import { Link } from "react-router";
import { AuthCard } from "@/features/auth/components/auth-card";
import { SignUpClosed } from "@/features/auth/components/sign-up-closed";
import { SignUpDone } from "@/features/auth/components/sign-up-done";
import { SignUpForm } from "@/features/auth/components/sign-up-form";
import { useSettings } from "@/hooks/use-settings";
import { paths } from "@/lib/paths";

export function SignUpRoute() {
  const { settings, communityName } = useSettings();
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  const policy = settings.join_policy;
  // 'Somente por convite ou compra': no form, the reason and the way to sign in.
  if (!signUpOpen(policy) && !signedUpEmail)
    return (
      <AuthCard title={jm.closedTitle}>
        <SignUpClosed communityName={communityName} />
      </AuthCard>
    );
  const waits = signUpWaits(policy);
  return (
    <AuthCard
      title={m.signUpHeading}
      description={
        signedUpEmail ? undefined : (
          <>
            {m.signUpSubheading(communityName)}
            {/* 'Aberto com aprovação': said before anyone fills the form. */}
            {waits ? (
              <span className="mt-1 block font-medium text-foreground">{jm.approvalNotice}</span>
            ) : null}
          </>
        )
      }
      footer={
        <>
          {m.haveAccount}{" "}
          <Link to={paths.login} className="font-medium text-primary-text underline-offset-4 hover:underline">
            {m.signInLink}
          </Link>
        </>
      }
    >
      {signedUpEmail ? (
        <SignUpDone email={signedUpEmail} awaitsApproval={waits} />
      ) : (
        <SignUpForm onSignedUp={setSignedUpEmail} />
      )}
    </AuthCard>
  );
}
