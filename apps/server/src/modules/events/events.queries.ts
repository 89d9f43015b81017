import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import {
  calendarFeeds,
  eventReminders,
  eventRsvps,
  events,
  profiles,
  spaceMembers,
  spaces,
} from "../../db/schema";
import type { Db } from "../../platform/db";
import { pgArray } from "../../platform/db/array";

export type EventRow = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

const spaceColumns = {
  id: spaces.id,
  name: spaces.name,
  slug: spaces.slug,
  is_private: spaces.is_private,
  space_type: spaces.space_type,
};

/** An event with its space. */
export async function findEvent(db: Db, id: string) {
  const [row] = await db
    .select({ event: events, space: spaceColumns })
    .from(events)
    .innerJoin(spaces, eq(spaces.id, events.space_id))
    .where(eq(events.id, id))
    .limit(1);
  return row;
}

/** Locks the event's row: RSVPs, edits and cancellation of one event happen one at a time. */
export async function lockEvent(db: Db, id: string) {
  const [row] = await db.select().from(events).where(eq(events.id, id)).for("update");
  return row;
}

export async function insertEvent(db: Db, values: NewEvent) {
  const [row] = await db.insert(events).values(values).returning({ id: events.id });
  return row!.id;
}

export async function updateEvent(db: Db, id: string, values: Partial<NewEvent>) {
  await db
    .update(events)
    .set({ ...values, updated_at: new Date(), sequence: sql`${events.sequence} + 1` })
    .where(eq(events.id, id));
}

export async function setCover(db: Db, id: string, url: string | null) {
  await db.update(events).set({ cover_url: url }).where(eq(events.id, id));
}

export async function deleteEvent(db: Db, id: string) {
  const rows = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
  return rows.length > 0;
}

/** When an event's last occurrence ends (its only one for a single event). */
const lastEnd = sql`coalesce(${events.recurrence_ends_at}, ${events.starts_at}) + (${events.ends_at} - ${events.starts_at})`;

/**
 * Events with an occurrence that may overlap [from, to), outside the hidden spaces (and in one
 * space when given). Occurrences are expanded by the caller.
 */
export async function eventsOverlapping(
  db: Db,
  range: { from: Date; to: Date },
  hiddenSpaceIds: string[],
  spaceId?: string,
) {
  const conditions: SQL[] = [
    sql`${events.starts_at} < ${at(range.to)}`,
    sql`${lastEnd} > ${at(range.from)}`,
    sql`not (${events.space_id} = any(${pgArray(hiddenSpaceIds)}::uuid[]))`,
  ];
  if (spaceId) conditions.push(eq(events.space_id, spaceId));
  return db
    .select({ event: events, space: spaceColumns })
    .from(events)
    .innerJoin(spaces, eq(spaces.id, events.space_id))
    .where(and(...conditions))
    .orderBy(asc(events.starts_at), asc(events.id))
    .limit(2000);
}

/** Events of the member's feed: visible, and not over before `since`. */
export async function eventsForFeed(db: Db, since: Date, hiddenSpaceIds: string[], limit: number) {
  return db
    .select({ event: events, space: spaceColumns })
    .from(events)
    .innerJoin(spaces, eq(spaces.id, events.space_id))
    .where(
      and(
        sql`${lastEnd} > ${at(since)}`,
        sql`not (${events.space_id} = any(${pgArray(hiddenSpaceIds)}::uuid[]))`,
      ),
    )
    .orderBy(asc(events.starts_at), asc(events.id))
    .limit(limit);
}

/** The 'eventos' spaces the viewer may see (the editor's choices). */
export async function eventSpaces(db: Db, hiddenSpaceIds: string[]) {
  return db
    .select({ id: spaces.id, name: spaces.name, slug: spaces.slug, is_private: spaces.is_private })
    .from(spaces)
    .where(
      and(
        eq(spaces.space_type, "eventos"),
        sql`not (${spaces.id} = any(${pgArray(hiddenSpaceIds)}::uuid[]))`,
      ),
    )
    .orderBy(asc(spaces.order), asc(spaces.name));
}

// ——— RSVPs ———

export type CountRow = { event_id: string; occurrence_at: Date; status: string; n: number };

