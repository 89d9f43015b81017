import { webEventsMessages as m } from "@guilda/shared/messages/web-events";
import type { EventDetail } from "@guilda/shared/schemas/events";
import { CalendarClock, CalendarDays, Download, MapPin, Repeat, TriangleAlert, Video } from "lucide-react";
import { useId, useMemo, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { NativeSelect } from "@/components/ui/native-select";
import { RichHtml } from "@/components/ui/rich-html";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { useEvent } from "../api/get-event";
import { formatRange, formatShortDateTime, sameOffset, viewerZone, zoneName } from "../lib/dates";
import { Attendees } from "./attendees";
import { EventBadges } from "./event-item";
import { RsvpPanel } from "./rsvp-panel";
import { StaffActions } from "./staff-actions";

function BackToCalendar() {
  return (
    <BackLink
      to={paths.calendar}
      className="rounded-sm font-medium focus-visible:outline-2 focus-visible:outline-ring"
    >
      {m.backToCalendar}
    </BackLink>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // dt and dd sit directly in the div (the only wrapper a dl allows); the icon is inside the dt.
  return (
    <div className="grid min-w-0 grid-cols-[1.25rem_1fr] gap-x-3 gap-y-0.5">
      <dt className="col-span-2 flex items-center gap-3 text-xs font-semibold text-muted-foreground uppercase [&_svg]:size-5">
        {icon}
        {label}
      </dt>
      <dd className="col-start-2 min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

const isHttp = (url: string) => /^https?:\/\//i.test(url);

/** The occurrence on screen, and the next ones to pick from (a recurring event's RSVP is per date). */
function OccurrencePicker({ event, zone }: { event: EventDetail; zone: string }) {
  const navigate = useNavigate();
  const id = useId();
  const options = useMemo(() => {
    const list = [...event.upcoming];
    if (!list.some((o) => o.occurrence_at === event.occurrence_at))
      list.unshift({
        occurrence_at: event.occurrence_at,
        starts_at: event.starts_at,
        ends_at: event.ends_at,
      });
    return list;
  }, [event]);
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {m.occurrenceLabel}
      </label>
      <NativeSelect
        id={id}
        value={event.occurrence_at}
        aria-describedby={`${id}-hint`}
        className="sm:max-w-sm"
        onChange={(change) =>
          void navigate(paths.event(event.event_id, change.target.value), { replace: true })
        }
      >
        {options.map((o) => (
          <option key={o.occurrence_at} value={o.occurrence_at}>
            {formatShortDateTime(o.starts_at, zone)}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {m.occurrenceHint}
      </p>
    </div>
  );
}

function EventView({ event }: { event: EventDetail }) {
  const zone = useMemo(viewerZone, []);
  const titleId = useId();
  const isOver = new Date(event.ends_at).getTime() < Date.now();
  const showEventZone = !sameOffset(zone, event.time_zone, event.starts_at);
  const icsUrl = `/api/events/${encodeURIComponent(event.event_id)}/ics`;

  return (
    <article aria-labelledby={titleId} className="mx-auto grid w-full max-w-3xl grid-cols-1 gap-6">
      <BackToCalendar />
      {event.cover_url ? (
        <img
          src={event.cover_url}
          alt={m.coverAlt(event.title)}
          className="aspect-[21/9] w-full rounded-lg border border-border object-cover"
        />
      ) : null}
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-1.5">
          <EventBadges event={event} />
        </div>
        <h1
          id={titleId}
          className={cn(
            "text-2xl font-bold tracking-tight break-words sm:text-3xl",
            event.status === "cancelled" && "text-muted-foreground line-through",
          )}
        >
          {event.title}
        </h1>
        <p className="text-sm text-muted-foreground">
          <Link to={paths.space(event.space.slug)} className="font-medium hover:underline">
            {event.space.name}
          </Link>
          {event.created_by ? <> · {m.organizer(event.created_by.full_name)}</> : null}
        </p>
        <StaffActions event={event} />
      </header>

      {event.status === "cancelled" ? (
        <div
          role="note"
          className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/10 p-4 text-sm"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive-text" />
          <p>{m.cancelledNotice}</p>
        </div>
      ) : null}

      <dl className="grid gap-4 rounded-lg border border-border bg-card p-4 sm:grid-cols-2 sm:p-5">
        <Fact icon={<CalendarClock aria-hidden="true" />} label={m.when}>
          <p>
            <time dateTime={event.starts_at}>{formatRange(event.starts_at, event.ends_at, zone)}</time>
          </p>
          <p className="text-xs text-muted-foreground">{zoneName(zone)}</p>
          {showEventZone ? (
            <p className="mt-1 text-xs text-muted-foreground">
              {m.inEventZone(zoneName(event.time_zone))}:{" "}
              {formatRange(event.starts_at, event.ends_at, event.time_zone)}
            </p>
          ) : null}
        </Fact>
        {event.location || event.online_url ? (
          <Fact
            icon={event.location ? <MapPin aria-hidden="true" /> : <Video aria-hidden="true" />}
            label={m.where}
          >
            {event.location ? <p>{event.location}</p> : null}
            {event.online_url && isHttp(event.online_url) ? (
              <p>
                <a
                  href={event.online_url}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="font-medium break-all text-primary-text underline-offset-4 hover:underline"
                >
                  {m.onlineLink}
                  <span className="sr-only"> {m.opensInNewTab}</span>
                </a>
              </p>
            ) : null}
          </Fact>
        ) : null}
        {event.recurrence_text ? (
          <Fact icon={<Repeat aria-hidden="true" />} label={m.recurrenceLabel}>
            {event.recurrence_text}
          </Fact>
        ) : null}
      </dl>

      {event.is_recurring ? <OccurrencePicker event={event} zone={zone} /> : null}

      <RsvpPanel event={event} isOver={isOver} />

      {/* A cancelled event is nothing to add to a calendar (its .ics answers 410). */}
      {event.status === "cancelled" ? null : (
        <div>
          <Button asChild variant="outline">
            <a href={icsUrl} download>
              <Download aria-hidden="true" />
              {m.addToCalendar}
            </a>
          </Button>
        </div>
      )}

      <section aria-labelledby={`${titleId}-about`} className="grid gap-3">
        <h2 id={`${titleId}-about`} className="text-lg font-semibold">
          {m.about}
        </h2>
        {event.description_html.trim() ? (
          <RichHtml html={event.description_html} headingBase={3} />
        ) : (
          <p className="text-sm text-muted-foreground">{m.noDescription}</p>
        )}
      </section>

      <Attendees event={event} />
    </article>
  );
}

/** /calendario/eventos/:id?ocorrencia= — the event around one occurrence. */
export function EventPage({ id, occurrence }: { id: string; occurrence?: string | undefined }) {
  const event = useEvent(id, occurrence);
  if (event.isPending)
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-6" aria-hidden="true">
        <Skeleton className="h-5 w-40" />
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  if (event.isError) {
    const missing = isApiError(event.error) && (event.error.status === 404 || event.error.status === 400);
    return (
      <div className="mx-auto grid w-full max-w-3xl gap-5">
        <BackToCalendar />
        <EmptyState
          icon={missing ? <CalendarDays aria-hidden="true" /> : <TriangleAlert aria-hidden="true" />}
          title={missing ? m.notFound : m.loadError}
          text={missing ? m.notFoundText : undefined}
          action={
            missing ? null : (
              <Button variant="outline" onClick={() => void event.refetch()}>
                {m.retry}
              </Button>
            )
          }
        />
      </div>
    );
  }
  return <EventView event={event.data} />;
}
