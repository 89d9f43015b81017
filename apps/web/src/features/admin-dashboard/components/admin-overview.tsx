import { adminDashboardMessages as m } from "@guilda/shared/messages/admin-dashboard";
import { SUGGESTION_STATUS_LABELS } from "@guilda/shared/rules/suggestions";
import type { AdminDashboard, DashboardDay, DashboardPeriod } from "@guilda/shared/schemas/dashboard";
import { TriangleAlert } from "lucide-react";
import { lazy, Suspense, useCallback, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, type TabItem } from "@/components/ui/tabs";
import { useDashboard } from "../api/get-dashboard";
import { formatNumber, parsePeriod, peakDay, PERIODS, shortDay } from "../lib/format";
import type { Series } from "./day-charts";

// recharts loads with the charts, after the figures are on screen (and never on other pages).
const DayBarChart = lazy(() => import("./day-charts").then((module) => ({ default: module.DayBarChart })));
const AiUsageChart = lazy(() => import("./day-charts").then((module) => ({ default: module.AiUsageChart })));

const PERIOD_TABS: readonly TabItem<`${DashboardPeriod}`>[] = PERIODS.map((days) => ({
  value: `${days}` as const,
  label: m.periodOption(days),
}));

const PRIMARY = "var(--primary)";
const SECOND = "#0d9488";

const SERIES = {
  posts: { key: "posts", label: m.posts, color: PRIMARY },
  comments: { key: "comments", label: m.comments, color: SECOND },
  completions: { key: "lesson_completions", label: m.lessonCompletions, color: PRIMARY },
  rsvps: { key: "event_rsvps", label: m.eventRsvps, color: PRIMARY },
  aiMessages: { key: "ai_messages", label: m.aiMessages, color: PRIMARY },
  aiTokens: { key: "ai_tokens", label: m.aiTokens, color: SECOND },
} satisfies Record<string, Series>;

/** The period lives in the address bar (?periodo=7), so a reload keeps it. */
function usePeriod() {
  const [searchParams, setSearchParams] = useSearchParams();
  const period = parsePeriod(searchParams.get("periodo"));
  const setPeriod = useCallback(
    (value: string) => {
      const next = new URLSearchParams(window.location.search);
      if (value === "30") next.delete("periodo");
      else next.set("periodo", value);
      setSearchParams(next, { replace: true });
    },
    [setSearchParams],
  );
  return { period, setPeriod };
}

/** /admin: members, activity per day, courses, events, AI usage and suggestions over 7, 30 or 90 days. */
export function AdminOverview() {
  const { period, setPeriod } = usePeriod();
  const dashboard = useDashboard(period);
  const data = dashboard.data;

  let body: ReactNode;
  if (!data)
    body = dashboard.isError ? (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.loadError}
        action={
          <Button variant="outline" onClick={() => void dashboard.refetch()}>
            {m.retry}
          </Button>
        }
      />
    ) : (
      <OverviewSkeleton />
    );
  else body = <OverviewBody data={data} isUpdating={dashboard.isPlaceholderData} />;

  return (
    <section aria-labelledby="dashboard-overview-title" className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="dashboard-overview-title" className="text-xl font-semibold tracking-tight">
            {m.title}
          </h2>
          <p className="text-sm text-muted-foreground">{m.description}</p>
        </div>
      </div>
      <Tabs
        items={PERIOD_TABS}
        value={`${period}`}
        onValueChange={setPeriod}
        label={m.periodLabel}
        className="grid grid-cols-1 gap-4"
      >
        <div className="mt-4">{body}</div>
      </Tabs>
    </section>
  );
}

