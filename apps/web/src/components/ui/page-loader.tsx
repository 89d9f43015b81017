import { commonMessages } from "@guilda/shared/messages/common";
import { cn } from "@/lib/cn";
import { Spinner } from "./spinner";

/** The spec's loading state ('Carregando...'), announced politely. */
export function PageLoader({ className }: { className?: string }) {
  return (
    <div
      role="status"
      className={cn("flex min-h-48 items-center justify-center gap-3 text-muted-foreground", className)}
    >
      <Spinner className="size-5" />
      <span>{commonMessages.loading}</span>
    </div>
  );
}
