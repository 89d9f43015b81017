import { webAuthMessages as m } from "@guilda/shared/messages/web-auth";
import { useState } from "react";
import { Link } from "react-router";
import { AuthCard } from "@/features/auth/components/auth-card";
import { SignUpDone } from "@/features/auth/components/sign-up-done";
import { SignUpForm } from "@/features/auth/components/sign-up-form";
import { useSettings } from "@/hooks/use-settings";
import { paths } from "@/lib/paths";

export function SignUpRoute() {
  const { communityName } = useSettings();
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  return (
    <AuthCard
      title={m.signUpHeading}
      description={signedUpEmail ? undefined : m.signUpSubheading(communityName)}
      footer={
        <>
          {m.haveAccount}{" "}
          <Link to={paths.login} className="font-medium text-primary-text underline-offset-4 hover:underline">
            {m.signInLink}
          </Link>
        </>
      }
    >
      {signedUpEmail ? <SignUpDone email={signedUpEmail} /> : <SignUpForm onSignedUp={setSignedUpEmail} />}
    </AuthCard>
  );
}
