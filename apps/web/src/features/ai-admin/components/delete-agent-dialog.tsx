import { webAiAdminMessages as m } from "@guilda/shared/messages/web-ai-admin";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useDeleteAgent } from "../api/delete-agent";

type DeleteAgentDialogProps = {
  agent: { id: string; name: string } | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/** Names the agent and says its conversations go too; 'Excluir' deletes it. */
export function DeleteAgentDialog({ agent, onClose, onDeleted }: DeleteAgentDialogProps) {
  const remove = useDeleteAgent();
  const onConfirm = () => {
    if (!agent || remove.isPending) return;
    remove.mutate(agent.id, {
      onSuccess: () => {
        toast.success(m.deletedTitle);
        onClose();
        onDeleted?.();
      },
      onError: (error) => toast.error(m.deleteErrorTitle, { description: toApiError(error).message }),
    });
  };
  return (
    <ConfirmDeleteDialog
      open={agent !== null}
      title={m.deleteTitle}
      text={agent ? m.deleteQuestion(agent.name) : ""}
      details={
        <ul className="grid list-disc gap-1.5 pl-5 text-sm">
          <li>{m.deleteConversations}</li>
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
