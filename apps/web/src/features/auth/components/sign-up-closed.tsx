import { joinPolicyMessages as m } from "@guilda/shared/messages/join-policy";
import { LockKeyhole } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";

/** The sign-up page while 'Cadastro' is 'Somente por convite ou compra': why, and the way in. */
export function SignUpClosed({ communityName }: { communityName: string }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-primary/15 text-primary-text">
        <LockKeyhole className="size-7" aria-hidden="true" />
      </div>
      <p className="text-sm text-muted-foreground">{m.closedText(communityName)}</p>
      <Button asChild size="lg" className="w-full">
        <Link to={paths.login}>{m.closedSignIn}</Link>
      </Button>
    </div>
  );
}
