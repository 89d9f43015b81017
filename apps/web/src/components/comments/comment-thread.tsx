import { commonMessages } from "@guilda/shared/messages/common";
import { moderationKindLabels } from "@guilda/shared/messages/moderation";
import { webModerationMessages } from "@guilda/shared/messages/web-moderation";
import type { PostAuthor } from "@guilda/shared/schemas/feed";
import type { ContentModeration, ModerationKind } from "@guilda/shared/schemas/moderation";
import { useState, type ReactNode } from "react";
import { ModerationBadge } from "@/components/moderation/moderation-badge";
import { ReportButton } from "@/components/moderation/report-button";
import { SilencedNotice } from "@/components/moderation/silenced-notice";
import { useSilence } from "@/components/moderation/use-silence";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { ApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { CommentForm } from "./comment-form";
import { CommentItem, type CommentItemTexts } from "./comment-item";

/** What a thread needs of a comment, the feed's or a lesson's. */
export type ThreadComment = {
  id: string;
  parent_id: string | null;
  author: PostAuthor;
  created_at: string;
  /** Hidden or held: only its author and the staff receive it. */
  moderation?: ContentModeration | undefined;
};

/** A top-level comment and its replies, in the order they are shown. */
export type Thread<C extends ThreadComment> = { comment: C; replies: readonly C[] };

/** pt-BR texts, from the feature's own messages (their keys are named alike). */
export type CommentThreadsTexts = CommentItemTexts & {
  commentsEmpty: string;
  commentsLoadError: string;
  retry: string;
  commentLabel: string;
  commentSubmit: string;
  commentSending: string;
  replyLabel: string;
  replySubmit: string;
  replyingTo: (name: string) => string;
  cancel: string;
  removeCommentErrorTitle: string;
  removeCommentError: string;
};

/** A mutation as TanStack Query hands it out: its state, and a call with callbacks of its own. */
type Mutation<V> = {
  isPending: boolean;
  mutate: (variables: V, options: { onSuccess?: () => void; onError?: (error: unknown) => void }) => void;
};

/** How a feature stores its comments: its mutation hooks, and what each one is sent. */
type CommentStore<C extends ThreadComment, CreateVars, DeleteVars> = {
  useCreate: () => Mutation<CreateVars>;
  createVariables: (input: { content: string; parent_id?: string }) => CreateVars;
  /** A refusal that is not about the text: the feature tells it its own way. */
  onCreateError: (error: ApiError) => void;
  useDelete: () => Mutation<DeleteVars>;
  deleteVariables: (comment: C) => DeleteVars;
};

type CommentThreadsProps<C extends ThreadComment, CreateVars, DeleteVars> = CommentStore<
  C,
  CreateVars,
  DeleteVars
> & {
  threads: readonly Thread<C>[];
  isPending: boolean;
  /** Shown instead of the threads (the feature decides whether a failed refetch hides them). */
  isError: boolean;
  onRetry: () => void;
  texts: CommentThreadsTexts;
  /** Where the box for a new comment stands: above the threads or under them. */
  composer: "top" | "bottom";
  /** False: no box and no 'Responder'; `readOnlyNote` says why. */
  canComment?: boolean;
  readOnlyNote?: ReactNode;
  canDelete: (comment: C) => boolean;
  /** The comment's text, rendered the feature's way (links, mentions…). */
  renderContent: (comment: C) => ReactNode;
  /** Under the threads once there are some (e.g. 'Carregar mais'). */
  footer?: ReactNode;
  /** What these comments are to the moderation: each one not the viewer's has 'Denunciar'. */
  reportKind?: ModerationKind;
};

/**
 * Comments with one level of replies, as the feed and the lessons show them: the loading, failed
 * and empty states, each thread with its replies indented under it, one reply box at a time, and
 * the box for a new comment.
 */
export function CommentThreads<C extends ThreadComment, CreateVars, DeleteVars>(
  props: CommentThreadsProps<C, CreateVars, DeleteVars>,
) {
  const { threads, texts } = props;
  const silence = useSilence();
  // A silenced member reads why in the composer's place, and replies to no one.
  const canComment = (props.canComment ?? true) && !silence.isSilenced;
  const [replyTo, setReplyTo] = useState<string | null>(null);

  let body;
  if (props.isPending) {
    body = (
      <div
        role="status"
        className="flex items-center justify-center gap-2 py-4 text-sm text-muted-foreground"
      >
        <Spinner />
        {commonMessages.loading}
      </div>
    );
  } else if (props.isError) {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <p>{texts.commentsLoadError}</p>
        <Button variant="outline" size="sm" onClick={props.onRetry}>
          {texts.retry}
        </Button>
      </div>
    );
  } else if (threads.length === 0) {
    body = <p className="text-sm text-muted-foreground">{texts.commentsEmpty}</p>;
  } else {
    const item = (comment: C, onReply?: () => void) => (
      <ThreadItem
        store={props}
        comment={comment}
        canDelete={props.canDelete(comment)}
        onReply={onReply}
        reportKind={props.reportKind}
      >
        {props.renderContent(comment)}
      </ThreadItem>
    );
    body = (
      <>
        <ul className="grid gap-4">
          {threads.map(({ comment, replies }) => (
            <li key={comment.id} className="grid gap-3">
              {item(
                comment,
                canComment
                  ? () => setReplyTo((current) => (current === comment.id ? null : comment.id))
                  : undefined,
              )}
              {replies.length > 0 || replyTo === comment.id ? (
                <div className="ml-4 grid gap-3 border-l-2 border-border pl-3 sm:ml-11 sm:pl-4">
                  {replies.length > 0 ? (
                    <ul className="grid gap-3">
                      {replies.map((reply) => (
                        <li key={reply.id}>{item(reply)}</li>
                      ))}
                    </ul>
                  ) : null}
                  {replyTo === comment.id ? (
                    <div className="grid gap-1">
                      <p className="text-xs text-muted-foreground">
                        {texts.replyingTo(comment.author.full_name)}
                      </p>
                      <ThreadForm
                        store={props}
                        parentId={comment.id}
                        label={texts.replyLabel}
                        submit={texts.replySubmit}
                        autoFocus
                        onCancel={() => setReplyTo(null)}
                        onSent={() => setReplyTo(null)}
                      />
                    </div>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
        {props.footer}
      </>
    );
  }

  const composer = canComment ? (
    <ThreadForm store={props} label={texts.commentLabel} submit={texts.commentSubmit} />
  ) : silence.isSilenced && (props.canComment ?? true) ? (
    <SilencedNotice message={silence.message} />
  ) : (
    props.readOnlyNote
  );
  return (
    <>
      {props.composer === "top" ? composer : null}
      {body}
      {props.composer === "bottom" ? composer : null}
    </>
  );
}

type StoreProps<C extends ThreadComment, CreateVars, DeleteVars> = {
  store: CommentStore<C, CreateVars, DeleteVars> & { texts: CommentThreadsTexts };
};

/** One comment, with its own removal (so one pending removal never holds another row's buttons). */
function ThreadItem<C extends ThreadComment, CreateVars, DeleteVars>({
  store,
  comment,
  canDelete,
  onReply,
  reportKind,
  children,
}: StoreProps<C, CreateVars, DeleteVars> & {
  comment: C;
  canDelete: boolean;
  onReply?: (() => void) | undefined;
  reportKind?: ModerationKind | undefined;
  children: ReactNode;
}) {
  const { texts } = store;
  const remove = store.useDelete();
  return (
    <CommentItem
      anchorId={`comentario-${comment.id}`}
      author={comment.author}
      createdAt={comment.created_at}
      isReply={!!comment.parent_id}
      texts={texts}
      onReply={onReply}
      canDelete={canDelete}
      isDeleting={remove.isPending}
      badge={
        comment.moderation && comment.moderation !== "visible" ? (
          <ModerationBadge state={comment.moderation} />
        ) : null
      }
      report={
        reportKind ? (
          <ReportButton
            kind={reportKind}
            itemId={comment.id}
            authorId={comment.author.id}
            look="compact"
            label={webModerationMessages.reportItemLabel(
              moderationKindLabels[reportKind],
              comment.author.full_name,
            )}
          />
        ) : null
      }
      onDelete={({ onError }) =>
        remove.mutate(store.deleteVariables(comment), {
          onError: () => {
            onError();
            toast.error(texts.removeCommentErrorTitle, { description: texts.removeCommentError });
          },
        })
      }
    >
      {children}
    </CommentItem>
  );
}

/** The box for a new comment, or for a reply to `parentId`. */
function ThreadForm<C extends ThreadComment, CreateVars, DeleteVars>({
  store,
  parentId,
  label,
  submit,
  autoFocus,
  onCancel,
  onSent,
}: StoreProps<C, CreateVars, DeleteVars> & {
  parentId?: string;
  label: string;
  submit: string;
  autoFocus?: boolean;
  onCancel?: () => void;
  onSent?: () => void;
}) {
  const create = store.useCreate();
  return (
    <CommentForm
      texts={{ label, submit, sending: store.texts.commentSending, cancel: store.texts.cancel }}
      autoFocus={autoFocus}
      isPending={create.isPending}
      onSubmit={(content, handlers) =>
        create.mutate(
          store.createVariables({ content, ...(parentId ? { parent_id: parentId } : {}) }),
          handlers,
        )
      }
      onSubmitError={store.onCreateError}
      onCancel={onCancel}
      onSent={onSent}
    />
  );
}
