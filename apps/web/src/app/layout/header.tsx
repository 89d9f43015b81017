import { shellMessages as m } from "@guilda/shared/messages/shell";
import { PanelLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { LevelChip } from "@/features/gamification/components/level-chip";
import { usePointsRealtime } from "@/features/gamification/hooks/use-points-realtime";
import { NotificationsMenu } from "@/features/notifications/components/notifications-menu";
import { HeaderSearch } from "@/features/search/components/header-search";
import { useKonami } from "@/hooks/use-konami";
import { useSession } from "@/hooks/use-session";
import { useSettings } from "@/hooks/use-settings";
import { wasSignedIn } from "@/lib/session";
import { paths } from "@/lib/paths";
import { Brand } from "./brand";
import { HelpMenu } from "./help-menu";
import { useSidebar } from "./sidebar/use-sidebar";
import { ThemePicker } from "./theme-picker";
import { TopNavLinks } from "./top-nav";
import { UserMenu } from "./user-menu";

export function Header() {
  const { profile, isPending, isAwaitingApproval } = useSession();
  const { toggle } = useSidebar();
  // 'Cadastro' invite-only: there is no sign-up page to offer.
  const canSignUp = useSettings().settings.join_policy !== "invite_only";
  // While the session loads, a returning member's button is already there: the name beside it
  // does not jump when the session arrives.
  const hasToggle = !!profile || (isPending && wasSignedIn());
  usePointsRealtime();
  useKonami();

  return (
    <header className="sticky top-0 z-40 h-14 border-b border-border bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      {/* Phones: tight gaps leave the community's name room for whole words. */}
      <div className="flex h-full items-center gap-1 px-1.5 sm:gap-3 sm:px-4">
        {hasToggle ? (
          <Button variant="ghost" size="icon" onClick={toggle} aria-label={m.toggleSidebar}>
            <PanelLeft className="size-5" aria-hidden="true" />
          </Button>
        ) : null}
        <Brand />
        {profile ? <TopNavLinks variant="header" /> : null}
        {/* From xl the search box gives way first (down to its minimum): the community's name stays whole. */}
        <div className="ml-auto flex items-center sm:gap-1.5 xl:min-w-0">
          {profile ? (
            <>
              <HeaderSearch />
              <LevelChip profile={profile} className="mr-1 hidden lg:inline-flex" />
              <HelpMenu />
              {/* Below 768 px the phone bar's 'Notificações' carries the count: one badge on screen. */}
              <NotificationsMenu triggerClassName="hidden md:inline-flex" />
              <ThemePicker />
              <div className="ml-0.5 sm:ml-1">
                <UserMenu profile={profile} />
              </div>
            </>
          ) : (
            <>
              <ThemePicker />
              {/* Waiting for approval: signed in, not a member; the waiting page has 'Sair'. */}
              {isPending || isAwaitingApproval ? null : (
                <>
                  <Button asChild variant="ghost" size="sm">
                    <Link to={paths.login}>{m.signIn}</Link>
                  </Button>
                  {canSignUp ? (
                    <Button asChild size="sm">
                      <Link to={paths.signUp}>{m.signUp}</Link>
                    </Button>
                  ) : null}
                </>
              )}
            </>
          )}
        </div>
      </div>
    </header>
  );
}