/** Answers per event, occurrence and status, for occurrences in [from, to]. */
export async function rsvpCounts(db: Db, eventIds: string[], from: Date, to: Date): Promise<CountRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .select({
      event_id: eventRsvps.event_id,
      occurrence_at: eventRsvps.occurrence_at,
      status: eventRsvps.status,
      n: sql<number>`count(*)::int`,
    })
    .from(eventRsvps)
    .where(
      and(
        inArray(eventRsvps.event_id, eventIds),
        sql`${eventRsvps.occurrence_at} between ${at(from)} and ${at(to)}`,
      ),
    )
    .groupBy(eventRsvps.event_id, eventRsvps.occurrence_at, eventRsvps.status);
}

/** The member's answers for these events' occurrences in [from, to]. */
export async function memberAnswers(db: Db, userId: string, eventIds: string[], from: Date, to: Date) {
  if (eventIds.length === 0) return [];
  return db
    .select({
      event_id: eventRsvps.event_id,
      occurrence_at: eventRsvps.occurrence_at,
      status: eventRsvps.status,
    })
    .from(eventRsvps)
    .where(
      and(
        eq(eventRsvps.user_id, userId),
        inArray(eventRsvps.event_id, eventIds),
        sql`${eventRsvps.occurrence_at} between ${at(from)} and ${at(to)}`,
      ),
    );
}

export async function findRsvp(db: Db, eventId: string, occurrence: Date, userId: string) {
  const [row] = await db
    .select()
    .from(eventRsvps)
    .where(
      and(
        eq(eventRsvps.event_id, eventId),
        eq(eventRsvps.occurrence_at, occurrence),
        eq(eventRsvps.user_id, userId),
      ),
    )
    .limit(1);
  return row;
}

/** Writes the member's answer; a changed answer counts from now (the waiting list's order). */
export async function saveRsvp(
  db: Db,
  row: { event_id: string; occurrence_at: Date; user_id: string; status: string; at: Date },
) {
  await db
    .insert(eventRsvps)
    .values({
      event_id: row.event_id,
      occurrence_at: row.occurrence_at,
      user_id: row.user_id,
      status: row.status,
      created_at: row.at,
      updated_at: row.at,
      answered_at: row.at,
    })
    .onConflictDoUpdate({
      target: [eventRsvps.event_id, eventRsvps.occurrence_at, eventRsvps.user_id],
      set: { status: row.status, created_at: row.at, updated_at: row.at },
    });
}

/** The first `limit` members on the occurrence's waiting list, in the order they asked. */
export async function firstWaiting(db: Db, eventId: string, occurrence: Date, limit: number) {
  if (limit <= 0) return [];
  const rows = await db
    .select({ user_id: eventRsvps.user_id })
    .from(eventRsvps)
    .where(
      and(
        eq(eventRsvps.event_id, eventId),
        eq(eventRsvps.occurrence_at, occurrence),
        eq(eventRsvps.status, "waitlist"),
      ),
    )
    .orderBy(asc(eventRsvps.created_at), asc(eventRsvps.user_id))
    .limit(limit);
  return rows.map((r) => r.user_id);
}

/** Occurrences of the event (from `since` on) with someone waiting. */
export async function waitingOccurrences(db: Db, eventId: string, since: Date) {
  const rows = await db
    .selectDistinct({ occurrence_at: eventRsvps.occurrence_at })
    .from(eventRsvps)
    .where(
      and(
        eq(eventRsvps.event_id, eventId),
        eq(eventRsvps.status, "waitlist"),
        sql`${eventRsvps.occurrence_at} >= ${at(since)}`,
      ),
    );
  return rows.map((r) => r.occurrence_at);
}

export async function promote(db: Db, eventId: string, occurrence: Date, userIds: string[]) {
  if (userIds.length === 0) return;
  await db
    .update(eventRsvps)
    .set({ status: "going", updated_at: new Date() })
    .where(
      and(
        eq(eventRsvps.event_id, eventId),
        eq(eventRsvps.occurrence_at, occurrence),
        inArray(eventRsvps.user_id, userIds),
      ),
    );
}

