import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
}

/**
 * A bar centred in a box as tall as the line of text it stands for (`line`, e.g. "h-6" for
 * text-base), so the real text takes exactly its place.
 */
export function SkeletonLine({ line, className }: { line: string; className: string }) {
  return (
    <div className={cn("flex items-center", line)}>
      <Skeleton className={className} />
    </div>
  );
}
