import { directoryMessages as dm } from "@guilda/shared/messages/directory";
import { webMembersMessages as m } from "@guilda/shared/messages/web-members";
import type { InviteCard } from "@guilda/shared/schemas/directory";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogPendingConfirm,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { toast } from "@/lib/toast";
import { useCancelInvite } from "../api/cancel-invite";

type CancelInviteDialogProps = { invite: InviteCard | null; onClose: () => void };

/** Spec §5: cancelling an invite needs no typing, only a confirmation. */
export function CancelInviteDialog({ invite, onClose }: CancelInviteDialogProps) {
  const cancel = useCancelInvite();

  const onConfirm = () => {
    if (!invite || cancel.isPending) return;
    cancel.mutate(invite.id, {
      onSuccess: () => toast.success(dm.inviteCancelledTitle, { description: dm.inviteCancelledText }),
      onError: () => toast.error(dm.inviteCancelErrorTitle, { description: dm.inviteCancelErrorText }),
      onSettled: onClose,
    });
  };

  return (
    <AlertDialog
      open={invite !== null}
      onOpenChange={(open) => {
        if (!open && !cancel.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <div className="grid gap-2">
          <AlertDialogTitle>{m.cancelInviteTitle}</AlertDialogTitle>
          <AlertDialogDescription className="break-words">
            {m.cancelInviteText(invite?.email ?? "")}
          </AlertDialogDescription>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={cancel.isPending}>{m.keepInvite}</AlertDialogCancel>
          <AlertDialogPendingConfirm
            onClick={onConfirm}
            pending={cancel.isPending}
            pendingLabel={m.cancellingInvite}
          >
            {m.confirmCancelInvite}
          </AlertDialogPendingConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