/** The member's 'Vou' on occurrences of limited events from `since` on. */
export async function placesHeld(db: Db, userId: string, since: Date) {
  return db
    .select({ event_id: eventRsvps.event_id, occurrence_at: eventRsvps.occurrence_at })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.event_id))
    .where(
      and(
        eq(eventRsvps.user_id, userId),
        eq(eventRsvps.status, "going"),
        sql`${events.capacity} is not null`,
        sql`${eventRsvps.occurrence_at} >= ${at(since)}`,
      ),
    );
}

/** 1 for the next on the waiting list. */
export async function waitlistPosition(db: Db, eventId: string, occurrence: Date, userId: string) {
  const result = (await db.execute(sql`
    select count(*)::int as n from ${eventRsvps} w, ${eventRsvps} me
    where me.event_id = ${eventId} and me.occurrence_at = ${at(occurrence)} and me.user_id = ${userId}
      and me.status = 'waitlist'
      and w.event_id = me.event_id and w.occurrence_at = me.occurrence_at and w.status = 'waitlist'
      and (w.created_at, w.user_id) <= (me.created_at, me.user_id)`)) as unknown as { rows: { n: number }[] };
  const n = Number(result.rows[0]?.n ?? 0);
  return n > 0 ? n : null;
}

/** Members with one of these answers on an occurrence from `since` on (the ones told of a change). */
export async function answeredMembers(db: Db, eventId: string, statuses: string[], since: Date) {
  const rows = await db
    .selectDistinct({ user_id: eventRsvps.user_id })
    .from(eventRsvps)
    .where(
      and(
        eq(eventRsvps.event_id, eventId),
        inArray(eventRsvps.status, statuses),
        sql`${eventRsvps.occurrence_at} >= ${at(since)}`,
      ),
    );
  return rows.map((r) => r.user_id);
}

export async function allRsvps(db: Db, eventId: string) {
  return db.select().from(eventRsvps).where(eq(eventRsvps.event_id, eventId));
}

/** Replaces the event's answers (an edit that moved its occurrences). */
export async function replaceRsvps(db: Db, eventId: string, rows: (typeof eventRsvps.$inferInsert)[]) {
  await db.delete(eventRsvps).where(eq(eventRsvps.event_id, eventId));
  for (let i = 0; i < rows.length; i += 500) await db.insert(eventRsvps).values(rows.slice(i, i + 500));
}

/** Forgets the reminders sent for these occurrences (they moved: the new times get their own). */
export async function deleteReminders(db: Db, eventId: string, occurrences: Date[]) {
  if (occurrences.length === 0) return;
  await db
    .delete(eventReminders)
    .where(and(eq(eventReminders.event_id, eventId), inArray(eventReminders.occurrence_at, occurrences)));
}

export type AttendeeCursor = { createdAt: Date; userId: string };

/** One page of an occurrence's answers (not 'Não vou' unless asked), in the order given. */
export async function attendeesPage(
  db: Db,
  eventId: string,
  occurrence: Date,
  statuses: string[],
  limit: number,
  after?: AttendeeCursor,
) {
  const conditions: SQL[] = [
    eq(eventRsvps.event_id, eventId),
    eq(eventRsvps.occurrence_at, occurrence),
    inArray(eventRsvps.status, statuses),
  ];
  if (after)
    conditions.push(
      sql`(${eventRsvps.created_at}, ${eventRsvps.user_id}) > (${at(after.createdAt)}, ${after.userId})`,
    );
  return db
    .select({
      id: profiles.id,
      full_name: profiles.full_name,
      username: profiles.username,
      avatar_url: profiles.avatar_url,
      status: eventRsvps.status,
      answered_at: eventRsvps.created_at,
    })
    .from(eventRsvps)
    .innerJoin(profiles, eq(profiles.id, eventRsvps.user_id))
    .where(and(...conditions))
    .orderBy(asc(eventRsvps.created_at), asc(eventRsvps.user_id))
    .limit(limit);
}

export async function countAnswers(db: Db, eventId: string, occurrence: Date, statuses: string[]) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventRsvps)
    .where(
      and(
        eq(eventRsvps.event_id, eventId),
        eq(eventRsvps.occurrence_at, occurrence),
        inArray(eventRsvps.status, statuses),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function creatorOf(db: Db, userId: string) {
  const [row] = await db
    .select({ id: profiles.id, full_name: profiles.full_name })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row;
}

// ——— Private feeds ———

export async function findFeedOf(db: Db, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.user_id, userId)).limit(1);
  return row;
}

