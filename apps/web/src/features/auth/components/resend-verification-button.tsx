import { authErrorMessage } from "@guilda/shared/messages/auth-errors";
import { authMessages } from "@guilda/shared/messages/auth";
import { webAuthMessages } from "@guilda/shared/messages/web-auth";
import { MailCheck } from "lucide-react";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { useSendVerificationEmail } from "../api/send-verification-email";

type ResendVerificationButtonProps = { email: string; className?: string };

export function ResendVerificationButton({ email, className }: ResendVerificationButtonProps) {
  const resend = useSendVerificationEmail();
  const onClick = () =>
    resend.mutate(email, {
      onSuccess: () =>
        toast.success(authMessages.verificationResentTitle, {
          description: authMessages.verificationResentText,
        }),
      onError: (error) =>
        toast.error(webAuthMessages.resendErrorTitle, { description: authErrorMessage(toApiError(error)) }),
    });
  return (
    <Button variant="outline" className={className} onClick={onClick} disabled={resend.isPending}>
      {resend.isPending ? <Spinner /> : <MailCheck aria-hidden="true" />}
      {resend.isPending ? webAuthMessages.resending : authMessages.resendVerification}
    </Button>
  );
}
