import { TZDate } from "@date-fns/tz";
import { SUGGESTION_STATUSES } from "@guilda/shared/rules/suggestions";
import {
  DASHBOARD_TIME_ZONE,
  DASHBOARD_TOP_COURSES,
  type AdminDashboard,
  type DashboardDay,
  type DashboardPeriod,
} from "@guilda/shared/schemas/dashboard";
import { addDays, format, startOfDay } from "date-fns";
import type { Db } from "../../platform/db";
import { membersWithAccess } from "../courses/courses.service";
import * as q from "./dashboard.queries";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The period's days in the community's zone, oldest first: today and the `period - 1` days before
 * it. `from` is the first day's midnight there, `to` the next midnight after today.
 */
export function periodDays(period: DashboardPeriod, now: number) {
  const today = startOfDay(new TZDate(now, DASHBOARD_TIME_ZONE));
  const first = addDays(today, -(period - 1));
  const days = Array.from({ length: period }, (_, i) => format(addDays(first, i), "yyyy-MM-dd"));
  const range: q.Range = {
    firstDay: days[0]!,
    lastDay: days.at(-1)!,
    from: new Date(first.getTime()),
    to: new Date(addDays(today, 1).getTime()),
  };
  return { days, range };
}

const byDay = (rows: q.DayCount[]) => new Map(rows.map((r) => [r.day, r.count]));

/** How long one instance keeps the course progress table before counting again. */
export const COURSE_PROGRESS_TTL_MS = 5 * 60 * 1000;
type CourseProgress = AdminDashboard["courses"];
const courseProgressCache = new WeakMap<Db, { at: number; value: CourseProgress }>();

/** Forgets the kept table of this database (its rows were emptied: tests start each file so). */
export function forgetCourseProgress(db: Db) {
  courseProgressCache.delete(db);
}

/**
 * 'Progresso nos cursos' reads every (course, member) pair of lesson progress (an index-only scan
 * that grows with all progress ever saved, not with the period), so each instance keeps it for
 * five minutes, like the supplier facets and the rankings; everything else is counted per request.
 */
async function courseProgress(db: Db, now: number): Promise<CourseProgress> {
  const kept = courseProgressCache.get(db);
  if (kept && now >= kept.at && now - kept.at < COURSE_PROGRESS_TTL_MS) return kept.value;
  const top = await q.topCourses(db, DASHBOARD_TOP_COURSES);
  // 'Com acesso' is the same count as the admin's course list (course and category grants alike).
  const access = await membersWithAccess(
    db,
    new Date(now),
    top.map((c) => c.id),
  );
  const value = top.map(({ id, title, slug, started, completed }) => ({
    id,
    title,
    slug,
    enrolled: access.get(id) ?? 0,
    started,
    completed,
  }));
  if (!kept || now >= kept.at) courseProgressCache.set(db, { at: now, value });
  return value;
}

/** GET /api/admin/dashboard — admins only (checked for every /admin/* path in app.ts). */
export async function adminDashboard(
  db: Db,
  period: DashboardPeriod,
  now = Date.now(),
): Promise<AdminDashboard> {
  const { days, range } = periodDays(period, now);
  // Independent reads: on PostgreSQL they run side by side on the pool's connections.
  const [members, newMembers, posts, comments, completions, rsvps, ai, courses, suggestions] =
    await Promise.all([
      q.memberCounts(db, new Date(now - 7 * DAY_MS), new Date(now - 30 * DAY_MS), range.from, new Date(now)),
      q.newMembersPerDay(db, range).then(byDay),
      q.postsPerDay(db, range).then(byDay),
      q.commentsPerDay(db, range).then(byDay),
      q.lessonCompletionsPerDay(db, range).then(byDay),
      q.eventRsvpsPerDay(db, range).then(byDay),
      q.aiUsagePerDay(db, range),
      courseProgress(db, now),
      q.suggestionsByStatus(db),
    ]);
  const aiByDay = new Map(ai.map((r) => [r.day, r]));
  const series: DashboardDay[] = days.map((date) => ({
    date,
    new_members: newMembers.get(date) ?? 0,
    posts: posts.get(date) ?? 0,
    comments: comments.get(date) ?? 0,
    lesson_completions: completions.get(date) ?? 0,
    event_rsvps: rsvps.get(date) ?? 0,
    ai_messages: aiByDay.get(date)?.messages ?? 0,
    ai_tokens: aiByDay.get(date)?.tokens ?? 0,
  }));
  const sum = (key: keyof Omit<DashboardDay, "date">) => series.reduce((total, day) => total + day[key], 0);
  return {
    period,
    time_zone: DASHBOARD_TIME_ZONE,
    generated_at: new Date(now).toISOString(),
    members,
    days: series,
    totals: {
      new_members: sum("new_members"),
      posts: sum("posts"),
      comments: sum("comments"),
      lesson_completions: sum("lesson_completions"),
      event_rsvps: sum("event_rsvps"),
      ai_messages: sum("ai_messages"),
      ai_tokens: sum("ai_tokens"),
    },
    courses,
    suggestions: SUGGESTION_STATUSES.map((status) => ({ status, count: suggestions.get(status) ?? 0 })),
  };
}
