import { commonMessages as m } from "@guilda/shared/messages/common";
import type { ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogPendingConfirm,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { cn } from "@/lib/cn";

type ConfirmDeleteDialogProps = {
  open: boolean;
  title: string;
  text: string;
  /** What else the deletion does, under the question (e.g. a list of consequences). */
  details?: ReactNode;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  className?: string;
};

/** Cancelar / Excluir; stays open (busy) until the server answers, and cannot be dismissed meanwhile. */
export function ConfirmDeleteDialog({
  open,
  title,
  text,
  details,
  isPending,
  onConfirm,
  onClose,
  className,
}: ConfirmDeleteDialogProps) {
  return (
    <AlertDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !isPending) onClose();
      }}
    >
      <AlertDialogContent className={cn(className)}>
        <div className="grid gap-2">
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription className="break-words">{text}</AlertDialogDescription>
        </div>
        {details}
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
