import { webGamificationAdminMessages as m } from "@guilda/shared/messages/web-gamification-admin";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogPendingConfirm,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useDeleteMission } from "../api/delete-mission";

type DeleteMissionDialogProps = {
  mission: { id: string; title: string } | null;
  onClose: () => void;
};

/** Names the mission and says who completed it keeps the points; 'Excluir' deletes it. */
export function DeleteMissionDialog({ mission, onClose }: DeleteMissionDialogProps) {
  const remove = useDeleteMission();
  const onConfirm = () => {
    if (!mission || remove.isPending) return;
    remove.mutate(mission.id, {
      onSuccess: () => {
        toast.success(m.deletedTitle);
        onClose();
      },
      onError: (error) => toast.error(m.deleteErrorTitle, { description: toApiError(error).message }),
    });
  };
  return (
    <AlertDialog
      open={mission !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
    >
      {mission ? (
        <AlertDialogContent className="sm:max-w-lg">
          <div className="grid gap-2">
            <AlertDialogTitle>{m.deleteTitle}</AlertDialogTitle>
            <AlertDialogDescription className="break-words">
              {m.deleteQuestion(mission.title)}
            </AlertDialogDescription>
          </div>
          <ul className="grid list-disc gap-1.5 pl-5 text-sm">
            <li>{m.deleteKeepsPoints}</li>
            <li className="text-muted-foreground">{m.deleteInstead}</li>
          </ul>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>{m.cancel}</AlertDialogCancel>
            <AlertDialogPendingConfirm
              onClick={onConfirm}
              pending={remove.isPending}
              pendingLabel={m.deleting}
            >
              {m.confirmDelete}
            </AlertDialogPendingConfirm>
          </AlertDialogFooter>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
