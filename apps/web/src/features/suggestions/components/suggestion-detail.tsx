import { webSuggestionsMessages as m } from "@guilda/shared/messages/web-suggestions";
import { SUGGESTION_CATEGORY_LABELS, type SuggestionDetail } from "@guilda/shared/schemas/suggestions";
import { ArrowLeft, ArrowRightLeft, Pencil, SearchX, Trash2, TriangleAlert } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Link, useNavigate } from "react-router";
import { ModerationBadge } from "@/components/moderation/moderation-badge";
import { ReportButton } from "@/components/moderation/report-button";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { toApiError } from "@/lib/api";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useDeleteSuggestion } from "../api/delete-suggestion";
import { useSuggestion } from "../api/get-suggestion";
import { OpenVotes } from "./open-votes";
import { StatusBadge } from "./status-badge";
import { StatusHistory } from "./status-history";
import { SuggestionComments } from "./suggestion-comments";
import { VoteButton } from "./vote-button";

// Forms load when someone opens them (members rarely edit; only admins change a status).
const SuggestionFormDialog = lazy(() =>
  import("./suggestion-form-dialog").then((module) => ({ default: module.SuggestionFormDialog })),
);
const StatusDialog = lazy(() =>
  import("./status-dialog").then((module) => ({ default: module.StatusDialog })),
);

const longDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long" });

function BackLink() {
  return (
    <Link
      to={paths.suggestions}
      className="inline-flex items-center gap-1.5 justify-self-start text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {m.back}
    </Link>
  );
}

function DetailSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-6">
      <Skeleton className="h-5 w-28 rounded-full" />
      <Skeleton className="h-8 w-3/4" />
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-11 w-44 rounded-lg" />
    </div>
  );
}

type Dialog = "edit" | "status" | "delete" | null;

