import { webEventsMessages as m } from "@guilda/shared/messages/web-events";
import type { EventOccurrenceView } from "@guilda/shared/schemas/events";
import { addDays, startOfMinute } from "date-fns";
import { CalendarDays, ChevronLeft, ChevronRight, List, Plus, TriangleAlert } from "lucide-react";
import { useMemo, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useMediaQuery } from "@/hooks/use-media-query";
import { useSession } from "@/hooks/use-session";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { useEvents } from "../api/get-events";
import {
  dayKey,
  formatMonthTitle,
  gridRange,
  inZone,
  monthGrid,
  monthKey,
  parseMonth,
  shiftMonth,
  viewerZone,
  zoneName,
} from "../lib/dates";
import { FeedBox } from "./feed-box";
import { DayEvents, groupByDay, MonthAgenda, MonthGrid } from "./month-view";

type View = "mes" | "lista";
type Period = "proximos" | "passados";

/** The list view's window: three months ahead or back (the range query takes up to 100 days). */
const LIST_DAYS = 90;

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      icon={<TriangleAlert aria-hidden="true" />}
      title={m.loadError}
      action={
        <Button variant="outline" onClick={onRetry}>
          {m.retry}
        </Button>
      }
    />
  );
}

/** A pair of links that look like a segmented switch; the choice lives in the URL. */
function Segmented<T extends string>({
  label,
  value,
  items,
  href,
}: {
  label: string;
  value: T;
  items: { value: T; label: string; icon?: ReactNode }[];
  href: (value: T) => string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="inline-flex rounded-lg border border-border bg-muted p-0.5">
        {items.map((item) => (
          <li key={item.value}>
            <Link
              to={href(item.value)}
              aria-current={item.value === value ? "page" : undefined}
              className={cn(
                "flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4",
                item.value === value
                  ? "bg-background text-foreground shadow-xs"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              {item.icon}
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function withParams(current: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return query ? `${paths.calendar}?${query}` : paths.calendar;
}

function MonthView({ zone, params }: { zone: string; params: URLSearchParams }) {
  const requested = params.get("mes");
  const month = useMemo(() => parseMonth(requested, zone), [requested, zone]);
  const weeks = useMemo(() => monthGrid(month), [month]);
  const { from, to } = gridRange(weeks);
  const events = useEvents(from, to);
  const isPhone = !useMediaQuery("(min-width: 640px)");
  const today = dayKey(inZone(new Date(), zone));
  const thisMonth = monthKey(parseMonth(null, zone));
  const title = formatMonthTitle(month);

  return (
    <section aria-labelledby="calendar-month-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="calendar-month-title" className="text-xl font-semibold" aria-live="polite">
          {title}
        </h2>
        <div className="flex items-center gap-1">
          <Button asChild variant="outline" size="icon-sm">
            <Link
              to={withParams(params, { mes: monthKey(shiftMonth(month, -1)) })}
              aria-label={m.previousMonth}
            >
              <ChevronLeft aria-hidden="true" />
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link
              to={withParams(params, { mes: null })}
              aria-current={monthKey(month) === thisMonth ? "date" : undefined}
            >
              {m.today}
            </Link>
          </Button>
          <Button asChild variant="outline" size="icon-sm">
            <Link to={withParams(params, { mes: monthKey(shiftMonth(month, 1)) })} aria-label={m.nextMonth}>
              <ChevronRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
      {events.isPending ? (
        <Skeleton className="h-[28rem] w-full" />
      ) : events.isError ? (
        <LoadError onRetry={() => void events.refetch()} />
      ) : (
        <div
          className={cn(events.isPlaceholderData && "opacity-60 transition-opacity")}
          aria-busy={events.isPlaceholderData}
        >
          {isPhone ? (
            <MonthAgenda month={month} items={events.data.items} zone={zone} today={today} />
          ) : (
            <MonthGrid month={month} weeks={weeks} items={events.data.items} zone={zone} today={today} />
          )}
        </div>
      )}
    </section>
  );
}

function ListView({ zone, period, isStaff }: { zone: string; period: Period; isStaff: boolean }) {
  // Fixed when the view opens, so the query's key stays the same while the member reads.
  const [now] = useState(() => startOfMinute(new Date()));
  const from = period === "proximos" ? now : addDays(now, -LIST_DAYS);
  const to = period === "proximos" ? addDays(now, LIST_DAYS) : now;
  const events = useEvents(from.toISOString(), to.toISOString());
  const today = dayKey(inZone(new Date(), zone));

  if (events.isPending)
    return (
      <div className="grid gap-3" aria-hidden="true">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  if (events.isError) return <LoadError onRetry={() => void events.refetch()} />;

  const nowIso = now.toISOString();
  const items: EventOccurrenceView[] =
    period === "proximos"
      ? events.data.items.filter((event) => event.ends_at > nowIso)
      : events.data.items.filter((event) => event.ends_at <= nowIso);
  const days = [...groupByDay(items, zone).entries()];
  if (period === "passados") days.reverse();

  return (
    <section aria-labelledby="calendar-list-title" className="grid gap-4">
      <div className="grid gap-0.5">
        <h2 id="calendar-list-title" className="text-xl font-semibold">
          {period === "proximos" ? m.upcoming : m.past}
        </h2>
        <p className="text-sm text-muted-foreground">
          {period === "proximos" ? m.listUpcomingHint : m.listPastHint}
        </p>
      </div>
      {days.length === 0 ? (
        <EmptyState
          icon={<CalendarDays aria-hidden="true" />}
          title={period === "proximos" ? (isStaff ? m.upcomingEmptyStaff : m.upcomingEmpty) : m.pastEmpty}
        />
      ) : (
        <ol className="grid gap-5">
          {days.map(([key, list]) => (
            <DayEvents
              key={key}
              dayKey={key}
              events={list}
              zone={zone}
              today={today}
              headingClassName="text-muted-foreground"
            />
          ))}
        </ol>
      )}
    </section>
  );
}

/** /calendario: the month (a list of days on phones) or the upcoming / past list; the view is in the URL. */
export function CalendarPage() {
  const [params] = useSearchParams();
  const { profile } = useSession();
  const isStaff = !!profile && (profile.is_admin || profile.is_moderator);
  const zone = useMemo(viewerZone, []);
  const view: View = params.get("visao") === "lista" ? "lista" : "mes";
  const period: Period = params.get("periodo") === "passados" ? "passados" : "proximos";

  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.title}</h1>
          <p className="text-muted-foreground">{m.subtitle}</p>
        </div>
        {isStaff ? (
          <Button asChild>
            <Link to={paths.eventNew}>
              <Plus aria-hidden="true" />
              {m.newEvent}
            </Link>
          </Button>
        ) : null}
      </header>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Segmented<View>
          label={m.viewLabel}
          value={view}
          href={(value) => withParams(params, { visao: value === "mes" ? null : value, periodo: null })}
          items={[
            { value: "mes", label: m.viewMonth, icon: <CalendarDays aria-hidden="true" /> },
            { value: "lista", label: m.viewList, icon: <List aria-hidden="true" /> },
          ]}
        />
        {view === "lista" ? (
          <Segmented<Period>
            label={m.periodLabel}
            value={period}
            href={(value) => withParams(params, { periodo: value === "proximos" ? null : value })}
            items={[
              { value: "proximos", label: m.upcoming },
              { value: "passados", label: m.past },
            ]}
          />
        ) : null}
      </div>
      {view === "mes" ? (
        <MonthView zone={zone} params={params} />
      ) : (
        <ListView key={period} zone={zone} period={period} isStaff={isStaff} />
      )}
      <p className="text-xs text-muted-foreground">{m.timesIn(zoneName(zone))}</p>
      <FeedBox />
    </div>
  );
}
