import { webEventsMessages as m } from "@guilda/shared/messages/web-events";
import type { SpaceSummary } from "@guilda/shared/schemas/navigation";
import { addDays, startOfMinute } from "date-fns";
import { CalendarDays, Plus, TriangleAlert } from "lucide-react";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/hooks/use-session";
import { paths } from "@/lib/paths";
import { useEvents } from "../api/get-events";
import { viewerZone } from "../lib/dates";
import { EventItem } from "./event-item";

/** The window an 'eventos' space lists: what is on or ahead in the next 3 months. */
const SPACE_DAYS = 90;

/** An 'eventos' space's page: its upcoming events, 'Novo evento' for staff, and the way to the calendar. */
export function SpaceEvents({ space }: { space: SpaceSummary }) {
  const { profile } = useSession();
  const isStaff = !!profile && (profile.is_admin || profile.is_moderator);
  const zone = useMemo(viewerZone, []);
  const [now] = useState(() => startOfMinute(new Date()));
  const events = useEvents(now.toISOString(), addDays(now, SPACE_DAYS).toISOString(), space.slug);
  const nowIso = now.toISOString();
  const items = events.data?.items.filter((event) => event.ends_at > nowIso) ?? [];

  return (
    <section aria-labelledby="space-events-title" className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="space-events-title" className="text-lg font-semibold">
          {m.spaceUpcoming}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={paths.calendar}>
              <CalendarDays aria-hidden="true" />
              {m.seeCalendar}
            </Link>
          </Button>
          {isStaff ? (
            <Button asChild size="sm">
              <Link to={`${paths.eventNew}?espaco=${encodeURIComponent(space.id)}`}>
                <Plus aria-hidden="true" />
                {m.newEvent}
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
      {events.isPending ? (
        <div className="grid gap-2" aria-hidden="true">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : events.isError ? (
        <EmptyState
          icon={<TriangleAlert aria-hidden="true" />}
          title={m.loadError}
          action={
            <Button variant="outline" onClick={() => void events.refetch()}>
              {m.retry}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<CalendarDays aria-hidden="true" />}
          title={isStaff ? m.spaceEmptyStaff : m.spaceEmpty}
        />
      ) : (
        <ul className="grid gap-2">
          {items.map((event) => (
            <li key={`${event.event_id}/${event.occurrence_at}`}>
              <EventItem event={event} zone={zone} showSpace={false} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
