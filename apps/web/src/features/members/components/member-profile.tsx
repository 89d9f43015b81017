import { directoryMessages as dm } from "@guilda/shared/messages/directory";
import { moderationMessages } from "@guilda/shared/messages/moderation";
import { webMembersMessages as m } from "@guilda/shared/messages/web-members";
import {
  ArrowLeft,
  CalendarDays,
  KeyRound,
  Sparkles,
  Trash2,
  Trophy,
  TriangleAlert,
  UserX,
} from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { ReportButton } from "@/components/moderation/report-button";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import { useSession } from "@/hooks/use-session";
import { isApiError } from "@/lib/api";
import { paths } from "@/lib/paths";
import { useMember } from "../api/get-member";
import { formatDate, formatNumber } from "../lib/format";
import { AccessDialog } from "./access-dialog";
import type { MemberRef } from "./admin-actions";
import { DeleteMemberDialog } from "./delete-member-dialog";
import { FollowButton } from "./follow-button";
import { accessSummary } from "./member-card";
import { MemberPosts } from "./member-posts";
import { MemberPurchases } from "./member-purchases";
import { ProfileLinks } from "@/components/ui/profile-links";
import { RoleBadges } from "@/components/ui/role-badges";

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    // dt and dd sit right inside the group (a <dl> allows nothing deeper); the icon rides in the dt.
    <div className="relative grid min-w-0 rounded-lg bg-muted py-3 pr-4 pl-12">
      <dt className="text-xs text-muted-foreground">
        <span
          aria-hidden="true"
          className="absolute top-1/2 left-4 -translate-y-1/2 text-primary-text [&_svg]:size-5"
        >
          {icon}
        </span>
        {label}
      </dt>
      {/* Whole, never cut: a long date or level name wraps onto a second line. */}
      <dd className="font-semibold text-balance break-words">{value}</dd>
    </div>
  );
}

/** /membro/{id}: who the member is, follow, their recent posts, and admin tools. */
export function MemberProfile({ memberId }: { memberId: string }) {
  const { profile, isAdmin } = useSession();
  const member = useMember(memberId);
  const navigate = useNavigate();
  const [accessFor, setAccessFor] = useState<MemberRef | null>(null);
  const [deleteFor, setDeleteFor] = useState<MemberRef | null>(null);

  if (member.isPending) return <PageLoader />;
  if (member.isError) {
    const isMissing = isApiError(member.error) && member.error.status === 404;
    return (
      <EmptyState
        icon={isMissing ? <UserX aria-hidden="true" /> : <TriangleAlert aria-hidden="true" />}
        title={isMissing ? dm.memberNotFound : m.memberLoadError}
        text={isMissing ? m.memberNotFoundText : undefined}
        action={
          isMissing ? (
            <Button asChild variant="outline">
              <Link to={paths.members}>{m.backToMembers}</Link>
            </Button>
          ) : (
            <Button variant="outline" onClick={() => void member.refetch()}>
              {m.retry}
            </Button>
          )
        }
      />
    );
  }

  const data = member.data;
  const isSelf = profile?.id === data.id;
  return (
    <div className="grid gap-6">
      <Card className="overflow-hidden">
        <div
          aria-hidden="true"
          className="h-24 bg-gradient-to-r from-primary/70 via-primary/40 to-primary/10"
        />
        <div className="flex flex-col items-center gap-4 px-5 pb-6 text-center sm:flex-row sm:items-end sm:px-8 sm:text-left">
          <Avatar name={data.full_name} src={data.avatar_url} size="lg" className="-mt-10 ring-4 ring-card" />
          <div className="min-w-0 flex-1 sm:pb-1">
            <h1 className="text-2xl font-bold tracking-tight break-words">{data.full_name}</h1>
            <p className="text-sm text-muted-foreground">@{data.username}</p>
          </div>
          {isSelf ? null : (
            <div className="flex flex-wrap items-center justify-center gap-2 sm:mb-1">
              <FollowButton memberId={data.id} memberName={data.full_name} isFollowing={data.is_following} />
              <ReportButton
                kind="profile"
                itemId={data.id}
                authorId={data.id}
                text={moderationMessages.reportProfileTitle}
                look="full"
                className="text-muted-foreground"
              />
            </div>
          )}
        </div>
        <div className="grid gap-4 border-t border-border px-5 py-5 sm:px-8">
          <RoleBadges member={data} className="justify-center sm:justify-start" />
          {data.bio ? (
            <p className="text-sm leading-relaxed break-words whitespace-pre-line">{data.bio}</p>
          ) : null}
          <ProfileLinks links={data.links} className="justify-center sm:justify-start" />
          <dl className="grid gap-3 text-sm sm:grid-cols-3">
            <Stat icon={<Sparkles />} label={m.levelPrefix} value={data.level} />
            <Stat
              icon={<Trophy />}
              label={m.pointsLabel}
              value={`${formatNumber(data.points)} ${dm.points}`}
            />
            <Stat icon={<CalendarDays />} label={dm.memberSince} value={formatDate(data.created_at)} />
          </dl>
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div className="flex gap-1.5">
              <dt className="order-2 text-muted-foreground">{m.followers}</dt>
              <dd className="font-semibold">{formatNumber(data.followers)}</dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="order-2 text-muted-foreground">{m.following}</dt>
              <dd className="font-semibold">{formatNumber(data.following)}</dd>
            </div>
            {isAdmin && data.access ? (
              <div className="flex gap-1.5">
                <dt className="text-muted-foreground">{m.accessPrefix}</dt>
                <dd>{accessSummary(data.access)}</dd>
              </div>
            ) : null}
          </dl>
          {isAdmin ? (
            <div className="flex flex-wrap gap-2 border-t border-border pt-4">
              <Button
                variant="outline"
                onClick={() => setAccessFor({ id: data.id, full_name: data.full_name })}
              >
                <KeyRound aria-hidden="true" />
                {m.manageAccess}
              </Button>
              {isSelf ? null : (
                <Button
                  variant="outline"
                  className="text-destructive-text hover:text-destructive-text"
                  aria-label={m.deleteMember(data.full_name)}
                  onClick={() => setDeleteFor({ id: data.id, full_name: data.full_name })}
                >
                  <Trash2 aria-hidden="true" />
                  {m.confirmDelete}
                </Button>
              )}
            </div>
          ) : null}
        </div>
      </Card>

      {isAdmin ? <MemberPurchases memberId={data.id} /> : null}

      <MemberPosts memberId={data.id} />

      <Button asChild variant="link" className="justify-self-start">
        <Link to={paths.members}>
          <ArrowLeft aria-hidden="true" />
          {m.backToMembers}
        </Link>
      </Button>

      {isAdmin ? (
        <>
          <AccessDialog member={accessFor} onClose={() => setAccessFor(null)} />
          <DeleteMemberDialog
            member={deleteFor}
            onClose={() => setDeleteFor(null)}
            onDeleted={() => navigate(paths.members, { replace: true })}
          />
        </>
      ) : null}
    </div>
  );
}
