import { webEventsMessages as m } from "@guilda/shared/messages/web-events";
import { RSVP_LABELS, type EventOccurrenceView } from "@guilda/shared/schemas/events";
import { CalendarClock, MapPin, Repeat, Users, Video } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/lib/paths";
import { cn } from "@/lib/cn";
import { formatTime, inZone, sameDay } from "../lib/dates";
import { format } from "date-fns";
import { ptBR } from "date-fns/locale/pt-BR";

/** Cancelado / Recorrente / Online / Lotado, and the viewer's answer. */
export function EventBadges({ event }: { event: EventOccurrenceView }) {
  const isFull = event.capacity !== null && event.counts.going >= event.capacity;
  return (
    <>
      {event.status === "cancelled" ? <Badge variant="destructive">{m.cancelled}</Badge> : null}
      {event.my_status && event.status !== "cancelled" ? (
        <Badge variant={event.my_status === "going" ? "default" : "secondary"}>
          {RSVP_LABELS[event.my_status]}
        </Badge>
      ) : null}
      {event.is_recurring ? (
        <Badge variant="outline">
          <Repeat aria-hidden="true" className="mr-1 size-3" />
          {m.recurring}
        </Badge>
      ) : null}
      {isFull && event.status !== "cancelled" ? <Badge variant="outline">{m.full}</Badge> : null}
    </>
  );
}

/** One occurrence in a list: its date block, title (the link), time, place and who goes. */
export function EventItem({
  event,
  zone,
  showSpace = true,
}: {
  event: EventOccurrenceView;
  zone: string;
  showSpace?: boolean;
}) {
  const titleId = useId();
  const start = inZone(event.starts_at, zone);
  const end = inZone(event.ends_at, zone);
  const cancelled = event.status === "cancelled";
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex min-w-0 gap-4 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-card focus-within:ring-2 focus-within:ring-ring"
    >
      <div
        aria-hidden="true"
        className={cn(
          "flex w-14 shrink-0 flex-col items-center justify-center rounded-md py-1.5 text-center",
          cancelled ? "bg-muted text-muted-foreground" : "bg-primary/15 text-primary-text",
        )}
      >
        <span className="text-xs font-semibold uppercase">{format(start, "MMM", { locale: ptBR })}</span>
        <span className="text-2xl leading-none font-bold">{format(start, "d")}</span>
        <span className="text-xs">{format(start, "EEE", { locale: ptBR })}</span>
      </div>
      <div className="grid min-w-0 flex-1 grid-cols-1 content-start gap-1.5">
        <h3
          id={titleId}
          className={cn("leading-tight font-semibold break-words", cancelled && "line-through")}
        >
          <Link
            to={paths.event(event.event_id, event.is_recurring ? event.occurrence_at : undefined)}
            className="rounded-sm after:absolute after:inset-0 hover:underline focus-visible:outline-none"
          >
            {event.title}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
            {/* The list is grouped by day (shown above), so the card says the hours; the day is for screen readers. */}
            <span>
              <span className="sr-only">{format(start, "EEEE, d 'de' MMMM", { locale: ptBR })}, </span>
              <time dateTime={event.starts_at}>{formatTime(start)}</time> –{" "}
              <time dateTime={event.ends_at}>
                {sameDay(start, end) ? formatTime(end) : format(end, "d MMM, HH:mm", { locale: ptBR })}
              </time>
            </span>
          </span>
          {event.location ? (
            <span className="flex min-w-0 items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{event.location}</span>
            </span>
          ) : null}
          {event.online_url ? (
            <span className="flex items-center gap-1.5">
              <Video aria-hidden="true" className="size-4 shrink-0" />
              {m.online}
            </span>
          ) : null}
          <span className="flex items-center gap-1.5">
            <Users aria-hidden="true" className="size-4 shrink-0" />
            {event.capacity !== null
              ? m.capacityOf(event.counts.going, event.capacity)
              : m.goingCount(event.counts.going)}
          </span>
        </p>
        <div className="relative z-10 flex flex-wrap items-center gap-1.5">
          <EventBadges event={event} />
          {showSpace ? (
            <Link
              to={paths.space(event.space.slug)}
              className="rounded-sm text-xs text-muted-foreground hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {event.space.name}
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}
