import { directoryMessages as dm } from "@guilda/shared/messages/directory";
import { webMembersMessages as m } from "@guilda/shared/messages/web-members";
import type { InviteCard } from "@guilda/shared/schemas/directory";
import { LayoutGrid, Rows3, TriangleAlert, Users } from "lucide-react";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useSession } from "@/hooks/use-session";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useInvites } from "../api/get-invites";
import { useMembers } from "../api/get-members";
import { useMemberFilters } from "../hooks/use-member-filters";
import { useViewMode, type ViewMode } from "../hooks/use-view-mode";
import { activeFilterCount, inviteMatches } from "../lib/filters";
import { AccessDialog } from "./access-dialog";
import type { AdminActions, MemberRef } from "./admin-actions";
import { BulkDeleteDialog } from "./bulk-delete-dialog";
import { CancelInviteDialog } from "./cancel-invite-dialog";
import { Checkbox } from "./checkbox";
import { DeleteMemberDialog } from "./delete-member-dialog";
import { LoadMore } from "@/components/ui/load-more";
import { InviteMemberCard, MemberCard } from "./member-card";
import { MembersFilters } from "./members-filters";
import { MembersSkeleton } from "./members-skeleton";
import { MembersTable } from "./members-table";
import { SelectionBar } from "./selection-bar";

const LOAD_MORE_LABELS = { loadMore: m.loadMore, loadingMore: m.loadingMore, error: m.loadMoreError };

/** The invite's acceptance page, as e-mailed (spec §2.1: /auth/accept-invite?token=). */
function inviteLink(token: string) {
  return `${window.location.origin}/auth/accept-invite?token=${encodeURIComponent(token)}`;
}

async function copyInviteLink(invite: InviteCard) {
  const link = inviteLink(invite.invite_token);
  try {
    await navigator.clipboard.writeText(link);
    toast.success(m.linkCopied);
  } catch {
    // No clipboard (insecure origin, denied): show the link so it can be copied by hand.
    toast.error(m.linkCopyError, { description: link });
  }
}

type MembersDirectoryProps = {
  /** Composed by the route next to the title (e.g. 'Adicionar Membro' for admins). */
  actions?: ReactNode;
  /** Composed by the route under the title, above the filters (the sign-ups waiting for approval). */
  aboveFilters?: ReactNode;
};