/** The member's token: the existing one, or `token` if they had none. */
export async function ensureFeed(db: Db, userId: string, token: string) {
  await db.insert(calendarFeeds).values({ user_id: userId, token }).onConflictDoNothing();
  return (await findFeedOf(db, userId))!.token;
}

export async function resetFeed(db: Db, userId: string, token: string) {
  await db
    .insert(calendarFeeds)
    .values({ user_id: userId, token })
    .onConflictDoUpdate({ target: calendarFeeds.user_id, set: { token, created_at: new Date() } });
}

export async function feedOwner(db: Db, token: string) {
  const [row] = await db
    .select({ user_id: profiles.id, is_admin: profiles.is_admin, is_moderator: profiles.is_moderator })
    .from(calendarFeeds)
    .innerJoin(profiles, eq(profiles.id, calendarFeeds.user_id))
    .where(eq(calendarFeeds.token, token))
    .limit(1);
  return row;
}

// ——— Reminders ———

/** Events with an occurrence starting in [from, to), not cancelled. */
export async function eventsStartingBetween(db: Db, from: Date, to: Date) {
  return db
    .select({ event: events, space: spaceColumns })
    .from(events)
    .innerJoin(spaces, eq(spaces.id, events.space_id))
    .where(
      and(
        eq(events.status, "scheduled"),
        sql`${events.starts_at} < ${at(to)}`,
        sql`coalesce(${events.recurrence_ends_at}, ${events.starts_at}) >= ${at(from)}`,
      ),
    )
    .limit(5000);
}

/**
 * Records the reminders of one occurrence and kind for its 'Vou' members who may still see the
 * event (a private space: its members and the staff) and have not had it: the rows written are
 * the members to remind. Concurrent sweeps race on the primary key, so each member is returned
 * by exactly one of them.
 */
export async function claimReminders(db: Db, eventId: string, occurrence: Date, kind: string) {
  const result = (await db.execute(sql`
    insert into ${eventReminders} (event_id, occurrence_at, user_id, kind)
    select r.event_id, r.occurrence_at, r.user_id, ${kind}
    from ${eventRsvps} r
    join ${events} e on e.id = r.event_id
    join ${spaces} s on s.id = e.space_id
    join ${profiles} p on p.id = r.user_id
    where r.event_id = ${eventId} and r.occurrence_at = ${at(occurrence)} and r.status = 'going'
      and e.status = 'scheduled'
      and (not s.is_private or p.is_admin or p.is_moderator
           or exists (select 1 from ${spaceMembers} m where m.space_id = s.id and m.user_id = r.user_id))
    order by r.user_id
    on conflict do nothing
    returning user_id`)) as unknown as { rows: { user_id: string }[] };
  return result.rows.map((r) => r.user_id);
}

/** Whether the member still has 'Vou' on the occurrence of a scheduled event (the e-mail job checks). */
export async function stillGoing(db: Db, eventId: string, occurrence: Date, userId: string) {
  const [row] = await db
    .select({ status: eventRsvps.status })
    .from(eventRsvps)
    .innerJoin(events, eq(events.id, eventRsvps.event_id))
    .where(
      and(
        eq(eventRsvps.event_id, eventId),
        eq(eventRsvps.occurrence_at, occurrence),
        eq(eventRsvps.user_id, userId),
        eq(eventRsvps.status, "going"),
        eq(events.status, "scheduled"),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function memberContact(db: Db, userId: string) {
  const [row] = await db
    .select({ email: profiles.email, full_name: profiles.full_name })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return row;
}

/**
 * Events not cancelled with an occurrence still to end (a recurring series counts once): the
 * admin hub's 'Eventos'.
 */
export async function countScheduledEvents(db: Db, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(events)
    .where(
      and(
        eq(events.status, "scheduled"),
        sql`(${events.ends_at} >= ${at} or (${events.recurrence} is not null and (${events.recurrence_ends_at} is null or ${events.recurrence_ends_at} + (${events.ends_at} - ${events.starts_at}) >= ${at})))`,
      ),
    );
  return Number(row?.count ?? 0);
}
