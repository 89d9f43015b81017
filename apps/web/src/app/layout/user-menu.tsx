import { shellMessages as m } from "@guilda/shared/messages/shell";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import type { Profile } from "@guilda/shared/schemas/profile";
import { BookOpen, LayoutDashboard, LogOut, Pencil, UserRound } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useSignOut } from "@/features/auth/hooks/use-sign-out";
import { paths } from "@/lib/paths";

const numberFormat = new Intl.NumberFormat("pt-BR");

export function UserMenu({ profile }: { profile: Profile }) {
  const { signOut, isPending } = useSignOut();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={webShellMessages.userMenu}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <Avatar name={profile.full_name} src={profile.avatar_url} size="sm" initialsAsImage />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="w-64">
        <DropdownMenuLabel className="flex items-center gap-3 py-2">
          <Avatar name={profile.full_name} src={profile.avatar_url} />
          <span className="grid min-w-0">
            <span className="truncate text-sm font-semibold text-foreground">{profile.full_name}</span>
            <span className="truncate text-xs">@{profile.username}</span>
            <span className="truncate text-xs">
              {profile.level} · {numberFormat.format(profile.points)} {m.pointsShort}
            </span>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={paths.profile}>
            <UserRound aria-hidden="true" />
            {m.viewProfile}
          </Link>
        </DropdownMenuItem>
        {profile.is_admin ? (
          <DropdownMenuItem asChild>
            <Link to={paths.admin}>
              <LayoutDashboard aria-hidden="true" />
              {m.adminDashboard}
            </Link>
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem asChild>
            <Link to={paths.dashboard}>
              <BookOpen aria-hidden="true" />
              {m.myCourses}
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem asChild>
          <Link to={paths.profileEdit}>
            <Pencil aria-hidden="true" />
            {m.editProfile}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={isPending} onSelect={signOut}>
          <LogOut aria-hidden="true" />
          {m.signOut}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
