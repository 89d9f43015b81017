import { webAddMembersMessages as m } from "@guilda/shared/messages/web-add-members";
import { TicketX } from "lucide-react";
import { Link } from "react-router";
import { buttonClasses } from "@/components/ui/button";
import { paths } from "@/lib/paths";

/** An invite link that can't be used: why (in the server's words), and what to do next. */
export function InviteUnavailable({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive-text">
        <TicketX className="size-7" aria-hidden="true" />
      </div>
      <p role="alert" className="font-medium">
        {message}
      </p>
      <p className="text-sm text-muted-foreground">{m.inviteNewOne}</p>
      <Link to={paths.login} className={buttonClasses("default", "default", "w-full sm:w-auto")}>
        {m.goToLogin}
      </Link>
    </div>
  );
}
