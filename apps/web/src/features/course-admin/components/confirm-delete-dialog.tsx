import { webCourseAdminMessages as m } from "@guilda/shared/messages/web-course-admin";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogPendingConfirm,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";

type ConfirmDeleteDialogProps = {
  open: boolean;
  title: string;
  text: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Excluir / Cancelar for a module or a lesson; stays open (busy) until the server answers. */
export function ConfirmDeleteDialog({
  open,
  title,
  text,
  isPending,
  onConfirm,
  onClose,
}: ConfirmDeleteDialogProps) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <div className="grid gap-2">
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription className="break-words">{text}</AlertDialogDescription>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isPending}>{m.cancel}</AlertDialogCancel>
          <AlertDialogPendingConfirm onClick={onConfirm} pending={isPending} pendingLabel={m.deleting}>
            {m.confirmDelete}
          </AlertDialogPendingConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
