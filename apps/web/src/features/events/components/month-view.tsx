import { webEventsMessages as m } from "@guilda/shared/messages/web-events";
import type { EventOccurrenceView } from "@guilda/shared/schemas/events";
import type { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { useMemo } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import {
  dayKey,
  formatDayLong,
  formatMonthTitle,
  formatTime,
  formatWeekday,
  formatWeekdayLong,
  inZone,
} from "../lib/dates";
import { EventItem } from "./event-item";

const MAX_PER_CELL = 3;

/** The occurrences of each day of the grid (in the member's zone), in time order. */
export function groupByDay(items: EventOccurrenceView[], zone: string): Map<string, EventOccurrenceView[]> {
  const days = new Map<string, EventOccurrenceView[]>();
  const sorted = [...items].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  for (const item of sorted) {
    const key = dayKey(inZone(item.starts_at, zone));
    const list = days.get(key);
    if (list) list.push(item);
    else days.set(key, [item]);
  }
  return days;
}

type MonthProps = {
  month: TZDate;
  weeks: TZDate[][];
  items: EventOccurrenceView[];
  zone: string;
  today: string;
};

/**
 * The month as a table (a caption, the weekdays as column headers, one cell per day): screen
 * readers move by cell, and every event is a link reached with Tab. Today is marked.
 */
export function MonthGrid({ month, weeks, items, zone, today }: MonthProps) {
  const byDay = useMemo(() => groupByDay(items, zone), [items, zone]);
  const monthIndex = month.getMonth();
  return (
    <div className="overflow-hidden rounded-lg border border-border bg-card">
      <table className="w-full table-fixed border-collapse">
        <caption className="sr-only">{m.monthCaption(formatMonthTitle(month))}</caption>
        <thead>
          <tr>
            {weeks[0]?.map((day) => (
              <th
                key={dayKey(day)}
                scope="col"
                abbr={formatWeekdayLong(day)}
                className="border-b border-border bg-muted/60 px-2 py-2 text-xs font-semibold text-muted-foreground uppercase"
              >
                {formatWeekday(day)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={dayKey(week[0]!)}>
              {week.map((day) => {
                const key = dayKey(day);
                const dayItems = byDay.get(key) ?? [];
                const isToday = key === today;
                const outside = day.getMonth() !== monthIndex;
                return (
                  <td
                    key={key}
                    aria-current={isToday ? "date" : undefined}
                    className={cn(
                      "h-28 overflow-hidden border-t border-l border-border p-1.5 align-top first:border-l-0",
                      outside && "bg-muted/40",
                    )}
                  >
                    <div className="flex items-center justify-between">
                      <span
                        className={cn(
                          "flex size-7 items-center justify-center rounded-full text-sm",
                          isToday
                            ? "bg-primary font-bold text-primary-foreground"
                            : outside && "text-muted-foreground",
                        )}
                      >
                        <span aria-hidden="true">{format(day, "d")}</span>
                        <span className="sr-only">
                          {m.dayEvents(formatDayLong(day), dayItems.length)}
                          {isToday ? ` (${m.todayMark})` : ""}
                        </span>
                      </span>
                    </div>
                    {dayItems.length ? (
                      <ul className="mt-1 grid grid-cols-1 gap-1">
                        {dayItems.slice(0, MAX_PER_CELL).map((event) => (
                          <li key={`${event.event_id}/${event.occurrence_at}`}>
                            <Link
                              to={paths.event(
                                event.event_id,
                                event.is_recurring ? event.occurrence_at : undefined,
                              )}
                              className={cn(
                                "block truncate rounded px-1.5 py-0.5 text-xs font-medium focus-visible:outline-2 focus-visible:outline-ring",
                                event.status === "cancelled"
                                  ? "bg-muted text-muted-foreground line-through"
                                  : event.my_status === "going"
                                    ? "bg-primary text-primary-foreground hover:opacity-90"
                                    : "border-l-2 border-primary bg-primary/10 text-foreground hover:bg-primary/20",
                              )}
                            >
                              <span>{formatTime(inZone(event.starts_at, zone))}</span> {event.title}
                              {event.status === "cancelled" ? (
                                <span className="sr-only"> ({m.cancelled})</span>
                              ) : null}
                            </Link>
                          </li>
                        ))}
                        {dayItems.length > MAX_PER_CELL ? (
                          <li className="px-1.5 text-xs text-muted-foreground">
                            {m.moreInDay(dayItems.length - MAX_PER_CELL)}
                          </li>
                        ) : null}
                      </ul>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** On phones the month is a list of its days that have events (a grid of 7 columns does not fit). */
export function MonthAgenda({ month, items, zone, today }: Omit<MonthProps, "weeks">) {
  const byDay = useMemo(() => groupByDay(items, zone), [items, zone]);
  const monthIndex = month.getMonth();
  const days = [...byDay.entries()].filter(
    ([, list]) => inZone(list[0]!.starts_at, zone).getMonth() === monthIndex,
  );
  if (days.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        {m.monthEmpty}
      </p>
    );
  return (
    <ol className="grid grid-cols-1 gap-5" aria-label={m.monthCaption(formatMonthTitle(month))}>
      {days.map(([key, list]) => (
        <DayEvents key={key} dayKey={key} events={list} zone={zone} today={today} isCurrentMarked />
      ))}
    </ol>
  );
}

type DayEventsProps = {
  /** The day as groupByDay names it. */
  dayKey: string;
  events: EventOccurrenceView[];
  zone: string;
  today: string;
  /** Today's group is also the current date for screen readers (the month's agenda). */
  isCurrentMarked?: boolean;
  headingClassName?: string;
};

/** One day of a list of events (an <li>): its date, 'Hoje' when it is today, then its events. */
export function DayEvents({
  dayKey,
  events,
  zone,
  today,
  isCurrentMarked,
  headingClassName,
}: DayEventsProps) {
  const isToday = dayKey === today;
  return (
    <li className="grid gap-2" aria-current={isCurrentMarked && isToday ? "date" : undefined}>
      <h3 className={cn("flex items-center gap-2 text-sm font-semibold", headingClassName)}>
        {formatDayLong(inZone(events[0]!.starts_at, zone))}
        {isToday ? (
          <span className="rounded-full bg-primary px-2 py-0.5 text-xs text-primary-foreground">
            {m.today}
          </span>
        ) : null}
      </h3>
      <ul className="grid gap-2">
        {events.map((event) => (
          <li key={`${event.event_id}/${event.occurrence_at}`}>
            <EventItem event={event} zone={zone} />
          </li>
        ))}
      </ul>
    </li>
  );
}
