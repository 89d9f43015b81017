import { DASHBOARD_TIME_ZONE } from "@guilda/shared/schemas/dashboard";
import { sql, type SQL } from "drizzle-orm";
import {
  aiUsage,
  certificates,
  courses,
  eventRsvps,
  lessonProgress,
  postComments,
  posts,
  profiles,
  suggestions,
} from "../../db/schema";
import type { Db } from "../../platform/db";

/*
 * Read-only aggregates for the admin dashboard. They read tables other modules own (writes stay
 * with their owners), each over an index on its time column, so a period of 90 days reads only
 * that period's rows.
 */

export type DayCount = { day: string; count: number };
/** The period: its first and last day (yyyy-MM-dd in the community's zone) and the instants they span. */
export type Range = { firstDay: string; lastDay: string; from: Date; to: Date };

/** Both drivers (node-postgres and PGlite) answer `execute` with `{ rows }`. */
const rowsOf = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/*
 * Per-day figures are one index range count per day of the period (`d` is the day's local
 * midnight): no expression is computed per row, and each count reads only its day's entries.
 */
const dayStart = sql`(d at time zone ${DASHBOARD_TIME_ZONE})`;
const dayEnd = sql`((d + interval '1 day') at time zone ${DASHBOARD_TIME_ZONE})`;
const days = (r: Range) =>
  sql`generate_series(${r.firstDay}::timestamp, ${r.lastDay}::timestamp, interval '1 day') as d`;
const onDay = (column: unknown) => sql`${column} >= ${dayStart} and ${column} < ${dayEnd}`;

async function perDay(db: Db, r: Range, count: SQL): Promise<DayCount[]> {
  const rows = await rowsOf<DayCount>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as day, (${count}) as count from ${days(r)}`,
  );
  return rows.map((row) => ({ day: String(row.day), count: Number(row.count) }));
}

/**
 * The members `where` keeps: the profiles it keeps, less the sign-ups waiting for approval among
 * them (not members yet), which their partial index finds in a few rows; the first count keeps its
 * narrow index.
 */
const membersWhere = (where: SQL) =>
  sql`((select count(*)::int from ${profiles} where ${where}) - (select count(*)::int from ${profiles} where ${profiles.is_pending} and ${where}))`;

/**
 * Everyone, those who joined since each date, and those seen since `activeSince` (all up to
 * `until`): four counts, each over a narrow index (created_at, last_active_at), never the rows.
 */
export async function memberCounts(db: Db, since7: Date, since30: Date, activeSince: Date, until: Date) {
  const upTo = sql`${until.toISOString()}::timestamptz`;
  const joinedSince = (since: Date) =>
    membersWhere(
      sql`${profiles.created_at} >= ${since.toISOString()}::timestamptz and ${profiles.created_at} <= ${upTo}`,
    );
  const [row] = await rowsOf<Record<string, unknown>>(
    db,
    sql`select ${membersWhere(sql`true`)} as total,
          ${joinedSince(since7)} as new_7_days,
          ${joinedSince(since30)} as new_30_days,
          ${membersWhere(
            sql`${profiles.last_active_at} >= ${activeSince.toISOString()}::timestamptz and ${profiles.last_active_at} <= ${upTo}`,
          )} as active_in_period`,
  );
  return {
    total: Number(row?.total ?? 0),
    new_7_days: Number(row?.new_7_days ?? 0),
    new_30_days: Number(row?.new_30_days ?? 0),
    active_in_period: Number(row?.active_in_period ?? 0),
  };
}

export const newMembersPerDay = (db: Db, r: Range) =>
  perDay(db, r, sql`select ${membersWhere(onDay(profiles.created_at))}`);

/** Posts still shown (a deleted post is not counted), over the feed's partial index. */
export const postsPerDay = (db: Db, r: Range) =>
  perDay(
    db,
    r,
    sql`select count(*)::int from ${posts} where not ${posts.is_deleted} and ${onDay(posts.created_at)}`,
  );

export const commentsPerDay = (db: Db, r: Range) =>
  perDay(db, r, sql`select count(*)::int from ${postComments} where ${onDay(postComments.created_at)}`);

export const lessonCompletionsPerDay = (db: Db, r: Range) =>
  perDay(
    db,
    r,
    sql`select count(*)::int from ${lessonProgress} where ${lessonProgress.completed} and ${onDay(lessonProgress.completed_at)}`,
  );

/** Answers given to events ('Vou', 'Talvez', 'Não vou' or the waiting list), by the day first given. */
export const eventRsvpsPerDay = (db: Db, r: Range) =>
  perDay(db, r, sql`select count(*)::int from ${eventRsvps} where ${onDay(eventRsvps.answered_at)}`);

export type AiDay = { day: string; messages: number; tokens: number };

/** The AI usage ledger: one row per answer attempted, with the tokens the model reported. */
export async function aiUsagePerDay(db: Db, r: Range): Promise<AiDay[]> {
  const rows = await rowsOf<AiDay>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as day, u.messages, u.tokens from ${days(r)}
        cross join lateral (
          select count(*)::int as messages,
                 coalesce(sum(coalesce(${aiUsage.tokens_in}, 0) + coalesce(${aiUsage.tokens_out}, 0)), 0)::bigint as tokens
          from ${aiUsage} where ${onDay(aiUsage.created_at)}) u`,
  );
  return rows.map((row) => ({
    day: String(row.day),
    messages: Number(row.messages),
    tokens: Number(row.tokens),
  }));
}

/**
 * The courses most members have started (progress in any lesson), with how many hold its
 * certificate (who has access is counted by the courses module's rule, for these courses only).
 * Each course's distinct members come from its range of lesson_progress_course_user_idx alone
 * (index-only); the certificate count runs only for the courses listed.
 */
export async function topCourses(db: Db, limit: number) {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    with started as materialized (
      select ${courses.id} as id, ${courses.title} as title, ${courses.slug} as slug, s.started
      from ${courses}
      cross join lateral (
        select count(*)::int as started
        from (select distinct ${lessonProgress.user_id} from ${lessonProgress}
              where ${lessonProgress.course_id} = ${courses.id}) members
      ) s
      where s.started > 0
      order by s.started desc, ${courses.title} asc
      limit ${limit}
    )
    select started.id, started.title, started.slug, started.started,
      (select count(*)::int from ${certificates}
        where ${certificates.course_id} = started.id and ${certificates.revoked_at} is null) as completed
    from started
    order by started.started desc, started.title asc`,
  );
  return rows.map((row) => ({
    id: String(row.id),
    title: String(row.title),
    slug: String(row.slug),
    started: Number(row.started),
    completed: Number(row.completed),
  }));
}

export async function suggestionsByStatus(db: Db) {
  const rows = await db
    .select({ status: suggestions.status, count: sql<number>`count(*)::int` })
    .from(suggestions)
    .groupBy(suggestions.status);
  return new Map(rows.map((r) => [r.status, Number(r.count)]));
}
