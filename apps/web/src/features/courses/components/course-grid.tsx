import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";

/** Course cards: one column on phones, two on tablets, three on wide screens. */
export function CourseGrid({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <ul className={cn("grid grid-cols-[repeat(auto-fill,minmax(min(100%,16rem),1fr))] gap-4", className)}>
      {children}
    </ul>
  );
}

export function CourseGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,16rem),1fr))] gap-4" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-lg border border-border bg-card">
          <Skeleton className="aspect-video w-full rounded-none" />
          <div className="grid gap-2 p-4">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="mt-2 h-2 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
