import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn";

/** Decorative; pair it with visible or sr-only text that says what is loading. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn("size-4 animate-spin", className)} />;
}
