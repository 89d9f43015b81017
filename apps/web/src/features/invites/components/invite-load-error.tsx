import { webAddMembersMessages as m } from "@guilda/shared/messages/web-add-members";
import { Button } from "@/components/ui/button";

/** The invite could not be read for a passing reason (network, server): try again. */
export function InviteLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p role="alert" className="font-medium">
        {m.inviteLoadError}
      </p>
      <p className="text-sm text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry}>
        {m.retry}
      </Button>
    </div>
  );
}
