import type { CourseLock } from "@guilda/shared/schemas/courses";
import { CalendarClock, Lock } from "lucide-react";
import { cn } from "@/lib/cn";
import { courseLockLabel } from "../lib/format";

/** Why a course is closed to the member, in words (the icon only repeats it). Nothing when open. */
export function CourseLockBadge({ lock, className }: { lock: CourseLock; className?: string }) {
  const label = courseLockLabel(lock);
  if (!label) return null;
  const Icon = lock.state === "scheduled" ? CalendarClock : Lock;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs leading-4 font-semibold whitespace-nowrap",
        lock.state === "expired"
          ? "border-destructive-text/40 bg-background text-destructive-text"
          : "border-border bg-background text-foreground",
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {label}
    </span>
  );
}
