import type { Profile } from "@guilda/shared/schemas/profile";
import { webProfileMessages as m } from "@guilda/shared/messages/web-profile";
import { Badge } from "@/components/ui/badge";

export function RoleBadges({
  profile,
}: {
  profile: Pick<Profile, "is_admin" | "is_moderator" | "is_student">;
}) {
  return (
    <div className="flex flex-wrap justify-center gap-1.5 sm:justify-start">
      {profile.is_admin ? <Badge>{m.roleAdmin}</Badge> : null}
      {profile.is_moderator ? <Badge variant="secondary">{m.roleModerator}</Badge> : null}
      {profile.is_student ? <Badge variant="outline">{m.roleStudent}</Badge> : null}
    </div>
  );
}
