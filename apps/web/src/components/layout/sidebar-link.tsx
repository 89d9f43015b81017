import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { cn } from "@/lib/cn";

type SidebarLinkProps = {
  to: string;
  label: string;
  icon: ReactNode;
  /** Icon-only rail: the label moves to aria-label and a tooltip. */
  collapsed?: boolean;
  /** Match the path exactly (for "/" and "/admin"). */
  end?: boolean;
  /** Shown only when above zero (spec §2.2). */
  count?: number | undefined;
  trailing?: ReactNode;
  /** The label wraps onto more lines instead of being cut (names that must be read whole). */
  wrapLabel?: boolean;
  className?: string;
};

export function SidebarLink({
  to,
  label,
  icon,
  collapsed,
  end,
  count,
  trailing,
  wrapLabel,
  className,
}: SidebarLinkProps) {
  const hasCount = typeof count === "number" && count > 0;
  return (
    <NavLink
      to={to}
      end={end ?? false}
      title={collapsed ? label : undefined}
      aria-label={collapsed ? label : undefined}
      className={({ isActive }) =>
        cn(
          "group relative flex h-9 items-center gap-3 rounded-md px-2.5 text-sm transition-colors",
          wrapLabel && !collapsed && "h-auto min-h-9 py-1.5",
          collapsed && "justify-center px-0",
          isActive
            ? "bg-primary/15 font-medium text-foreground before:absolute before:inset-y-1.5 before:left-0 before:w-[3px] before:rounded-full before:bg-primary"
            : "text-sidebar-foreground hover:bg-sidebar-accent hover:text-foreground",
          className,
        )
      }
    >
      <span
        aria-hidden="true"
        className="flex size-5 shrink-0 items-center justify-center text-base leading-none [&_img]:size-5 [&_svg]:size-[1.125rem]"
      >
        {icon}
      </span>
      {collapsed ? null : (
        <span className={cn("min-w-0 flex-1", wrapLabel ? "leading-snug break-words" : "truncate")}>
          {label}
        </span>
      )}
      {!collapsed && trailing ? trailing : null}
      {hasCount ? (
        <span
          className={cn(
            "inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-[0.6875rem] leading-5 font-semibold text-primary-foreground",
            collapsed && "absolute -top-0.5 -right-0.5 min-w-4 px-1 leading-4",
          )}
        >
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </NavLink>
  );
}