function OverviewBody({ data, isUpdating }: { data: AdminDashboard; isUpdating: boolean }) {
  const { members, totals, days } = data;
  const stats: { label: string; value: number }[] = [
    { label: m.membersTotal, value: members.total },
    { label: m.membersNew7, value: members.new_7_days },
    { label: m.membersNew30, value: members.new_30_days },
    { label: m.membersActive, value: members.active_in_period },
    { label: m.posts, value: totals.posts },
    { label: m.comments, value: totals.comments },
    { label: m.lessonCompletions, value: totals.lesson_completions },
    { label: m.eventRsvps, value: totals.event_rsvps },
    { label: m.aiMessages, value: totals.ai_messages },
    { label: m.aiTokens, value: totals.ai_tokens },
  ];
  return (
    <div className="grid grid-cols-1 gap-4 transition-opacity aria-busy:opacity-60" aria-busy={isUpdating}>
      <p className="sr-only" aria-live="polite">
        {m.periodSummary(data.period)}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {stats.map((stat) => (
          <div key={stat.label} className="rounded-lg border border-border bg-card p-4 shadow-card">
            <dt className="text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">{formatNumber(stat.value)}</dd>
          </div>
        ))}
      </dl>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <ChartCard
          title={m.communityChartTitle}
          days={days}
          series={[SERIES.posts, SERIES.comments]}
          period={data.period}
        >
          <DayBarChart days={days} series={[SERIES.posts, SERIES.comments]} />
        </ChartCard>
        <ChartCard
          title={m.learningChartTitle}
          days={days}
          series={[SERIES.completions]}
          period={data.period}
        >
          <DayBarChart days={days} series={[SERIES.completions]} />
        </ChartCard>
        <ChartCard title={m.eventsChartTitle} days={days} series={[SERIES.rsvps]} period={data.period}>
          <DayBarChart days={days} series={[SERIES.rsvps]} />
        </ChartCard>
        <ChartCard
          title={m.aiChartTitle}
          days={days}
          series={[SERIES.aiMessages, SERIES.aiTokens]}
          period={data.period}
        >
          <AiUsageChart days={days} messages={SERIES.aiMessages} tokens={SERIES.aiTokens} />
        </ChartCard>
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <CoursesCard courses={data.courses} />
        <SuggestionsCard suggestions={data.suggestions} />
      </div>
    </div>
  );
}

type ChartCardProps = {
  title: string;
  days: DashboardDay[];
  series: Series[];
  period: DashboardPeriod;
  children: ReactNode;
};

/**
 * A chart with its text alternative: the picture carries a one-line summary as its accessible
 * name, and 'Ver em tabela' opens every day's figures.
 */
