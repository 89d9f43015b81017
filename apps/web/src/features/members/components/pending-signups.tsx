import { joinPolicyMessages as m } from "@guilda/shared/messages/join-policy";
import type { PendingSignup } from "@guilda/shared/schemas/directory";
import { Check, UserCheck, X } from "lucide-react";
import { useId, useMemo, useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogPendingConfirm,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useApproveSignup, useRefuseSignup } from "../api/decide-signup";
import { usePendingSignups } from "../api/get-pending-signups";
import { formatDate } from "../lib/format";

/**
 * 'Aguardando aprovação' on /membros, for admins: the sign-ups waiting (oldest first, a page at a
 * time) with 'Aprovar' and 'Recusar'. Nothing is shown while none waits.
 */
export function PendingSignups() {
  const pending = usePendingSignups(true);
  const approve = useApproveSignup();
  const refuse = useRefuseSignup();
  const headingId = useId();
  const [refuseFor, setRefuseFor] = useState<PendingSignup | null>(null);
  const items = useMemo(() => pending.data?.pages.flatMap((page) => page.items) ?? [], [pending.data]);
  const total = pending.data?.pages[0]?.total ?? items.length;

  if (pending.isPending) return null;
  if (pending.isError && !pending.data)
    return (
      <section
        id="aguardando-aprovacao"
        aria-labelledby={headingId}
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-card p-4"
      >
        <h2 id={headingId} className="text-base font-semibold">
          {m.listTitle}
        </h2>
        <p className="text-sm text-muted-foreground">{m.loadError}</p>
        <Button variant="outline" size="sm" onClick={() => void pending.refetch()}>
          {m.retry}
        </Button>
      </section>
    );
  if (items.length === 0) return null;

  const onApprove = (signup: PendingSignup) => approve.mutate({ id: signup.id, name: signup.full_name });
  const onRefuse = (signup: PendingSignup) =>
    refuse.mutate({ id: signup.id, name: signup.full_name }, { onSettled: () => setRefuseFor(null) });

  return (
    <section
      id="aguardando-aprovacao"
      aria-labelledby={headingId}
      className="grid gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-card sm:p-5"
    >
      <div className="grid gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <UserCheck aria-hidden="true" className="size-5 text-muted-foreground" />
          <h2 id={headingId} className="text-lg leading-tight font-semibold tracking-tight">
            {m.listTitle}
          </h2>
          <Badge>{m.listCount(total)}</Badge>
        </div>
        <p className="text-sm text-muted-foreground">{m.listDescription}</p>
      </div>
      <ul aria-label={m.listLabel} className="grid gap-2">
        {items.map((signup) => {
          const isApproving = approve.isPending && approve.variables?.id === signup.id;
          return (
            <li
              key={signup.id}
              className="flex flex-col gap-3 rounded-md border border-border p-3 sm:flex-row sm:items-center"
            >
              <div className="flex min-w-0 flex-1 items-center gap-3">
                <Avatar name={signup.full_name} />
                <div className="grid min-w-0 gap-0.5">
                  <p className="truncate font-medium">{signup.full_name}</p>
                  <p className="truncate text-sm text-muted-foreground">@{signup.username}</p>
                  <p className="text-sm break-all text-muted-foreground">{signup.email}</p>
                  <p className="text-xs text-muted-foreground">
                    {m.signedUpAt(formatDate(signup.created_at))}
                  </p>
                </div>
              </div>
              <div className="flex gap-2 sm:shrink-0">
                <Button
                  size="sm"
                  className="flex-1 sm:flex-none"
                  aria-label={m.approveLabel(signup.full_name)}
                  disabled={isApproving}
                  onClick={() => onApprove(signup)}
                >
                  {isApproving ? <Spinner /> : <Check aria-hidden="true" />}
                  {m.approve}
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  className="flex-1 sm:flex-none"
                  aria-label={m.refuseLabel(signup.full_name)}
                  onClick={() => setRefuseFor(signup)}
                >
                  <X aria-hidden="true" />
                  {m.refuse}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {pending.hasNextPage ? (
        <div className="flex flex-col items-center gap-2">
          {pending.isFetchNextPageError ? (
            <p className="text-sm text-muted-foreground">{m.loadMoreError}</p>
          ) : null}
          <Button
            variant="outline"
            onClick={() => void pending.fetchNextPage()}
            disabled={pending.isFetchingNextPage}
          >
            {pending.isFetchingNextPage ? <Spinner /> : null}
            {pending.isFetchingNextPage ? m.loadingMore : m.loadMore}
          </Button>
        </div>
      ) : null}
      <AlertDialog
        open={!!refuseFor}
        onOpenChange={(open) => {
          if (!open && !refuse.isPending) setRefuseFor(null);
        }}
      >
        {refuseFor ? (
          <AlertDialogContent>
            <div className="grid gap-2">
              <AlertDialogTitle className="break-words">
                {m.refuseDialogTitle(refuseFor.full_name)}
              </AlertDialogTitle>
              <AlertDialogDescription>{m.refuseDialogText}</AlertDialogDescription>
            </div>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={refuse.isPending}>{m.cancel}</AlertDialogCancel>
              <AlertDialogPendingConfirm
                onClick={() => onRefuse(refuseFor)}
                pending={refuse.isPending}
                pendingLabel={m.refusing}
              >
                {m.refuseConfirm}
              </AlertDialogPendingConfirm>
            </AlertDialogFooter>
          </AlertDialogContent>
        ) : null}
      </AlertDialog>
    </section>
  );
}
