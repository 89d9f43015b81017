import { webMembersMessages as m } from "@guilda/shared/messages/web-members";
import { useId, useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogPendingConfirm,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/lib/toast";
import { useDeleteMember } from "../api/delete-member";
import type { MemberRef } from "./admin-actions";

type DeleteMemberDialogProps = {
  member: MemberRef | null;
  onClose: () => void;
  onDeleted?: (member: MemberRef) => void;
};

/** Spec §5: deleting an actual member requires typing EXCLUIR. */
export function DeleteMemberDialog({ member, onClose, onDeleted }: DeleteMemberDialogProps) {
  return (
    <AlertDialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {/* Keyed: each member starts with an empty confirmation field. */}
      {member ? (
        <DeleteMemberForm key={member.id} member={member} onClose={onClose} onDeleted={onDeleted} />
      ) : null}
    </AlertDialog>
  );
}

function DeleteMemberForm({
  member,
  onClose,
  onDeleted,
}: {
  member: MemberRef;
  onClose: () => void;
  onDeleted?: ((member: MemberRef) => void) | undefined;
}) {
  const [typed, setTyped] = useState("");
  const inputId = useId();
  const remove = useDeleteMember();
  const isConfirmed = typed === m.deleteConfirmWord;

  const onConfirm = () => {
    if (!isConfirmed || remove.isPending) return;
    remove.mutate(member.id, {
      onSuccess: () => {
        toast.success(m.deletedTitle, { description: m.deletedText });
        onClose();
        onDeleted?.(member);
      },
      // The server explains refusals (own account, last admin) in pt-BR.
      onError: (error) => toast.error(m.deleteErrorTitle, { description: error.message }),
    });
  };

  return (
    <AlertDialogContent
      onEscapeKeyDown={(event) => {
        if (remove.isPending) event.preventDefault();
      }}
    >
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <div className="grid gap-2">
          <AlertDialogTitle>{m.deleteDialogTitle}</AlertDialogTitle>
          <AlertDialogDescription className="break-words">
            {m.deleteDialogText(member.full_name)}
          </AlertDialogDescription>
        </div>
        <div className="grid gap-2">
          <Label htmlFor={inputId}>{m.deleteConfirmLabel}</Label>
          <Input
            id={inputId}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={m.deleteConfirmWord}
          />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{m.cancel}</AlertDialogCancel>
          <AlertDialogPendingConfirm
            type="submit"
            disabled={!isConfirmed}
            pending={remove.isPending}
            pendingLabel={m.deleting}
          >
            {m.confirmDelete}
          </AlertDialogPendingConfirm>
        </AlertDialogFooter>
      </form>
    </AlertDialogContent>
  );
}
