import { useId, type ReactNode } from "react";
import { cn } from "@/lib/cn";

type SidebarSectionProps = { title: string; collapsed: boolean; children: ReactNode };

export function SidebarSection({ title, collapsed, children }: SidebarSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-0.5">
      <h2
        id={headingId}
        className={cn(
          "px-2.5 pt-1 pb-1.5 text-[0.6875rem] font-semibold tracking-wider text-sidebar-muted uppercase",
          collapsed && "sr-only",
        )}
      >
        {title}
      </h2>
      {collapsed ? <div aria-hidden="true" className="mx-2 mb-1.5 h-px bg-sidebar-border" /> : null}
      <ul className="flex min-w-0 flex-col gap-0.5">{children}</ul>
    </section>
  );
}

export function SidebarSkeleton({ rows = 3, collapsed = false }: { rows?: number; collapsed?: boolean }) {
  return (
    <>
      {Array.from({ length: rows }, (_, i) => (
        <li
          key={i}
          aria-hidden="true"
          className={cn("flex h-9 items-center gap-3", collapsed ? "justify-center px-0" : "px-2.5")}
        >
          <span className="size-5 shrink-0 animate-pulse rounded bg-sidebar-accent" />
          {/* The icon rail shows icons only, as its links do. */}
          {collapsed ? null : <span className="h-3 flex-1 animate-pulse rounded bg-sidebar-accent" />}
        </li>
      ))}
    </>
  );
}
