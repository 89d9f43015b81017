import { webModerationMessages as m } from "@guilda/shared/messages/web-moderation";
import type { ModeratedMember } from "@guilda/shared/schemas/moderation";
import { Badge } from "@/components/ui/badge";
import { silenceEnd } from "@/components/moderation/format-until";

/** A silence still running (its end is in the future; until lifted is the far-off date). */
export function isSilenced(member: Pick<ModeratedMember, "silenced_until">): boolean {
  return !!member.silenced_until && new Date(member.silenced_until).getTime() > Date.now();
}

/** Admin / Moderador, and the measures in force: Silenciado (until when), Suspenso, Banido. */
export function MemberStateBadges({ member }: { member: ModeratedMember }) {
  const silenced = isSilenced(member);
  const end = silenced ? silenceEnd(member.silenced_until) : null;
  return (
    <>
      {member.is_admin ? <Badge>{m.staffBadge.admin}</Badge> : null}
      {member.is_moderator ? <Badge variant="secondary">{m.staffBadge.moderator}</Badge> : null}
      {silenced ? (
        <>
          <Badge
            variant="outline"
            className="border-amber-500/60 bg-amber-500/10"
            title={end ? m.silencedUntil(end) : m.silencedForever}
          >
            {m.silencedBadge}
          </Badge>
          <span className="text-xs text-muted-foreground">
            {end ? m.historyUntil(end) : m.historyUntilLifted}
          </span>
        </>
      ) : null}
      {member.suspended ? <Badge variant="destructive">{m.suspendedBadge}</Badge> : null}
      {member.banned ? <Badge variant="destructive">{m.bannedBadge}</Badge> : null}
    </>
  );
}
