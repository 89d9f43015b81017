import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { Bell, GraduationCap, House, UserRound, type LucideIcon } from "lucide-react";
import { useEffect } from "react";
import { NavLink } from "react-router";
import { useUnreadCount } from "@/features/notifications/api/get-unread-count";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { useHideOnScroll } from "./use-hide-on-scroll";

const m = webShellMessages.bottomNav;

type Item = { to: string; label: string; icon: LucideIcon; end: boolean; count?: number };

function BottomNavLink({ to, label, icon: Icon, end, count = 0 }: Item) {
  return (
    <NavLink
      to={to}
      end={end}
      // 'Notificações, 3 não lidas': the visible word first, then the exact count.
      aria-label={count > 0 ? `${label}${m.unread(count)}` : undefined}
      className={({ isActive }) =>
        cn(
          "relative flex h-full flex-col items-center justify-center gap-0.5 text-[0.6875rem] leading-tight font-medium transition-colors",
          "focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
          isActive
            ? "text-primary-text before:absolute before:inset-x-6 before:top-0 before:h-0.5 before:rounded-full before:bg-primary"
            : "text-muted-foreground hover:text-foreground",
        )
      }
    >
      <span className="relative">
        <Icon className="size-5" aria-hidden="true" />
        {count > 0 ? (
          // Drawn with CSS, as on the header's bell: the link's name says the exact count.
          <span
            aria-hidden="true"
            data-count={count > 9 ? "9+" : String(count)}
            className="absolute -top-1.5 left-3 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-bold text-destructive-foreground ring-2 ring-background before:content-[attr(data-count)]"
          />
        ) : null}
      </span>
      <span>{label}</span>
    </NavLink>
  );
}

/**
 * Phones (below 768 px), members only: Início, Cursos, Notificações with the live unread count
 * (the header's query, kept live by its websocket hook) and Perfil. It slides away while the
 * member scrolls down and comes back on the way up; the shell leaves room for it below the footer.
 * `data-bottom-nav` on <html> tells fixed and sticky pieces (toasts, the chat's composer) how much
 * room it takes right now (`--bottom-nav-offset`).
 */
export function BottomNav() {
  const isHidden = useHideOnScroll();
  const unread = useUnreadCount().data ?? 0;

  useEffect(() => {
    const root = document.documentElement;
    root.dataset.bottomNav = isHidden ? "hidden" : "shown";
    return () => {
      delete root.dataset.bottomNav;
    };
  }, [isHidden]);

  const items: Item[] = [
    { to: paths.home, label: m.home, icon: House, end: true },
    { to: paths.courses, label: m.courses, icon: GraduationCap, end: false },
    { to: paths.notifications, label: m.notifications, icon: Bell, end: true, count: unread },
    { to: paths.profile, label: m.profile, icon: UserRound, end: false },
  ];

  return (
    <nav
      aria-label={m.label}
      data-state={isHidden ? "hidden" : "shown"}
      className={cn(
        "fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur supports-[backdrop-filter]:bg-background/85 md:hidden",
        "transition-transform duration-200 ease-out motion-reduce:transition-none",
        // A keyboard reaching a link while it is away brings it back.
        isHidden && "translate-y-full focus-within:translate-y-0",
      )}
    >
      <ul className="mx-auto grid h-14 max-w-md grid-cols-4">
        {items.map((item) => (
          <li key={item.to}>
            <BottomNavLink {...item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
