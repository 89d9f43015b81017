import { VolumeX } from "lucide-react";
import { Alert } from "@/components/ui/alert";
import { cn } from "@/lib/cn";

/** Stands where a composer would: why the member cannot write (the message of `useSilence`). */
export function SilencedNotice({ message, className }: { message: string; className?: string }) {
  return (
    <Alert role="status" className={cn("items-center", className)}>
      <VolumeX aria-hidden="true" />
      <p>{message}</p>
    </Alert>
  );
}
