import { webEventsMessages as m } from "@guilda/shared/messages/web-events";
import { CalendarPlus, Copy, ExternalLink, RefreshCw, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogPendingConfirm,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useCalendarFeed, useResetCalendarFeed } from "../api/calendar-feed";

/**
 * The member's private subscription address for Google Calendar and Apple Calendar. Asked
 * for only when the member opens the box (asking creates it); 'Gerar novo link' replaces it.
 */
export function FeedBox() {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const feed = useCalendarFeed(open);
  const reset = useResetCalendarFeed();
  const titleId = useId();
  const inputId = useId();

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(m.feedCopied);
    } catch {
      toast.error(m.feedCopyError);
    }
  };

  const confirmReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(m.feedResetDone);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(toApiError(error).message);
      },
    });

  return (
    <Card className="grid gap-3 p-4 sm:p-5" role="region" aria-labelledby={titleId}>
      <div className="flex items-start gap-3">
        <CalendarPlus aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-text" />
        <div className="grid gap-1">
          <h2 id={titleId} className="font-semibold">
            {m.feedTitle}
          </h2>
          <p className="text-sm text-muted-foreground">{m.feedIntro}</p>
        </div>
      </div>
      {!open ? (
        <div>
          <Button variant="outline" onClick={() => setOpen(true)}>
            {m.feedShow}
          </Button>
        </div>
      ) : feed.isPending ? (
        <Skeleton className="h-10 w-full" />
      ) : feed.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <TriangleAlert aria-hidden="true" className="size-4 text-destructive-text" />
          <span>{m.feedError}</span>
          <Button variant="outline" size="sm" onClick={() => void feed.refetch()}>
            {m.retry}
          </Button>
        </div>
      ) : (
        <div className="grid gap-4">
          <div className="grid gap-2">
            <label htmlFor={inputId} className="text-sm font-medium">
              {m.feedLabel}
            </label>
            <Input
              id={inputId}
              readOnly
              value={feed.data.url}
              aria-describedby={`${inputId}-hint`}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-xs sm:text-xs"
            />
            <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
              {m.feedPrivate}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button size="sm" onClick={() => void copy(feed.data.url)}>
                <Copy aria-hidden="true" />
                {m.feedCopy}
              </Button>
              <Button asChild size="sm" variant="outline">
                <a href={feed.data.webcal_url}>
                  <ExternalLink aria-hidden="true" />
                  {m.feedOpen}
                </a>
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
                <RefreshCw aria-hidden="true" />
                {m.feedReset}
              </Button>
            </div>
          </div>
          <div className="grid gap-4 text-sm sm:grid-cols-2">
            <section className="grid content-start gap-1.5">
              <h3 className="font-semibold">{m.feedGoogleTitle}</h3>
              <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
                {m.feedGoogleSteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </section>
            <section className="grid content-start gap-1.5">
              <h3 className="font-semibold">{m.feedAppleTitle}</h3>
              <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
                {m.feedAppleSteps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </section>
          </div>
          <p className="text-xs text-muted-foreground">{m.feedUpdateHint}</p>
        </div>
      )}
      <AlertDialog
        open={confirming}
        onOpenChange={(next) => {
          if (!next && !reset.isPending) setConfirming(false);
        }}
      >
        <AlertDialogContent>
          <div className="grid gap-2">
            <AlertDialogTitle>{m.feedResetTitle}</AlertDialogTitle>
            <AlertDialogDescription>{m.feedResetText}</AlertDialogDescription>
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={reset.isPending}>{m.cancel}</AlertDialogCancel>
            <AlertDialogPendingConfirm
              onClick={confirmReset}
              pending={reset.isPending}
              pendingLabel={m.feedResetting}
            >
              {m.feedResetConfirm}
            </AlertDialogPendingConfirm>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
