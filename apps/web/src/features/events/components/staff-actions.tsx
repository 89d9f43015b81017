import { webEventsMessages as m } from "@guilda/shared/messages/web-events";
import type { EventDetail } from "@guilda/shared/schemas/events";
import { Ban, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogPendingConfirm,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { useSession } from "@/hooks/use-session";
import { toApiError } from "@/lib/api";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useCancelEvent, useDeleteEvent } from "../api/staff-actions";

/** Editar, Cancelar evento (confirmed) and, for admins, Excluir (confirmed). */
export function StaffActions({ event }: { event: EventDetail }) {
  const { isAdmin } = useSession();
  const navigate = useNavigate();
  const cancel = useCancelEvent();
  const remove = useDeleteEvent();
  const [dialog, setDialog] = useState<"cancel" | "delete" | null>(null);
  if (!event.can_edit) return null;

  const confirmCancel = () =>
    cancel.mutate(event.event_id, {
      onSuccess: () => {
        setDialog(null);
        toast.success(m.cancelDone);
      },
      onError: (error) => {
        setDialog(null);
        toast.error(m.cancelError, { description: toApiError(error).message });
      },
    });

  const confirmDelete = () =>
    remove.mutate(event.event_id, {
      onSuccess: () => {
        toast.success(m.deleteDone);
        void navigate(paths.calendar, { replace: true });
      },
      onError: (error) => {
        setDialog(null);
        toast.error(m.deleteError, { description: toApiError(error).message });
      },
    });

  return (
    <div role="group" aria-label={m.staffActions} className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <Link to={paths.eventEdit(event.event_id)}>
          <Pencil aria-hidden="true" />
          {m.edit}
        </Link>
      </Button>
      {event.status !== "cancelled" ? (
        <Button variant="outline" size="sm" onClick={() => setDialog("cancel")}>
          <Ban aria-hidden="true" />
          {m.cancelEvent}
        </Button>
      ) : null}
      {isAdmin ? (
        <Button
          variant="ghost"
          size="sm"
          className="hover:text-destructive-text"
          onClick={() => setDialog("delete")}
        >
          <Trash2 aria-hidden="true" />
          {m.deleteEvent}
        </Button>
      ) : null}
      <AlertDialog
        open={dialog === "cancel"}
        onOpenChange={(next) => {
          if (!next && !cancel.isPending) setDialog(null);
        }}
      >
        <AlertDialogContent>
          <div className="grid gap-2">
            <AlertDialogTitle>{m.cancelTitle(event.title)}</AlertDialogTitle>
            <AlertDialogDescription>{m.cancelText}</AlertDialogDescription>
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={cancel.isPending}>{m.cancelKeep}</AlertDialogCancel>
            <AlertDialogPendingConfirm
              onClick={confirmCancel}
              pending={cancel.isPending}
              pendingLabel={m.cancelling}
            >
              {m.cancelConfirm}
            </AlertDialogPendingConfirm>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <ConfirmDeleteDialog
        open={dialog === "delete"}
        title={m.deleteTitle(event.title)}
        text={m.deleteText}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDialog(null)}
      />
    </div>
  );
}
