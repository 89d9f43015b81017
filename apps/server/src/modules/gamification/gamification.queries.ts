import { GAMIFICATION_TIME_ZONE, type PointReason } from "@guilda/shared/rules/gamification";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { gamificationSettings, levelName, missions, pointsLedger, profiles } from "../../db/schema";
import type { Db } from "../../platform/db";
import { pgArray } from "../../platform/db/array";

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

// ——— Settings ———

export async function findSettings(db: Db) {
  const [row] = await db.select().from(gamificationSettings).where(eq(gamificationSettings.id, 1)).limit(1);
  return row;
}

export async function saveSettings(
  db: Db,
  values: { reasons: unknown; like_pair_daily_limit: number; level_thresholds: number[] },
) {
  const now = new Date();
  await db
    .insert(gamificationSettings)
    .values({ id: 1, ...values, updated_at: now })
    .onConflictDoUpdate({ target: gamificationSettings.id, set: { ...values, updated_at: now } });
}

/** The level for `points` as SQL, from thresholds in the order of LEVELS. */
export function levelSql(points: SQL | typeof profiles.points, thresholds: readonly number[]) {
  const [, jedi, mestre, grande] = thresholds.map((t) => Math.trunc(t));
  return sql`case when ${points} >= ${sql.raw(String(grande))} then 'Grande Mestre'
    when ${points} >= ${sql.raw(String(mestre))} then 'Mestre Jedi'
    when ${points} >= ${sql.raw(String(jedi))} then 'Jedi' else 'Padawan' end`;
}

/** Every member's level from their points with these thresholds, in one UPDATE; answers how many changed. */
export async function recomputeLevels(db: Db, thresholds: readonly number[]) {
  const level = levelSql(profiles.points, thresholds);
  const changed = await db
    .update(profiles)
    .set({ level })
    .where(sql`${profiles.level} <> ${level}`)
    .returning({ id: profiles.id });
  return changed.length;
}

// ——— Ledger ———

/** What the member views need of a member: name (ranking ties), points and level (its key). */
export async function findMember(db: Db, userId: string) {
  const [row] = await db
    .select({ full_name: profiles.full_name, points: profiles.points, level: profiles.level })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row;
}

/** The member's points and level, locked until the transaction ends (caps stay exact under concurrency). */
export async function lockProfile(tx: Db, userId: string) {
  const [row] = await tx
    .select({ points: profiles.points, level: profiles.level })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for("update")
    .limit(1);
  return row;
}

export async function findEntry(tx: Db, userId: string, reason: PointReason, source: string) {
  const [row] = await tx
    .select({ id: pointsLedger.id, points: pointsLedger.points, actor_id: pointsLedger.actor_id })
    .from(pointsLedger)
    .where(
      and(eq(pointsLedger.user_id, userId), eq(pointsLedger.reason, reason), eq(pointsLedger.source, source)),
    )
    .limit(1);
  return row;
}

/**
 * Events of this reason that paid on the community day of `at` (São Paulo), and of those the
 * ones caused by `actorId` (the like-pair limit). Reversals do not give a paid slot back.
 */
export async function paidToday(
  tx: Db,
  userId: string,
  reason: PointReason,
  at: Date,
  actorId: string | null,
) {
  const day = sql`(((${at.toISOString()}::timestamptz at time zone ${GAMIFICATION_TIME_ZONE})::date)::timestamp at time zone ${GAMIFICATION_TIME_ZONE})`;
  const [row] = await rowsOf<{ paid: number; pair: number }>(
    tx.execute(sql`
      select count(*)::int as paid,
             count(*) filter (where ${pointsLedger.actor_id} = ${actorId ?? ""})::int as pair
      from ${pointsLedger}
      where ${pointsLedger.user_id} = ${userId} and ${pointsLedger.reason} = ${reason}
        and ${pointsLedger.reverses} is null and ${pointsLedger.points} > 0
        and ${pointsLedger.created_at} >= ${day} and ${pointsLedger.created_at} < ${day} + interval '1 day'`),
  );
  return { paid: Number(row?.paid ?? 0), pair: Number(row?.pair ?? 0) };
}

export async function insertEntry(tx: Db, values: typeof pointsLedger.$inferInsert) {
  const [row] = await tx
    .insert(pointsLedger)
    .values(values)
    .onConflictDoNothing({ target: [pointsLedger.user_id, pointsLedger.reason, pointsLedger.source] })
    .returning({ id: pointsLedger.id });
  return row?.id;
}

/** Rows written as they are; answers the ones inserted (a row already there is skipped). */
export async function insertEntries(tx: Db, rows: (typeof pointsLedger.$inferInsert)[]) {
  if (!rows.length) return [];
  return tx
    .insert(pointsLedger)
    .values(rows)
    .onConflictDoNothing({ target: [pointsLedger.user_id, pointsLedger.reason, pointsLedger.source] })
    .returning({ user_id: pointsLedger.user_id, points: pointsLedger.points });
}

