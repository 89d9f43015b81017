import { joinPolicyMessages } from "@guilda/shared/messages/join-policy";
import { webAuthMessages } from "@guilda/shared/messages/web-auth";
import { MailOpen } from "lucide-react";
import { ResendVerificationButton } from "./resend-verification-button";

/**
 * Replaces the sign-up form once the account exists: the e-mail must be confirmed next (and, when
 * 'Cadastro' asks for approval, the team's approval after it).
 */
export function SignUpDone({ email, awaitsApproval = false }: { email: string; awaitsApproval?: boolean }) {
  return (
    <div role="status" className="flex flex-col items-center gap-4 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-primary/15 text-primary-text">
        <MailOpen className="size-7" aria-hidden="true" />
      </div>
      <h2 className="text-lg font-semibold">{webAuthMessages.checkInboxTitle}</h2>
      <p className="text-sm text-muted-foreground">
        {awaitsApproval
          ? joinPolicyMessages.checkInboxApproval(email)
          : webAuthMessages.checkInboxText(email)}
      </p>
      <ResendVerificationButton email={email} />
    </div>
  );
}
