import type { ComponentProps } from "react";
import { cn } from "@/lib/cn";

const variants = {
  default: "border-border bg-muted text-foreground",
  destructive: "border-destructive-text/40 bg-destructive/10 text-foreground [&>svg]:text-destructive-text",
} as const;

type AlertProps = ComponentProps<"div"> & { variant?: keyof typeof variants };

export function Alert({ variant = "default", className, ...props }: AlertProps) {
  return (
    <div
      className={cn(
        "grid gap-2 rounded-lg border p-4 text-sm has-[>svg]:grid-cols-[1.25rem_1fr] [&>svg]:size-5 [&>svg]:translate-y-px",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