/** /membros: filters in the address bar, cards or table, infinite scroll, admin tools. */
export function MembersDirectory({ actions, aboveFilters }: MembersDirectoryProps) {
  const { isAdmin } = useSession();
  const { filters, setFilters, clearFilters } = useMemberFilters(isAdmin);
  const [view, setView] = useViewMode();
  const members = useMembers(filters);
  const invites = useInvites(isAdmin);

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [accessFor, setAccessFor] = useState<MemberRef | null>(null);
  const [deleteFor, setDeleteFor] = useState<MemberRef | null>(null);
  const [cancelFor, setCancelFor] = useState<InviteCard | null>(null);
  const [bulkIds, setBulkIds] = useState<string[] | null>(null);

  // One toast per failure (a retry that fails again toasts again).
  useEffect(() => {
    if (members.errorUpdatedAt > 0) toast.error(dm.loadErrorTitle, { description: dm.loadErrorText });
  }, [members.errorUpdatedAt]);

  const items = useMemo(() => members.data?.pages.flatMap((page) => page.items) ?? [], [members.data]);
  const firstPage = members.data?.pages[0];
  const shownInvites = useMemo(
    () => (isAdmin ? (invites.data ?? []).filter((invite) => inviteMatches(invite, filters)) : []),
    [isAdmin, invites.data, filters],
  );
  const filterCount = activeFilterCount(filters);
  // An admin's list opens with the pending invites before the members: it waits for both, so
  // the invites never push the cards down once they are on screen.
  const isListPending = members.isPending || (isAdmin && invites.isPending);

  // Only members on screen can be selected: a filter change leaves the others out.
  const selectedIds = items.filter((member) => selected.has(member.id)).map((member) => member.id);
  const allSelected = items.length > 0 && selectedIds.length === items.length;
  const selectAllState = allSelected ? true : selectedIds.length > 0 ? "indeterminate" : false;

  const admin: AdminActions | null = isAdmin
    ? {
        onManageAccess: (member) => setAccessFor({ id: member.id, full_name: member.full_name }),
        onDelete: (member) => setDeleteFor({ id: member.id, full_name: member.full_name }),
        onCopyInvite: (invite) => void copyInviteLink(invite),
        onCancelInvite: setCancelFor,
        isSelected: (id) => selected.has(id),
        onSelectedChange: (id, isOn) =>
          setSelected((current) => {
            const next = new Set(current);
            if (isOn) next.add(id);
            else next.delete(id);
            return next;
          }),
      }
    : null;

  return (
    <div className="grid gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{dm.title}</h1>
          {/* Always there, one line tall, so the form below never moves when the count arrives. */}
          <p className="min-h-5 text-sm text-muted-foreground" aria-live="polite">
            {firstPage ? (
              <>
                {dm.counter(
                  (firstPage.matched ?? 0) + shownInvites.length,
                  (firstPage.total ?? 0) + (isAdmin ? (invites.data?.length ?? 0) : 0),
                )}
                {filterCount > 0 ? ` ${dm.activeFilters(filterCount)}` : null}
              </>
            ) : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          <ViewToggle value={view} onChange={setView} />
        </div>
      </header>

      {aboveFilters}

      <MembersFilters filters={filters} isAdmin={isAdmin} onChange={setFilters} onClear={clearFilters} />

      {admin && items.length > 0 ? (
        <div className="flex items-center gap-2 px-1">
          <Checkbox
            id="members-select-all"
            aria-label={m.selectAll}
            checked={selectAllState}
            onCheckedChange={() =>
              setSelected(allSelected ? new Set() : new Set(items.map((member) => member.id)))
            }
          />
          <label
            htmlFor="members-select-all"
            className="text-sm text-muted-foreground select-none"
            aria-hidden="true"
          >
            {m.selectAll}
          </label>
        </div>
      ) : admin && isListPending ? (
        // The room of 'Selecionar todos' while the first page loads.
        <div aria-hidden="true" className="h-5" />
      ) : null}

      {isListPending ? (
        <MembersSkeleton isAdmin={isAdmin} />
      ) : members.isError && !members.data ? (
        <EmptyState
          icon={<TriangleAlert aria-hidden="true" />}
          title={dm.loadErrorTitle}
          text={dm.loadErrorText}
          action={
            <Button variant="outline" onClick={() => void members.refetch()}>
              {m.retry}
            </Button>
          }
        />
      ) : items.length === 0 && shownInvites.length === 0 ? (
        <EmptyState
          icon={<Users aria-hidden="true" />}
          title={dm.emptyTitle}
          text={filterCount > 0 ? dm.emptyFiltered : dm.emptyCommunity}
        />
      ) : (
        <div className="grid gap-4">
          {view === "table" ? (
            <MembersTable members={items} invites={shownInvites} admin={admin} />
          ) : (
            <ul aria-label={m.listLabel} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {admin
                ? shownInvites.map((invite) => (
                    <li key={`invite-${invite.id}`}>
                      <InviteMemberCard invite={invite} admin={admin} />
                    </li>
                  ))
                : null}
              {items.map((member) => (
                <li key={member.id}>
                  <MemberCard member={member} admin={admin} />
                </li>
              ))}
            </ul>
          )}
          {members.data ? (
            <LoadMore
              labels={LOAD_MORE_LABELS}
              hasNextPage={members.hasNextPage}
              isFetchingNextPage={members.isFetchingNextPage}
              isFetchNextPageError={members.isFetchNextPageError}
              pageCount={members.data.pages.length}
              fetchNextPage={members.fetchNextPage}
            />
          ) : null}
        </div>
      )}

      {admin ? (
        <>
          <SelectionBar
            count={selectedIds.length}
            onDelete={() => setBulkIds(selectedIds)}
            onClear={() => setSelected(new Set())}
          />
          <AccessDialog member={accessFor} onClose={() => setAccessFor(null)} />
          <DeleteMemberDialog
            member={deleteFor}
            onClose={() => setDeleteFor(null)}
            onDeleted={(member) =>
              setSelected((current) => {
                const next = new Set(current);
                next.delete(member.id);
                return next;
              })
            }
          />
          <CancelInviteDialog invite={cancelFor} onClose={() => setCancelFor(null)} />
          <BulkDeleteDialog
            ids={bulkIds}
            onClose={() => setBulkIds(null)}
            onDone={() => setSelected(new Set())}
          />
        </>
      ) : null}
    </div>
  );
}

function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  const options = [
    { mode: "cards" as const, label: m.viewCards, icon: <LayoutGrid aria-hidden="true" /> },
    { mode: "table" as const, label: m.viewTable, icon: <Rows3 aria-hidden="true" /> },
  ];
  return (
    <div
      role="group"
      aria-label={m.viewModeLabel}
      className="inline-flex rounded-lg border border-border p-0.5"
    >
      {options.map((option) => (
        <Button
          key={option.mode}
          variant="ghost"
          size="sm"
          aria-pressed={value === option.mode}
          onClick={() => onChange(option.mode)}
          className={cn(value === option.mode && "bg-muted text-foreground")}
        >
          {option.icon}
          {option.label}
        </Button>
      ))}
    </div>
  );
}
