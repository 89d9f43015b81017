import { spaceMessages } from "@guilda/shared/messages/spaces";
import { webSpaceMessages as m } from "@guilda/shared/messages/web-spaces";
import type { SpaceSummary } from "@guilda/shared/schemas/navigation";
import { useLocation, useNavigate } from "react-router";
import { toast } from "@/lib/toast";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogPendingConfirm,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { paths } from "@/lib/paths";
import { useDeleteSpace } from "../../api/delete-space";

type DeleteSpaceDialogProps = { space: SpaceSummary | null; onClose: () => void };

/** Spec §4 Space delete and §8.5: Excluir deletes by id and closes; Cancelar only closes. */
export function DeleteSpaceDialog({ space, onClose }: DeleteSpaceDialogProps) {
  const remove = useDeleteSpace();
  const { pathname } = useLocation();
  const navigate = useNavigate();

  // The dialog stays open (busy) until the server answers, then closes either way.
  const onConfirm = () => {
    if (!space || remove.isPending) return;
    const wasOpen = pathname === paths.space(space.slug);
    remove.mutate(space, {
      onSuccess: () => {
        toast.success(spaceMessages.deleted);
        if (wasOpen) navigate(paths.home, { replace: true });
      },
      onError: () =>
        toast.error(spaceMessages.deleteErrorTitle, { description: spaceMessages.deleteErrorText }),
      onSettled: onClose,
    });
  };

  return (
    <AlertDialog
      open={space !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
    >
      <AlertDialogContent>
        <div className="grid gap-2">
          <AlertDialogTitle>{spaceMessages.deleteDialogTitle}</AlertDialogTitle>
          <AlertDialogDescription className="break-words">
            {spaceMessages.deleteDialogText.replace("{name}", space?.name ?? "")}
          </AlertDialogDescription>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{m.cancel}</AlertDialogCancel>
          <AlertDialogPendingConfirm onClick={onConfirm} pending={remove.isPending} pendingLabel={m.deleting}>
            {m.confirmDelete}
          </AlertDialogPendingConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
