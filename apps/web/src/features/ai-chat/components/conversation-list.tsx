import { webAiChatMessages as m } from "@guilda/shared/messages/web-ai-chat";
import type { AiConversationSummary } from "@guilda/shared/schemas/ai";
import { ChevronDown, MessageSquarePlus, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
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
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { LoadMore } from "@/components/ui/load-more";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useDeleteConversation } from "../api/delete-conversation";
import { useConversations } from "../api/get-conversations";
import { useRenameConversation } from "../api/rename-conversation";

type ConversationListProps = {
  agentId: string;
  selectedId: string | null;
  onSelect: (id: string) => void;
  onNew: () => void;
  onDeleted: (id: string) => void;
};

/** The member's conversations with the agent: new, open, rename, delete. Folds away on phones. */
export function ConversationList({ agentId, selectedId, onSelect, onNew, onDeleted }: ConversationListProps) {
  const conversations = useConversations(agentId, true);
  const [isOpen, setIsOpen] = useState(false);
  const [renaming, setRenaming] = useState<AiConversationSummary | null>(null);
  const [deleting, setDeleting] = useState<AiConversationSummary | null>(null);
  const listId = useId();
  const headingId = useId();
  const items = conversations.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <nav aria-labelledby={headingId} className="grid min-w-0 content-start gap-2">
      <div className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="sr-only text-sm font-semibold text-muted-foreground md:not-sr-only">
          {m.conversations}
        </h2>
        <Button
          variant="outline"
          size="sm"
          className="md:hidden"
          aria-expanded={isOpen}
          aria-controls={listId}
          onClick={() => setIsOpen((open) => !open)}
        >
          {m.showConversations(items.length)}
          <ChevronDown className={cn("transition-transform", isOpen && "rotate-180")} aria-hidden="true" />
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            setIsOpen(false);
            onNew();
          }}
        >
          <MessageSquarePlus aria-hidden="true" />
          {m.newConversation}
        </Button>
      </div>
      <div id={listId} className={cn("grid gap-1", !isOpen && "max-md:hidden")}>
        {conversations.isPending ? (
          <div className="grid gap-2" aria-hidden="true">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
        ) : conversations.isError ? (
          <p className="text-sm text-muted-foreground">{m.conversationsLoadError}</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.noConversations}</p>
        ) : (
          <ul className="grid gap-0.5">
            {items.map((conversation) => {
              const isCurrent = conversation.id === selectedId;
              return (
                <li key={conversation.id} className="group flex min-w-0 items-center gap-1">
                  <button
                    type="button"
                    aria-current={isCurrent ? "page" : undefined}
                    onClick={() => {
                      setIsOpen(false);
                      onSelect(conversation.id);
                    }}
                    className={cn(
                      "min-w-0 flex-1 truncate rounded-md px-2.5 py-2 text-left text-sm transition-colors",
                      isCurrent ? "bg-primary/15 font-medium text-foreground" : "hover:bg-accent",
                    )}
                  >
                    {conversation.title}
                  </button>
                  <DropdownMenu>
                    <DropdownMenuTrigger asChild>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        aria-label={m.conversationOptions(conversation.title)}
                      >
                        <MoreHorizontal aria-hidden="true" />
                      </Button>
                    </DropdownMenuTrigger>
                    <DropdownMenuContent align="end">
                      <DropdownMenuItem onSelect={() => setRenaming(conversation)}>
                        <Pencil aria-hidden="true" />
                        {m.rename}
                      </DropdownMenuItem>
                      <DropdownMenuItem onSelect={() => setDeleting(conversation)}>
                        <Trash2 aria-hidden="true" />
                        {m.delete}
                      </DropdownMenuItem>
                    </DropdownMenuContent>
                  </DropdownMenu>
                </li>
              );
            })}
          </ul>
        )}
        <LoadMore
          hasNextPage={conversations.hasNextPage}
          isFetchingNextPage={conversations.isFetchingNextPage}
          isFetchNextPageError={conversations.isFetchNextPageError}
          pageCount={conversations.data?.pages.length ?? 0}
          fetchNextPage={conversations.fetchNextPage}
          labels={{ loadMore: m.loadMore, loadingMore: m.loadingMore, error: m.conversationsLoadError }}
        />
      </div>
      {renaming ? (
        <RenameDialog agentId={agentId} conversation={renaming} onClose={() => setRenaming(null)} />
      ) : null}
      {deleting ? (
        <DeleteDialog
          agentId={agentId}
          conversation={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={onDeleted}
        />
      ) : null}
    </nav>
  );
}

type DialogProps = { agentId: string; conversation: AiConversationSummary; onClose: () => void };

function RenameDialog({ agentId, conversation, onClose }: DialogProps) {
  const rename = useRenameConversation();
  const [title, setTitle] = useState(conversation.title);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) return;
    rename.mutate(
      { agentId, id: conversation.id, title: trimmed },
      {
        onSuccess: () => {
          toast.success(m.renamed);
          onClose();
        },
        onError: (cause) => {
          const apiError = toApiError(cause);
          setError(apiError.fieldErrors?.title ?? apiError.message);
        },
      },
    );
  }

  return (
    <Dialog open onOpenChange={(open) => !open && !rename.isPending && onClose()}>
      <DialogContent closeLabel={m.cancel}>
        <DialogTitle>{m.renameTitle}</DialogTitle>
        <DialogDescription className="sr-only">{conversation.title}</DialogDescription>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <FormField label={m.titleLabel} error={error}>
            {(control) => (
              <Input
                {...control}
                value={title}
                maxLength={120}
                required
                autoFocus
                onChange={(event) => setTitle(event.target.value)}
              />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose} disabled={rename.isPending}>
              {m.cancel}
            </Button>
            <Button type="submit" disabled={rename.isPending || !title.trim()}>
              {rename.isPending ? <Spinner /> : null}
              {rename.isPending ? m.saving : m.save}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteDialog({
  agentId,
  conversation,
  onClose,
  onDeleted,
}: DialogProps & { onDeleted: (id: string) => void }) {
  const remove = useDeleteConversation();
  return (
    <AlertDialog open onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <AlertDialogContent>
        <div className="grid gap-2">
          <AlertDialogTitle>{m.deleteTitle}</AlertDialogTitle>
          <AlertDialogDescription className="break-words">
            {m.deleteText(conversation.title)}
          </AlertDialogDescription>
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>{m.cancel}</AlertDialogCancel>
          <AlertDialogPendingConfirm
            onClick={() =>
              remove.mutate(
                { agentId, id: conversation.id },
                {
                  onSuccess: () => {
                    toast.success(m.deleted);
                    onDeleted(conversation.id);
                    onClose();
                  },
                  onError: (cause) => toast.error(toApiError(cause).message),
                },
              )
            }
            pending={remove.isPending}
            pendingLabel={m.deleting}
          >
            {m.delete}
          </AlertDialogPendingConfirm>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
