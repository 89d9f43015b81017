import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

/** The browser's own select, styled like the inputs (the members filters use the same look). */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <select
      className={cn(
        "h-10 w-full rounded-lg border border-input bg-background px-3 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive-text sm:text-sm",
        className,
      )}
      {...props}
    />
  );
}
