import { webMembersMessages as m } from "@guilda/shared/messages/web-members";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

type Roles = { is_admin: boolean; is_moderator: boolean; is_student: boolean };

/** Admin, Moderador, Aluno (a member may hold several); nothing for a plain member. */
export function RoleBadges({ member, className }: { member: Roles; className?: string }) {
  if (!member.is_admin && !member.is_moderator && !member.is_student) return null;
  return (
    <div className={cn("flex flex-wrap gap-1.5", className)}>
      {member.is_admin ? <Badge>{m.roleAdmin}</Badge> : null}
      {member.is_moderator ? <Badge variant="secondary">{m.roleModerator}</Badge> : null}
      {member.is_student ? <Badge variant="outline">{m.roleStudent}</Badge> : null}
    </div>
  );
}