function ChartCard({ title, days, series, period, children }: ChartCardProps) {
  const summary = series
    .map((s) =>
      m.chartSummary(
        s.label,
        days.reduce((total, day) => total + day[s.key], 0),
        period,
        peakDay(days, (day) => day[s.key]),
      ),
    )
    .join(" ");
  const isEmpty = series.every((s) => days.every((day) => day[s.key] === 0));
  return (
    <Card className="min-w-0">
      <CardHeader className="pb-2 sm:pb-2">
        <CardTitle className="text-base">{title}</CardTitle>
        {series.length > 1 ? (
          <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground" aria-hidden="true">
            {series.map((s) => (
              <li key={s.key} className="flex items-center gap-1.5">
                <span className="size-2.5 rounded-sm" style={{ backgroundColor: s.color }} />
                {s.label}
              </li>
            ))}
          </ul>
        ) : null}
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        <div role="img" aria-label={summary} className="h-[220px]">
          {isEmpty ? (
            <div className="flex h-full items-center justify-center rounded-md border border-dashed border-border text-sm text-muted-foreground">
              {m.chartEmpty}
            </div>
          ) : (
            <Suspense fallback={<Skeleton className="h-full w-full" />}>{children}</Suspense>
          )}
        </div>
        <details className="text-sm">
          <summary className="cursor-pointer rounded-sm text-primary-text underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring">
            {m.showTable}
          </summary>
          {/* Scrolls on its own: focusable, so the keyboard can scroll it too. */}
          <div className="mt-2 max-h-64 overflow-y-auto" tabIndex={0} role="region" aria-label={title}>
            <table className="w-full text-left tabular-nums">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b border-border text-muted-foreground">
                  <th scope="col" className="py-1 pr-3 font-medium">
                    {m.dayColumn}
                  </th>
                  {series.map((s) => (
                    <th key={s.key} scope="col" className="py-1 pr-3 text-right font-medium">
                      {s.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date} className="border-b border-border/60 last:border-0">
                    <th scope="row" className="py-1 pr-3 font-normal">
                      {shortDay(day.date)}
                    </th>
                    {series.map((s) => (
                      <td key={s.key} className="py-1 pr-3 text-right">
                        {formatNumber(day[s.key])}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </CardContent>
    </Card>
  );
}

function CoursesCard({ courses }: { courses: AdminDashboard["courses"] }) {
  return (
    <Card>
      <CardHeader className="pb-2 sm:pb-2">
        <CardTitle className="text-base">{m.coursesTitle}</CardTitle>
        <CardDescription>{m.coursesNote}</CardDescription>
      </CardHeader>
      <CardContent>
        {courses.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.coursesEmpty}</p>
        ) : (
          <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={m.coursesTitle}>
            <table className="w-full text-left text-xs tabular-nums sm:text-sm">
              <caption className="sr-only">{m.coursesTitle}</caption>
              <thead>
                <tr className="border-b border-border text-muted-foreground">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    {m.courseColumn}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {m.enrolled}
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    {m.started}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {m.completed}
                  </th>
                </tr>
              </thead>
              <tbody>
                {courses.map((course) => {
                  const percent = course.started ? Math.round((course.completed / course.started) * 100) : 0;
                  return (
                    <tr key={course.id} className="border-b border-border/60 last:border-0">
                      <th scope="row" className="py-2 pr-3 font-normal">
                        <span className="line-clamp-2">{course.title}</span>
                        <span
                          className="mt-1 block h-1.5 overflow-hidden rounded-full bg-muted"
                          aria-hidden="true"
                        >
                          <span
                            className="block h-full rounded-full bg-primary"
                            style={{ width: `${percent}%` }}
                          />
                        </span>
                      </th>
                      <td className="py-2 pr-3 text-right">{formatNumber(course.enrolled)}</td>
                      <td className="py-2 pr-3 text-right">{formatNumber(course.started)}</td>
                      <td className="py-2 text-right">{formatNumber(course.completed)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function SuggestionsCard({ suggestions }: { suggestions: AdminDashboard["suggestions"] }) {
  const max = Math.max(0, ...suggestions.map((s) => s.count));
  return (
    <Card>
      <CardHeader className="pb-2 sm:pb-2">
        <CardTitle className="text-base">{m.suggestionsTitle}</CardTitle>
      </CardHeader>
      <CardContent>
        {max === 0 ? (
          <p className="text-sm text-muted-foreground">{m.suggestionsEmpty}</p>
        ) : (
          <dl className="grid gap-2 text-sm">
            {suggestions.map((s) => (
              <div key={s.status} className="grid grid-cols-[7.5rem_1fr] items-center gap-3">
                <dt className="text-muted-foreground">{SUGGESTION_STATUS_LABELS[s.status]}</dt>
                <dd className="flex items-center gap-3">
                  <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                    <span
                      className="block h-full rounded-full bg-primary"
                      style={{ width: `${max ? (s.count / max) * 100 : 0}%` }}
                    />
                  </span>
                  <span className="w-10 text-right font-medium tabular-nums">{formatNumber(s.count)}</span>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function OverviewSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-4" role="status" aria-label={m.loading}>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {Array.from({ length: 10 }, (_, i) => (
          <Skeleton key={i} className="h-[5.25rem]" />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-72" />
        ))}
      </div>
    </div>
  );
}
