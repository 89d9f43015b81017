import { directoryMessages as dm } from "@guilda/shared/messages/directory";
import { webMembersMessages as m } from "@guilda/shared/messages/web-members";
import type { InviteCard, MemberCard as MemberCardData } from "@guilda/shared/schemas/directory";
import { Copy, KeyRound, Trash2, X } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { formatDate, formatNumber } from "../lib/format";
import type { AdminActions } from "./admin-actions";
import { Checkbox } from "./checkbox";
import { RoleBadges } from "@/components/ui/role-badges";

/** 'Sem acessos' or 'N curso(s), N categoria(s)' (spec §2.4, admins only). */
export function accessSummary(access: { courses: number; categories: number }): string {
  return access.courses === 0 && access.categories === 0
    ? dm.noAccess
    : dm.accessSummary(access.courses, access.categories);
}

/**
 * The invited person's own name, without the ' (Convite)' the spec's name carries: for their
 * initials and for the buttons' accessible names. The card and the table show the spec's name
 * ('João Conceição (Convite)') with the 'Convite pendente' badge beside it.
 */
export function invitePersonName(invite: InviteCard): string {
  return invite.full_name.endsWith(dm.inviteSuffix)
    ? invite.full_name.slice(0, -dm.inviteSuffix.length)
    : invite.full_name;
}

function MemberFacts({ member }: { member: MemberCardData | InviteCard }) {
  return (
    // Two lists: a <dl> may hold only dt/dd groups, not a row of groups.
    <div className="grid gap-1 text-sm">
      <dl className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <div className="flex gap-1">
          <dt className="text-muted-foreground">{m.levelPrefix}</dt>
          <dd className="font-medium">{member.level}</dd>
        </div>
        <div className="flex gap-1">
          <dt className="sr-only">{m.pointsLabel}</dt>
          <dd className="font-medium">
            {formatNumber(member.points)} {dm.points}
          </dd>
        </div>
      </dl>
      <dl className="grid gap-1">
        {/* The label above the date, the date on one line: every card has the same two lines, whatever
            the month's length or the card's width. */}
        <div className="grid">
          <dt className="text-muted-foreground">{member.is_invite ? m.invitedOn : dm.memberSince}</dt>
          <dd className="whitespace-nowrap">{formatDate(member.created_at)}</dd>
        </div>
        {!member.is_invite && member.access ? (
          <div className="flex flex-wrap gap-1">
            <dt className="text-muted-foreground">{m.accessPrefix}</dt>
            <dd>{accessSummary(member.access)}</dd>
          </div>
        ) : null}
      </dl>
    </div>
  );
}

type MemberCardProps = { member: MemberCardData; admin: AdminActions | null };

/** One member of the directory: who they are, their level, and for admins access and actions. */
export function MemberCard({ member, admin }: MemberCardProps) {
  const nameId = `member-${member.id}-name`;
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-card"
    >
      <div className="flex items-start gap-3">
        {admin ? (
          <Checkbox
            className="mt-2.5"
            aria-label={m.selectMember(member.full_name)}
            checked={admin.isSelected(member.id)}
            onCheckedChange={(checked) => admin.onSelectedChange(member.id, checked === true)}
          />
        ) : null}
        <Avatar name={member.full_name} src={member.avatar_url} size="md" />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h2 id={nameId} className="font-semibold break-words">
            <Link to={paths.member(member.id)} className="hover:underline">
              {member.full_name}
            </Link>
          </h2>
          <p className="truncate text-sm text-muted-foreground">@{member.username}</p>
        </div>
      </div>
      <RoleBadges member={member} />
      <MemberFacts member={member} />
      {admin ? (
        <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-border pt-3">
          <Button variant="outline" size="sm" onClick={() => admin.onManageAccess(member)}>
            <KeyRound aria-hidden="true" />
            {m.manageAccess}
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            className="ml-auto text-destructive-text hover:text-destructive-text"
            aria-label={m.deleteMember(member.full_name)}
            title={m.deleteMember(member.full_name)}
            onClick={() => admin.onDelete(member)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ) : null}
    </article>
  );
}

type InviteCardProps = { invite: InviteCard; admin: AdminActions };

/** A pending invite shown as a member (spec §3): no page, no selection, copy or cancel only. */
export function InviteMemberCard({ invite, admin }: InviteCardProps) {
  const nameId = `invite-${invite.id}-name`;
  const name = invitePersonName(invite);
  return (
    <article
      aria-labelledby={nameId}
      className="flex h-full flex-col gap-4 rounded-lg border border-dashed border-border bg-card/60 p-4 text-card-foreground"
    >
      <div className="flex items-start gap-3">
        <Avatar name={name} src={null} size="md" />
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h2 id={nameId} className="font-semibold break-words">
            {invite.full_name}
          </h2>
          <p className="truncate text-sm text-muted-foreground">@{invite.username}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-1.5">
        <Badge variant="outline" className="border-dashed">
          {m.inviteBadge}
        </Badge>
        <RoleBadges member={invite} className="contents" />
      </div>
      <MemberFacts member={invite} />
      <div className="mt-auto flex flex-wrap items-center gap-2 border-t border-border pt-3">
        <Button
          variant="outline"
          size="sm"
          aria-label={m.copyLinkOf(name)}
          onClick={() => admin.onCopyInvite(invite)}
        >
          <Copy aria-hidden="true" />
          {m.copyLink}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive-text hover:text-destructive-text"
          aria-label={m.cancelInviteOf(name)}
          onClick={() => admin.onCancelInvite(invite)}
        >
          <X aria-hidden="true" />
          {m.cancelInvite}
        </Button>
      </div>
    </article>
  );
}
