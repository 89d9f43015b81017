import { webGamificationAdminMessages as m } from "@guilda/shared/messages/web-gamification-admin";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
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
    <ConfirmDeleteDialog
      open={mission !== null}
      title={m.deleteTitle}
      text={mission ? m.deleteQuestion(mission.title) : ""}
      details={
        <ul className="grid list-disc gap-1.5 pl-5 text-sm">
          <li>{m.deleteKeepsPoints}</li>
          <li className="text-muted-foreground">{m.deleteInstead}</li>
        </ul>
      }
      isPending={remove.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
      className="sm:max-w-lg"
    />
  );
}