/** Sets the member's points and level (a key); answers the level's name members read. */
export async function setPoints(tx: Db, userId: string, points: number, level: string) {
  const [row] = await tx
    .update(profiles)
    .set({ points, level })
    .where(eq(profiles.id, userId))
    .returning({ name: levelName(profiles.level) });
  return row?.name ?? level;
}

/** Events of a reason the member has: paid or capped ones, minus the ones taken back. */
export async function eventCounts(db: Db, userId: string) {
  const rows = await db
    .select({
      reason: pointsLedger.reason,
      count: sql<number>`(count(*) filter (where ${pointsLedger.reverses} is null) - count(*) filter (where ${pointsLedger.reverses} is not null))::int`,
    })
    .from(pointsLedger)
    .where(eq(pointsLedger.user_id, userId))
    .groupBy(pointsLedger.reason);
  return new Map(rows.map((r) => [r.reason, Number(r.count)]));
}

export async function eventCount(tx: Db, userId: string, reason: string) {
  return (await eventCounts(tx, userId)).get(reason) ?? 0;
}

/** Whether the member's profile counts as complete (a photo and a bio). */
export async function profileCompleted(db: Db, userId: string) {
  const [row] = await db
    .select({ done: sql<boolean>`${profiles.avatar_url} is not null and btrim(${profiles.bio}) <> ''` })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return Boolean(row?.done);
}

