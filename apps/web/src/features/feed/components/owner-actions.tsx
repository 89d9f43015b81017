import { feedMessages } from "@guilda/shared/messages/feed";
import { webFeedMessages as m } from "@guilda/shared/messages/web-feed";
import { TOAST_DURATION_MS } from "@guilda/shared/constants";
import type { PostView } from "@guilda/shared/schemas/feed";
import { Pin, PinOff, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "@/lib/toast";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogPendingConfirm,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { useDeletePost } from "../api/delete-post";
import { usePinPost } from "../api/pin-post";
import { ActionLabel } from "./post-actions";

function PinButton({ post }: { post: PostView }) {
  const pin = usePinPost();
  const isPinned = post.is_pinned;
  return (
    <Button
      variant="ghost"
      size="sm"
      disabled={pin.isPending}
      onClick={() =>
        pin.mutate(
          { id: post.id, isPinned: !isPinned },
          {
            onSuccess: (saved) =>
              saved.is_pinned
                ? toast.success(feedMessages.pinnedTitle, {
                    description: feedMessages.pinnedText,
                    duration: TOAST_DURATION_MS.pin,
                  })
                : toast.success(feedMessages.unpinnedTitle, {
                    description: feedMessages.unpinnedText,
                    duration: TOAST_DURATION_MS.pin,
                  }),
            onError: () => toast.error(feedMessages.errorTitle, { description: feedMessages.pinError }),
          },
        )
      }
    >
      {isPinned ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />}
      <ActionLabel>{isPinned ? m.unpin : m.pin}</ActionLabel>
    </Button>
  );
}

function DeletePostButton({ post, onDeleted }: { post: PostView; onDeleted?: (() => void) | undefined }) {
  const [isOpen, setOpen] = useState(false);
  const remove = useDeletePost({
    onSuccess: () => {
      setOpen(false);
      toast.success(feedMessages.deletedTitle, {
        description: feedMessages.deletedText,
        duration: TOAST_DURATION_MS.delete,
      });
      onDeleted?.();
    },
    onError: () => {
      setOpen(false);
      toast.error(feedMessages.errorTitle, { description: feedMessages.deleteError });
    },
  });
  const isBusy = remove.isPending;

  const confirm = () => remove.mutate(post.id);

  return (
    <AlertDialog open={isOpen} onOpenChange={(open) => !isBusy && setOpen(open)}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="sm" className="hover:text-destructive-text">
          <Trash2 aria-hidden="true" />
          <ActionLabel>{m.delete}</ActionLabel>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{m.deleteConfirmTitle}</AlertDialogTitle>
        <AlertDialogDescription>{m.deleteConfirmText}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isBusy}>{m.cancel}</AlertDialogCancel>
          <AlertDialogPendingConfirm onClick={confirm} pending={isBusy} pendingLabel={m.deleting}>
            {m.delete}
          </AlertDialogPendingConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

type OwnerActionsProps = { post: PostView; canPin: boolean; onDeleted?: (() => void) | undefined };

/**
 * Fixar/Desafixar (admins) and Excluir (admins and the author). A separate chunk: most
 * members never see these buttons on most posts.
 */
export function OwnerActions({ post, canPin, onDeleted }: OwnerActionsProps) {
  return (
    <>
      {canPin ? <PinButton post={post} /> : null}
      <DeletePostButton post={post} onDeleted={onDeleted} />
    </>
  );
}
