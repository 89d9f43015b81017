import { webEventsMessages as m } from "@guilda/shared/messages/web-events";
import { RSVP_LABELS, type EventDetail, type RsvpStatus } from "@guilda/shared/schemas/events";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { LoadMore } from "@/components/ui/load-more";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs } from "@/components/ui/tabs";
import { paths } from "@/lib/paths";
import { useAttendees } from "../api/get-attendees";

const STATUSES: RsvpStatus[] = ["going", "maybe", "waitlist"];

function AttendeeList({ event, status }: { event: EventDetail; status: RsvpStatus }) {
  const attendees = useAttendees(event.event_id, event.occurrence_at, status);
  if (attendees.isPending)
    return (
      <div className="grid gap-2" aria-hidden="true">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  if (attendees.isError) return <p className="text-sm text-destructive-text">{m.attendeesError}</p>;
  const items = attendees.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{m.attendeesEmpty}</p>;
  const ListTag = status === "waitlist" ? "ol" : "ul";
  return (
    <div className="grid gap-2">
      <ListTag aria-label={m.attendeesList(RSVP_LABELS[status])} className="grid gap-2 sm:grid-cols-2">
        {items.map((person, index) => (
          <li key={person.id} className="flex min-w-0 items-center gap-3">
            {status === "waitlist" ? (
              <span className="w-5 text-right text-xs text-muted-foreground tabular-nums">{index + 1}.</span>
            ) : null}
            <Avatar name={person.full_name} src={person.avatar_url} size="sm" />
            <Link
              to={paths.member(person.id)}
              className="min-w-0 truncate rounded-sm text-sm font-medium hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {person.full_name}
            </Link>
          </li>
        ))}
      </ListTag>
      <LoadMore
        hasNextPage={attendees.hasNextPage}
        isFetchingNextPage={attendees.isFetchingNextPage}
        isFetchNextPageError={attendees.isFetchNextPageError}
        pageCount={attendees.data.pages.length}
        fetchNextPage={attendees.fetchNextPage}
        labels={{ loadMore: m.loadMore, loadingMore: m.loadingMore, error: m.loadMoreError }}
      />
    </div>
  );
}

/** Who goes (and who may go, and who waits) for the occurrence on screen. */
export function Attendees({ event }: { event: EventDetail }) {
  const [status, setStatus] = useState<RsvpStatus>("going");
  const titleId = useId();
  const items = STATUSES.filter(
    (s) => s !== "waitlist" || event.capacity !== null || event.counts.waitlist > 0,
  ).map((s) => ({ value: s, label: `${RSVP_LABELS[s]} (${event.counts[s]})` }));
  return (
    <section aria-labelledby={titleId} className="grid gap-3">
      <h2 id={titleId} className="text-lg font-semibold">
        {m.attendeesTitle}
      </h2>
      <Tabs items={items} value={status} onValueChange={setStatus} label={m.attendeesFilter}>
        <div className="pt-3">
          <AttendeeList key={`${event.occurrence_at}/${status}`} event={event} status={status} />
        </div>
      </Tabs>
    </section>
  );
}
