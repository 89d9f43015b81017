import { moderationMessages as mm } from "@guilda/shared/messages/moderation";
import type { ModerationKind, ReportResult } from "@guilda/shared/schemas/moderation";
import { Flag } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { useSession } from "@/hooks/use-session";
import { cn } from "@/lib/cn";

// The dialog's code arrives the first time someone opens it: most members never report anything.
const ReportDialog = lazy(() =>
  import("./report-dialog").then((module) => ({ default: module.ReportDialog })),
);

type ReportButtonProps = {
  kind: ModerationKind;
  itemId: string;
  /** Whose item it is: the viewer's own items have no 'Denunciar'. */
  authorId: string;
  /** The visible text; 'Denunciar' unless said otherwise ('Denunciar perfil'). */
  text?: string;
  /** The accessible name, when it says more than the text (whose comment, which message). */
  label?: string;
  /**
   * 'default': an action bar's button whose text shows from the sm breakpoint up; 'compact': a
   * comment's small action, alike; 'full': the text always shows; 'icon': the icon alone (the
   * name is `label`).
   */
  look?: "default" | "compact" | "full" | "icon";
  className?: string;
  onReported?: (result: ReportResult) => void;
};

/** 'Denunciar' and its dialog, for any item that is not the viewer's. */
export function ReportButton({
  kind,
  itemId,
  authorId,
  text = mm.report,
  label,
  look = "default",
  className,
  onReported,
}: ReportButtonProps) {
  const { profile } = useSession();
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setOpened] = useState(false);
  if (!profile || profile.id === authorId) return null;

  const open = () => {
    setOpened(true);
    setOpen(true);
  };

  return (
    <>
      <Button
        variant="ghost"
        size={look === "icon" ? "icon-sm" : "sm"}
        aria-label={label}
        aria-haspopup="dialog"
        title={look === "icon" ? label : undefined}
        onClick={open}
        className={cn(
          "hover:text-destructive-text",
          look === "compact" && "h-7 px-2 text-xs",
          look === "icon" && "size-7",
          className,
        )}
      >
        <Flag aria-hidden="true" className={look === "compact" || look === "icon" ? "size-3.5" : undefined} />
        {look === "icon" ? null : look === "full" ? (
          <span aria-hidden={label ? true : undefined}>{text}</span>
        ) : label ? (
          <span aria-hidden="true" className="hidden sm:inline">
            {text}
          </span>
        ) : (
          <span className="sr-only sm:not-sr-only">{text}</span>
        )}
      </Button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <ReportDialog
            kind={kind}
            itemId={itemId}
            open={isOpen}
            onOpenChange={setOpen}
            onReported={onReported}
          />
        </Suspense>
      ) : null}
    </>
  );
}