/** The sum of a member's ledger rows. */
export async function ledgerTotal(db: Db, userId: string) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${pointsLedger.points}), 0)::int` })
    .from(pointsLedger)
    .where(eq(pointsLedger.user_id, userId));
  return Number(row?.total ?? 0);
}

/** Every member's stored points next to their ledger sum. */
export async function ledgerTotals(db: Db) {
  return rowsOf<{ id: string; stored: number; ledger: number; level: string }>(
    db.execute(sql`
      select p.id, p.points as stored, coalesce(l.total, 0)::int as ledger, p.level
      from ${profiles} p
      left join (select user_id, sum(points) as total from ${pointsLedger} group by user_id) l on l.user_id = p.id
      order by p.id`),
  );
}

// ——— Ranking ———

export type RankingRow = {
  id: string;
  full_name: string;
  username: string;
  avatar_url: string | null;
  level: string;
  points: number;
};

/** `level` is the name members read. */
const rankingColumns = sql`p.id, p.full_name, p.username, p.avatar_url, ${levelName(sql`p.level`)} as level`;

/** The newest ledger row's id: it grows with every event written, whoever wrote it. */
export async function ledgerVersion(db: Db) {
  const [row] = await rowsOf<{ v: number | string | null }>(
    db.execute(sql`select max(${pointsLedger.id}) as v from ${pointsLedger}`),
  );
  return Number(row?.v ?? 0);
}

/**
 * Everyone who earned points since `since` (net of reversals, > 0 only), most points first (the
 * name order within equal points is asked for only where needed: `byName`).
 */
export async function windowStandings(db: Db, since: Date, upToId: number) {
  const [row] = await rowsOf<{ ids: string[] | null; points: number[] | null }>(
    db.execute(sql`
      with sums as (
        select user_id, sum(points)::int as points
        from ${pointsLedger}
        where created_at >= ${since.toISOString()}::timestamptz and id <= ${upToId}
        group by user_id
        having sum(points) > 0
      )
      select array_agg(user_id) as ids, array_agg(points) as points from sums`),
  );
  // Sorted here: the database would sort the whole window on disk past a few MB of work_mem.
  const ids = row?.ids ?? [];
  const points = (row?.points ?? []).map(Number);
  const order = Array.from(ids.keys()).sort((a, b) => points[b]! - points[a]!);
  return { ids: order.map((i) => ids[i]!), points: order.map((i) => points[i]!) };
}

/** What the rows written after `afterId` (up to `upToId`) since `since` add to each member. */
export async function windowChanges(db: Db, since: Date, afterId: number, upToId: number) {
  const rows = await db
    .select({ user_id: pointsLedger.user_id, points: sql<number>`sum(${pointsLedger.points})::int` })
    .from(pointsLedger)
    .where(
      and(
        sql`${pointsLedger.id} > ${afterId} and ${pointsLedger.id} <= ${upToId}`,
        sql`${pointsLedger.created_at} >= ${since.toISOString()}::timestamptz`,
      ),
    )
    .groupBy(pointsLedger.user_id);
  return rows.map((r) => ({ user_id: r.user_id, points: Number(r.points) }));
}

/** These members by name, then id (the ranking's order among equal points). */
export async function byName(db: Db, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`${profiles.id} = any(${pgArray(ids)}::text[])`)
    .orderBy(asc(profiles.full_name), asc(profiles.id));
  return rows.map((r) => r.id);
}

/** What the ranking shows of these members. */
export function rankingMembers(db: Db, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .select({
      id: profiles.id,
      full_name: profiles.full_name,
      username: profiles.username,
      avatar_url: profiles.avatar_url,
      level: levelName(profiles.level),
    })
    .from(profiles)
    .where(sql`${profiles.id} = any(${pgArray(ids)}::text[])`);
}

/** The all-time top (profiles.points > 0) by points desc, then name, then id. */
export async function allTimeTop(db: Db, limit: number) {
  return rowsOf<RankingRow>(
    db.execute(sql`
      select ${rankingColumns}, p.points from ${profiles} p
      where p.points > 0
      order by p.points desc, p.full_name, p.id
      limit ${limit}`),
  );
}

/** Members strictly ahead of this one in the all-time ranking. */
export async function allTimeAhead(db: Db, viewer: { id: string; full_name: string; points: number }) {
  const [row] = await rowsOf<{ ahead: number }>(
    db.execute(sql`
      select ((select count(*) from ${profiles} where points > ${viewer.points})
            + (select count(*) from ${profiles} p where p.points = ${viewer.points}
               and (p.full_name, p.id) < (${viewer.full_name}, ${viewer.id})))::int as ahead`),
  );
  return Number(row?.ahead ?? 0);
}

// ——— Missions ———

export type MissionRow = typeof missions.$inferSelect;

export function listMissions(db: Db, { activeOnly }: { activeOnly: boolean }) {
  const query = db.select().from(missions);
  return (activeOnly ? query.where(eq(missions.is_active, true)) : query).orderBy(
    asc(missions.order),
    asc(missions.created_at),
    asc(missions.id),
  );
}

export async function findMission(db: Db, id: string) {
  const [row] = await db.select().from(missions).where(eq(missions.id, id)).limit(1);
  return row;
}

/** Active missions of this event type the member has not completed yet. */
export function openMissions(tx: Db, userId: string, eventType: string) {
  return tx
    .select({ id: missions.id, title: missions.title, target: missions.target, points: missions.points })
    .from(missions)
    .where(
      and(
        eq(missions.is_active, true),
        eq(missions.event_type, eventType),
        sql`not exists (select 1 from ${pointsLedger} l where l.user_id = ${userId}
              and l.reason = 'mission_completed' and l.source = ${missions.id}::text)`,
      ),
    )
    .orderBy(asc(missions.order), asc(missions.created_at));
}

/** The member's completed missions (that still exist), oldest first. */
export function completedMissions(db: Db, userId: string) {
  return db
    .select({ id: missions.id, title: missions.title, completed_at: pointsLedger.created_at })
    .from(pointsLedger)
    .innerJoin(missions, sql`${missions.id}::text = ${pointsLedger.source}`)
    .where(and(eq(pointsLedger.user_id, userId), eq(pointsLedger.reason, "mission_completed")))
    .orderBy(asc(pointsLedger.created_at), asc(pointsLedger.id));
}

/** How many members completed each mission (or only this one). */
export async function completionCounts(db: Db, missionId?: string) {
  const rows = await db
    .select({ source: pointsLedger.source, count: sql<number>`count(*)::int` })
    .from(pointsLedger)
    .where(
      and(
        eq(pointsLedger.reason, "mission_completed"),
        missionId ? eq(pointsLedger.source, missionId) : undefined,
      ),
    )
    .groupBy(pointsLedger.source);
  return new Map(rows.map((r) => [r.source, Number(r.count)]));
}

export async function countMissions(db: Db) {
  return db.$count(missions);
}

export async function insertMissions(db: Db, rows: (typeof missions.$inferInsert)[]) {
  await db.insert(missions).values(rows);
}

export async function insertMission(db: Db, values: Omit<typeof missions.$inferInsert, "order">) {
  const [row] = await db
    .insert(missions)
    .values({ ...values, order: sql`coalesce((select max("order") from ${missions}), 0) + 1` })
    .returning();
  return row!;
}

export async function updateMission(db: Db, id: string, values: Partial<typeof missions.$inferInsert>) {
  const [row] = await db.update(missions).set(values).where(eq(missions.id, id)).returning();
  return row;
}

export async function deleteMission(db: Db, id: string) {
  const rows = await db.delete(missions).where(eq(missions.id, id)).returning({ id: missions.id });
  return rows.length > 0;
}

/** Missions members can complete now (the admin hub's 'Gamificação'). */
export async function countActiveMissions(db: Db) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(missions)
    .where(eq(missions.is_active, true));
  return Number(row?.count ?? 0);
}
