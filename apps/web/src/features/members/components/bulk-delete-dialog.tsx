import { directoryMessages as dm } from "@guilda/shared/messages/directory";
import { webMembersMessages as m } from "@guilda/shared/messages/web-members";
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
import { useBulkDeleteMembers } from "../api/delete-member";

type BulkDeleteDialogProps = {
  ids: string[] | null;
  onClose: () => void;
  /** Called after the request answered: the selection is reset (spec §4 Bulk delete). */
  onDone: () => void;
};

/** Deletes the selected members in one request; each member's success or failure is counted. */
export function BulkDeleteDialog({ ids, onClose, onDone }: BulkDeleteDialogProps) {
  const bulk = useBulkDeleteMembers();

  const onConfirm = () => {
    if (!ids || ids.length === 0 || bulk.isPending) return;
    bulk.mutate(ids, {
      onSuccess: ({ deleted, failed }) => {
        if (deleted > 0) toast.success(dm.bulkDoneTitle, { description: dm.bulkDoneText(deleted, failed) });
        if (failed > 0) toast.error(dm.someErrorsTitle, { description: dm.someErrorsText(failed) });
        onDone();
      },
      onError: () => toast.error(dm.bulkErrorTitle, { description: dm.bulkErrorText }),
      onSettled: onClose,
    });
  };

  return (
    <AlertDialog
      open={ids !== null}
      onOpenChange={(open) => {
        if (!open && !bulk.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <div className="grid gap-2">
          <AlertDialogTitle>{m.bulkDialogTitle}</AlertDialogTitle>
          <AlertDialogDescription>{m.bulkDialogText(ids?.length ?? 0)}</AlertDialogDescription>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={bulk.isPending}>{m.cancel}</AlertDialogCancel>
          <AlertDialogPendingConfirm onClick={onConfirm} pending={bulk.isPending} pendingLabel={m.deleting}>
            {m.confirmDelete}
          </AlertDialogPendingConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
