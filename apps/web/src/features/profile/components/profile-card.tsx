import type { Profile } from "@guilda/shared/schemas/profile";
import { webProfileMessages as m } from "@guilda/shared/messages/web-profile";
import { CalendarDays, Pencil } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ProfileLinks } from "@/components/ui/profile-links";
import { RoleBadges } from "@/components/ui/role-badges";
import { paths } from "@/lib/paths";

const longDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long" });

/** /perfil: photo, name, @username, roles, bio, links and since when. */
export function ProfileCard({ profile }: { profile: Profile }) {
  return (
    <Card className="overflow-hidden">
      <div
        aria-hidden="true"
        className="h-24 bg-gradient-to-r from-primary/70 via-primary/40 to-primary/10 sm:h-28"
      />
      <div className="flex flex-col items-center gap-4 px-5 pb-5 text-center sm:flex-row sm:items-end sm:px-8 sm:text-left">
        <Avatar
          name={profile.full_name}
          src={profile.avatar_url}
          size="lg"
          className="-mt-10 ring-4 ring-card sm:-mt-12 sm:size-24"
        />
        <div className="grid min-w-0 flex-1 gap-1 sm:pb-1">
          <h2 className="text-xl font-semibold break-words">{profile.full_name}</h2>
          <p className="text-sm text-muted-foreground">@{profile.username}</p>
        </div>
        <Button asChild variant="outline" className="sm:mb-1">
          <Link to={paths.profileEdit}>
            <Pencil aria-hidden="true" />
            {m.editTitle}
          </Link>
        </Button>
      </div>
      <div className="grid gap-4 border-t border-border px-5 py-5 sm:px-8">
        <RoleBadges member={profile} className="justify-center sm:justify-start" />
        <section aria-labelledby="profile-about-title" className="grid gap-2">
          <h3 id="profile-about-title" className="text-sm font-semibold">
            {m.aboutTitle}
          </h3>
          {profile.bio ? (
            <p className="text-sm leading-relaxed break-words whitespace-pre-line">{profile.bio}</p>
          ) : (
            <p className="text-sm text-muted-foreground">
              {m.noBio}{" "}
              <Link
                to={paths.profileEdit}
                className="font-medium text-primary-text underline-offset-2 hover:underline"
              >
                {m.addBio}
              </Link>
            </p>
          )}
        </section>
        <ProfileLinks links={profile.links} />
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarDays aria-hidden="true" className="size-4" />
          {m.memberSince} {longDate.format(new Date(profile.created_at))}
        </p>
      </div>
    </Card>
  );
}
