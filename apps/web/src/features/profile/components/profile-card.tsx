import type { Profile } from "@guilda/shared/schemas/profile";
import { webProfileMessages as m } from "@guilda/shared/messages/web-profile";
import { format } from "date-fns";
import { ptBR } from "date-fns/locale/pt-BR";
import { CalendarDays, Pencil, Sparkles, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/lib/paths";
import { RoleBadges } from "@/components/ui/role-badges";

const numberFormat = new Intl.NumberFormat("pt-BR");

function ProfileStat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex items-center gap-3 rounded-lg bg-muted px-4 py-3">
      <span aria-hidden="true" className="text-primary-text [&_svg]:size-5">
        {icon}
      </span>
      <div className="grid min-w-0">
        <dt className="text-xs text-muted-foreground">{label}</dt>
        <dd className="truncate font-semibold">{value}</dd>
      </div>
    </div>
  );
}

export function ProfileCard({ profile }: { profile: Profile }) {
  return (
    <Card className="overflow-hidden">
      <div
        aria-hidden="true"
        className="h-24 bg-gradient-to-r from-primary/70 via-primary/40 to-primary/10 sm:h-28"
      />
      <div className="flex flex-col items-center gap-4 px-5 pb-6 text-center sm:flex-row sm:items-end sm:px-8 sm:text-left">
        <Avatar
          name={profile.full_name}
          src={profile.avatar_url}
          size="lg"
          className="-mt-10 ring-4 ring-card sm:-mt-12 sm:size-24"
        />
        <div className="min-w-0 flex-1 sm:pb-1">
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
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <ProfileStat icon={<Sparkles />} label={m.level} value={profile.level} />
          <ProfileStat
            icon={<Trophy />}
            label={m.pointsLabel}
            value={`${numberFormat.format(profile.points)} ${m.points}`}
          />
          <ProfileStat
            icon={<CalendarDays />}
            label={m.memberSince}
            value={format(new Date(profile.created_at), "PP", { locale: ptBR })}
          />
        </dl>
      </div>
    </Card>
  );
}
