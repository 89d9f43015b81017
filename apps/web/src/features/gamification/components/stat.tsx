import type { ReactNode } from "react";

/** One figure of a <dl>: label (with its icon) over the value. */
export function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="grid gap-1 rounded-lg bg-muted px-4 py-3">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground [&_svg]:size-4 [&_svg]:text-primary-text">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className="truncate text-lg font-semibold">{value}</dd>
    </div>
  );
}
