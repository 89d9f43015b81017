import { webEventsMessages as m } from "@guilda/shared/messages/web-events";
import { RSVP_CHOICES, RSVP_LABELS, type EventDetail, type RsvpChoice } from "@guilda/shared/schemas/events";
import { Check, CircleHelp, Hourglass, X } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useRsvp } from "../api/rsvp";

const ICONS = { going: Check, maybe: CircleHelp, not_going: X } as const;

/** 'Vou' / 'Talvez' / 'Não vou' with their counts, for the occurrence on screen; the waiting list when full. */
export function RsvpPanel({ event, isOver }: { event: EventDetail; isOver: boolean }) {
  const titleId = useId();
  const rsvp = useRsvp(event.event_id, event.occurrence_at);
  const closed = event.status === "cancelled" || isOver;
  const current = event.my_status;
  // Waiting for a place is not 'Vou': the first button shows the list instead, pressed.
  const isWaiting = current === "waitlist";
  const pressed = (choice: RsvpChoice) => current === choice || (choice === "going" && isWaiting);

  const answer = (choice: RsvpChoice) =>
    rsvp.mutate(choice, {
      onSuccess: (result) => {
        if (result.status === "waitlist" && choice === "going") toast(m.waitlistJoined);
        else toast.success(m.rsvpSaved);
      },
      onError: (error) => toast.error(m.rsvpError, { description: toApiError(error).message }),
    });

  return (
    <section
      aria-labelledby={titleId}
      className="grid gap-3 rounded-lg border border-border bg-card p-4 sm:p-5"
    >
      <h2 id={titleId} className="font-semibold">
        {m.rsvpTitle}
      </h2>
      <div role="group" aria-labelledby={titleId} className="flex flex-wrap gap-2">
        {RSVP_CHOICES.map((choice) => {
          const waitingHere = choice === "going" && isWaiting;
          const Icon = waitingHere ? Hourglass : ICONS[choice];
          const isPressed = pressed(choice);
          return (
            <Button
              key={choice}
              variant={waitingHere ? "secondary" : isPressed ? "default" : "outline"}
              aria-pressed={isPressed}
              disabled={closed || rsvp.isPending}
              onClick={() => answer(choice)}
            >
              {rsvp.isPending && rsvp.variables === choice ? <Spinner /> : <Icon aria-hidden="true" />}
              {waitingHere
                ? m.rsvpCount(m.waitlistButton, event.counts.waitlist)
                : m.rsvpCount(RSVP_LABELS[choice], event.counts[choice])}
            </Button>
          );
        })}
      </div>
      <div className="grid gap-1 text-sm" aria-live="polite">
        {current ? <p className="font-medium">{m.youAre(RSVP_LABELS[current])}</p> : null}
        {current === "waitlist" && event.waitlist_position !== null ? (
          <p className="text-muted-foreground">{m.waitlistPosition(event.waitlist_position)}</p>
        ) : null}
        {event.capacity !== null && !closed ? (
          <p className="text-muted-foreground">{m.capacityHint(event.counts.going, event.capacity)}</p>
        ) : null}
        {event.counts.waitlist > 0 ? (
          <p className="text-muted-foreground">{m.waitlistCount(event.counts.waitlist)}</p>
        ) : null}
        {event.status === "cancelled" ? (
          <p className="text-muted-foreground">{m.cancelledNotice}</p>
        ) : isOver ? (
          <p className="text-muted-foreground">{m.pastNotice}</p>
        ) : null}
      </div>
    </section>
  );
}