/** /sugestoes/{id}: the suggestion, the vote, its status with the team's note and history, comments. */
export function SuggestionDetailView({ id }: { id: string }) {
  const query = useSuggestion(id);
  const [dialog, setDialog] = useState<Dialog>(null);

  if (query.isPending)
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4" role="status" aria-label={m.loadingMore}>
        <BackLink />
        <DetailSkeleton />
      </div>
    );
  if (query.isError) {
    const error = toApiError(query.error);
    const missing = error.status === 404 || error.status === 400;
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-4">
        <BackLink />
        {missing ? (
          <EmptyState icon={<SearchX aria-hidden="true" />} title={m.notFoundTitle} text={m.notFoundText} />
        ) : (
          <EmptyState
            icon={<TriangleAlert aria-hidden="true" />}
            title={m.detailLoadError}
            action={
              <Button variant="outline" onClick={() => void query.refetch()}>
                {m.retry}
              </Button>
            }
          />
        )}
      </div>
    );
  }

  const s = query.data;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <BackLink />
      <article
        aria-labelledby="sugestao-titulo"
        className="grid gap-5 rounded-lg border border-border bg-card p-4 shadow-card sm:p-6"
      >
        <header className="grid gap-3">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <StatusBadge status={s.status} />
            <span className="text-sm text-muted-foreground">{SUGGESTION_CATEGORY_LABELS[s.category]}</span>
          </div>
          <h1 id="sugestao-titulo" className="text-2xl leading-tight font-bold tracking-tight break-words">
            {s.title}
          </h1>
          <div className="flex items-center gap-2 text-sm text-muted-foreground">
            <Avatar
              name={s.author?.full_name ?? m.removedMember}
              src={s.author?.avatar_url ?? null}
              size="sm"
            />
            <p className="min-w-0">
              {s.author ? (
                <Link to={paths.member(s.author.id)} className="font-medium text-foreground hover:underline">
                  {s.author.full_name}
                </Link>
              ) : (
                <span className="font-medium">{m.removedMember}</span>
              )}{" "}
              <time dateTime={s.created_at}>{m.postedAt(longDate.format(new Date(s.created_at)))}</time>
            </p>
          </div>
        </header>

        <ModerationBadge state={s.moderation} />

        {s.duplicate_of ? (
          <div className="grid gap-1 rounded-lg border border-border bg-muted p-3 text-sm">
            <p className="flex flex-wrap items-center gap-x-1.5">
              <ArrowRightLeft aria-hidden="true" className="size-4 shrink-0" />
              <span>{m.duplicateOf}</span>
              <Link
                to={paths.suggestion(s.duplicate_of.id)}
                className="font-semibold text-primary-text hover:underline"
              >
                {s.duplicate_of.title}
              </Link>
            </p>
            <p className="text-muted-foreground">{m.duplicateOfHint}</p>
          </div>
        ) : null}

        {/* Plain text with its line breaks: whatever a member typed is shown as typed. */}
        <p className="leading-relaxed break-words whitespace-pre-line">{s.description}</p>

        {s.status_note ? (
          <div className="grid gap-1 rounded-lg border-l-4 border-primary bg-muted p-3 text-sm">
            <p className="font-semibold">{m.statusNote}</p>
            <p className="break-words whitespace-pre-line">{s.status_note}</p>
          </div>
        ) : null}

        <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
          <VoteButton suggestion={s} shape="wide" />
          <OpenVotes budget={s} className="max-w-sm" />
        </div>

        {s.can_edit || s.can_change_status || s.can_delete || (s.author && !s.can_edit) ? (
          <div className="flex flex-wrap gap-2 border-t border-border pt-4">
            {s.can_change_status ? (
              <Button onClick={() => setDialog("status")}>
                <ArrowRightLeft aria-hidden="true" />
                {m.changeStatus}
              </Button>
            ) : null}
            {s.can_edit ? (
              <Button variant="outline" onClick={() => setDialog("edit")}>
                <Pencil aria-hidden="true" />
                {m.edit}
              </Button>
            ) : null}
            {s.can_delete ? (
              <Button
                variant="outline"
                className="hover:text-destructive-text"
                onClick={() => setDialog("delete")}
              >
                <Trash2 aria-hidden="true" />
                {m.remove}
              </Button>
            ) : null}
            {s.author ? (
              <ReportButton
                kind="suggestion"
                itemId={s.id}
                authorId={s.author.id}
                look="full"
                className="h-10 px-4 text-sm"
              />
            ) : null}
          </div>
        ) : null}
      </article>

      {s.duplicates.length > 0 ? (
        <section aria-labelledby="sugestao-duplicadas" className="grid gap-2">
          <h2 id="sugestao-duplicadas" className="text-lg font-semibold">
            {m.duplicates}
          </h2>
          <p className="text-sm text-muted-foreground">{m.duplicatesHint}</p>
          <ul className="grid gap-1.5">
            {s.duplicates.map((d) => (
              <li key={d.id}>
                <Link
                  to={paths.suggestion(d.id)}
                  className="text-sm font-medium text-primary-text hover:underline"
                >
                  {d.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="sugestao-historico" className="grid gap-3">
        <h2 id="sugestao-historico" className="text-lg font-semibold">
          {m.historyTitle}
        </h2>
        <StatusHistory history={s.history} />
      </section>

      <SuggestionComments suggestionId={s.id} />

      <Dialogs suggestion={s} dialog={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}

function Dialogs({
  suggestion,
  dialog,
  onClose,
}: {
  suggestion: SuggestionDetail;
  dialog: Dialog;
  onClose: () => void;
}) {
  const remove = useDeleteSuggestion();
  const navigate = useNavigate();
  return (
    <>
      {dialog === "edit" || dialog === "status" ? (
        <Suspense fallback={null}>
          {dialog === "edit" ? (
            <SuggestionFormDialog suggestion={suggestion} onClose={onClose} />
          ) : (
            <StatusDialog suggestion={suggestion} onClose={onClose} />
          )}
        </Suspense>
      ) : null}
      <ConfirmDeleteDialog
        open={dialog === "delete"}
        title={m.removeTitle}
        text={m.removeText(suggestion.title)}
        isPending={remove.isPending}
        onClose={onClose}
        onConfirm={() =>
          remove.mutate(suggestion.id, {
            onSuccess: () => {
              toast.success(m.removed);
              onClose();
              void navigate(paths.suggestions, { replace: true });
            },
            onError: (error) => toast.error(m.removeError, { description: toApiError(error).message }),
          })
        }
      />
    </>
  );
}
