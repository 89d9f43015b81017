import { directoryMessages as dm } from "@guilda/shared/messages/directory";
import { webMembersMessages as m } from "@guilda/shared/messages/web-members";
import type { InviteCard, MemberCard } from "@guilda/shared/schemas/directory";
import { Copy, KeyRound, Trash2, X } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { formatDate, formatNumber } from "../lib/format";
import type { AdminActions } from "./admin-actions";
import { Checkbox } from "./checkbox";
import { accessSummary, invitePersonName } from "./member-card";
import { RoleBadges } from "@/components/ui/role-badges";

type MembersTableProps = { members: MemberCard[]; invites: InviteCard[]; admin: AdminActions | null };

const th =
  "px-3 py-2.5 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase";
const td = "px-3 py-2.5 align-middle";

/** The same members as the cards, in a table that scrolls sideways on phones. */
export function MembersTable({ members, invites, admin }: MembersTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-card">
      <table className="w-full min-w-[44rem] border-collapse text-sm">
        <caption className="sr-only">{m.tableCaption}</caption>
        <thead className="border-b border-border bg-muted/40">
          <tr>
            {admin ? (
              <th scope="col" className={th}>
                <span className="sr-only">{m.columnSelect}</span>
              </th>
            ) : null}
            <th scope="col" className={th}>
              {m.columnMember}
            </th>
            <th scope="col" className={th}>
              {m.columnUsername}
            </th>
            <th scope="col" className={th}>
              {m.columnLevel}
            </th>
            <th scope="col" className={th}>
              {m.columnPoints}
            </th>
            <th scope="col" className={th}>
              {m.columnRoles}
            </th>
            <th scope="col" className={th}>
              {m.columnJoined}
            </th>
            {admin ? (
              <>
                <th scope="col" className={th}>
                  {m.columnAccess}
                </th>
                <th scope="col" className={th}>
                  {m.columnActions}
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {admin
            ? invites.map((invite) => <InviteRow key={invite.id} invite={invite} admin={admin} />)
            : null}
          {members.map((member) => (
            <tr key={member.id}>
              {admin ? (
                <td className={td}>
                  <Checkbox
                    aria-label={m.selectMember(member.full_name)}
                    checked={admin.isSelected(member.id)}
                    onCheckedChange={(checked) => admin.onSelectedChange(member.id, checked === true)}
                  />
                </td>
              ) : null}
              <th scope="row" className={`${td} text-left font-medium`}>
                <div className="flex items-center gap-2">
                  <Avatar name={member.full_name} src={member.avatar_url} size="sm" />
                  <Link to={paths.member(member.id)} className="hover:underline">
                    {member.full_name}
                  </Link>
                </div>
              </th>
              <td className={`${td} text-muted-foreground`}>@{member.username}</td>
              <td className={`${td} whitespace-nowrap`}>{member.level}</td>
              <td className={`${td} whitespace-nowrap`}>
                {formatNumber(member.points)} {dm.points}
              </td>
              <td className={td}>
                <RoleBadges member={member} className="flex-nowrap" />
              </td>
              <td className={`${td} whitespace-nowrap`}>{formatDate(member.created_at)}</td>
              {admin ? (
                <>
                  <td className={`${td} whitespace-nowrap`}>
                    {member.access ? accessSummary(member.access) : dm.noAccess}
                  </td>
                  <td className={td}>
                    <div className="flex items-center gap-1">
                      <Button variant="outline" size="sm" onClick={() => admin.onManageAccess(member)}>
                        <KeyRound aria-hidden="true" />
                        {m.manageAccess}
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon-sm"
                        className="text-destructive-text hover:text-destructive-text"
                        aria-label={m.deleteMember(member.full_name)}
                        title={m.deleteMember(member.full_name)}
                        onClick={() => admin.onDelete(member)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </td>
                </>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function InviteRow({ invite, admin }: { invite: InviteCard; admin: AdminActions }) {
  return (
    <tr className="bg-muted/20">
      <td className={td} />
      <th scope="row" className={`${td} text-left font-medium`}>
        <div className="flex items-center gap-2">
          <Avatar name={invitePersonName(invite)} src={null} size="sm" />
          <span>{invite.full_name}</span>
          <Badge variant="outline">{m.inviteBadge}</Badge>
        </div>
      </th>
      <td className={`${td} text-muted-foreground`}>@{invite.username}</td>
      <td className={`${td} whitespace-nowrap`}>{invite.level}</td>
      <td className={`${td} whitespace-nowrap`}>
        {formatNumber(invite.points)} {dm.points}
      </td>
      <td className={td}>
        <RoleBadges member={invite} className="flex-nowrap" />
      </td>
      <td className={`${td} whitespace-nowrap`}>{formatDate(invite.created_at)}</td>
      <td className={`${td} whitespace-nowrap`}>{dm.noAccess}</td>
      <td className={td}>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="sm"
            aria-label={m.copyLinkOf(invitePersonName(invite))}
            onClick={() => admin.onCopyInvite(invite)}
          >
            <Copy aria-hidden="true" />
            {m.copyLink}
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            className="text-destructive-text hover:text-destructive-text"
            aria-label={m.cancelInviteOf(invitePersonName(invite))}
            title={m.cancelInviteOf(invitePersonName(invite))}
            onClick={() => admin.onCancelInvite(invite)}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      </td>
    </tr>
  );
}
