import { shellMessages as m } from "@guilda/shared/messages/shell";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { GraduationCap, House, Users } from "lucide-react";
import { NavLink } from "react-router";
import { SidebarLink } from "@/components/layout/sidebar-link";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";

const LINKS = [
  { to: paths.home, label: m.navHome, icon: House, end: true },
  { to: paths.courses, label: m.navCourses, icon: GraduationCap, end: false },
  { to: paths.members, label: m.navMembers, icon: Users, end: false },
] as const;

/** Header links; on phones the same links open from the sidebar sheet instead. */
export function TopNavLinks({ variant }: { variant: "header" | "sidebar" }) {
  if (variant === "sidebar") {
    return (
      <section
        aria-label={webShellMessages.mainNavigation}
        className="mb-5 border-b border-sidebar-border pb-4"
      >
        <ul className="flex min-w-0 flex-col gap-0.5">
          {LINKS.map(({ to, label, icon: Icon, end }) => (
            <li key={to}>
              <SidebarLink to={to} end={end} label={label} icon={<Icon />} />
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <nav aria-label={webShellMessages.mainNavigation} className="hidden items-center gap-1 md:flex">
      {LINKS.map(({ to, label, end }) => (
        <NavLink
          key={to}
          to={to}
          end={end}
          className={({ isActive }) =>
            cn(
              "rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors",
              isActive
                ? "bg-accent text-foreground"
                : "text-muted-foreground hover:bg-accent hover:text-foreground",
            )
          }
        >
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
