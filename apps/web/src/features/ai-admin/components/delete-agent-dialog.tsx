import { webAiAdminMessages as m } from "@guilda/shared/messages/web-ai-admin";
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
    <AlertDialog
      open={agent !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
    >
      {agent ? (
        <AlertDialogContent className="sm:max-w-lg">
          <div className="grid gap-2">
            <AlertDialogTitle>{m.deleteTitle}</AlertDialogTitle>
            <AlertDialogDescription className="break-words">
              {m.deleteQuestion(agent.name)}
            </AlertDialogDescription>
          </div>
          <ul className="grid list-disc gap-1.5 pl-5 text-sm">
            <li>{m.deleteConversations}</li>
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
