import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

/** One figure of a <dl>: label (with its icon) over the value. */
type StatProps = { icon: ReactNode; label: string; value: string; className?: string };

export function Stat({ icon, label, value, className }: StatProps) {
  return (
    <div className={cn("grid gap-1 rounded-lg bg-muted px-4 py-3", className)}>
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground [&_svg]:size-4 [&_svg]:text-primary-text">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className="truncate text-lg font-semibold">{value}</dd>
    </div>
  );
}
