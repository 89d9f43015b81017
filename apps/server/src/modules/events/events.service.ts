import { randomBytes } from "node:crypto";
import { eventMessages as m } from "@guilda/shared/messages/events";
import {
  EVENT_ATTENDEES_PAGE_SIZE,
  EVENT_MAX_DURATION_DAYS,
  EVENT_MAX_OCCURRENCES,
  EVENT_RANGE_MAX_DAYS,
  type CalendarFeed,
  type EventAttendeesPage,
  type EventCounts,
  type EventDetail,
  type EventInput,
  type EventOccurrenceView,
  type EventPatch,
  type EventRange,
  type EventSpace,
  type RecurrenceInput,
  type RsvpChoice,
  type RsvpResult,
  type RsvpStatus,
} from "@guilda/shared/schemas/events";
import { z } from "zod";
import type { Db } from "../../platform/db";
import type { Viewer } from "../../platform/http/context";
import { cursorCodec, cursorTimestamp } from "../../platform/http/cursor";
import { AppError } from "../../platform/http/errors";
import { renderMarkdown } from "../../platform/markdown";
import type { RealtimeHub } from "../../platform/realtime/hub";
import { accessScope, canSee } from "../../platform/access";
import { publish, type PublishScope } from "../../platform/events";
import { PendingEvents } from "../../platform/realtime/pending";
import { getSettings } from "../settings/settings.service";
import { findSpaceById, isStaff, visibleSpace } from "../spaces/spaces.service";
import { mediaUrl, releaseEventCovers, useUploadAsEventCover } from "../uploads/uploads.service";
import * as q from "./events.queries";
import { buildCalendar, type IcsEvent } from "./ics";
import { isTimeZone, occurrenceStarts, parseRuleText, ruleDescription, ruleText } from "./recurrence";

export type Ctx = { db: Db; realtime: RealtimeHub; viewer: Viewer };
type Who = { userId: string; profile: { is_admin: boolean; is_moderator: boolean } };

const DAY_MS = 24 * 60 * 60 * 1000;
/** The private feed carries events that ended up to this long ago. */
const FEED_PAST_MS = 180 * DAY_MS;
const FEED_MAX_EVENTS = 1000;
const UPCOMING_MAX = 10;

const notFound = () => new AppError(404, "NOT_FOUND", m.notFound);
const conflict = (message: string) => new AppError(409, "CONFLICT", message);

const duration = (e: q.EventRow) => e.ends_at.getTime() - e.starts_at.getTime();

/** Every occurrence's start of the event. */
function occurrencesOf(e: q.EventRow): Date[] {
  return occurrenceStarts(e.starts_at, e.time_zone, e.recurrence).slice(0, EVENT_MAX_OCCURRENCES);
}

/** The occurrence named by `iso`, or a 400 when the event has none at that instant. */
function occurrenceNamed(e: q.EventRow, iso: string): Date {
  const wanted = Date.parse(iso);
  const found = occurrencesOf(e).find((d) => d.getTime() === wanted);
  if (!found) throw AppError.validation({ occurrence_at: m.occurrenceInvalid });
  return found;
}

// ——— Access ———

async function visibleEvent(db: Db, viewer: Who, id: string) {
  const found = await q.findEvent(db, id);
  if (!found) throw notFound();
  if (found.space.is_private && !isStaff(viewer.profile)) {
    const space = await findSpaceById(db, found.space.id);
    if (!space || !(await canSee(db, viewer, "space", space))) throw notFound();
  }
  return found;
}

/** Whoever may see the event's space may see the event (and read its cover). */
export async function canSeeEvent(db: Db, viewer: Who, eventId: string): Promise<boolean> {
  try {
    await visibleEvent(db, viewer, eventId);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return false;
    throw error;
  }
}

function requireStaff(viewer: Viewer) {
  if (!isStaff(viewer.profile)) throw new AppError(403, "FORBIDDEN", m.onlyStaff);
}

// ——— Views ———

const emptyCounts = (): EventCounts => ({ going: 0, maybe: 0, not_going: 0, waitlist: 0 });
const key = (eventId: string, occurrence: Date) => `${eventId}|${occurrence.getTime()}`;

function toSpace(s: { id: string; name: string; slug: string; is_private: boolean }): EventSpace {
  return { id: s.id, name: s.name, slug: s.slug, is_private: s.is_private };
}

type Found = NonNullable<Awaited<ReturnType<typeof q.findEvent>>>;

function occurrenceView(
  found: Found,
  occurrence: Date,
  counts: EventCounts,
  myStatus: RsvpStatus | null,
): EventOccurrenceView {
  const e = found.event;
  return {
    event_id: e.id,
    occurrence_at: occurrence.toISOString(),
    starts_at: occurrence.toISOString(),
    ends_at: new Date(occurrence.getTime() + duration(e)).toISOString(),
    time_zone: e.time_zone,
    title: e.title,
    space: toSpace(found.space),
    location: e.location,
    online_url: e.online_url,
    cover_url: e.cover_url,
    capacity: e.capacity,
    status: e.status as "scheduled" | "cancelled",
    is_recurring: Boolean(e.recurrence),
    counts,
    my_status: myStatus,
  };
}

/** Counts and the viewer's answers for the given occurrences of these events. */
async function answersFor(db: Db, userId: string, eventIds: string[], from: Date, to: Date) {
  const counts = new Map<string, EventCounts>();
  for (const row of await q.rsvpCounts(db, eventIds, from, to)) {
    const k = key(row.event_id, row.occurrence_at);
    const c = counts.get(k) ?? emptyCounts();
    c[row.status as RsvpStatus] = Number(row.n);
    counts.set(k, c);
  }
  const mine = new Map<string, RsvpStatus>();
  for (const row of await q.memberAnswers(db, userId, eventIds, from, to))
    mine.set(key(row.event_id, row.occurrence_at), row.status as RsvpStatus);
  return { counts, mine };
}

/** GET /api/events?from=&to=[&space=] — every occurrence overlapping [from, to), by start. */
export async function listRange(
  { db, viewer }: Ctx,
  input: { from: string; to: string; space?: string | undefined },
): Promise<EventRange> {
  const from = new Date(input.from);
  const to = new Date(input.to);
  if (!(to > from) || to.getTime() - from.getTime() > EVENT_RANGE_MAX_DAYS * DAY_MS)
    throw AppError.validation({ to: m.rangeInvalid });
  const spaceId = input.space ? (await visibleSpace(db, viewer, input.space)).id : undefined;
  const hidden = await accessScope(db, viewer, "space");
  const rows = await q.eventsOverlapping(db, { from, to }, hidden, spaceId);
  const found: { row: Found; occurrence: Date }[] = [];
  for (const row of rows) {
    const length = duration(row.event);
    for (const start of occurrencesOf(row.event)) {
      if (start < to && start.getTime() + length > from.getTime()) found.push({ row, occurrence: start });
    }
  }
  if (found.length === 0) return { items: [] };
  const first = new Date(Math.min(...found.map((f) => f.occurrence.getTime())));
  const last = new Date(Math.max(...found.map((f) => f.occurrence.getTime())));
  const ids = [...new Set(found.map((f) => f.row.event.id))];
  const { counts, mine } = await answersFor(db, viewer.userId, ids, first, last);
  found.sort(
    (a, b) => a.occurrence.getTime() - b.occurrence.getTime() || a.row.event.id.localeCompare(b.row.event.id),
  );
  return {
    items: found.map(({ row, occurrence }) => {
      const k = key(row.event.id, occurrence);
      return occurrenceView(row, occurrence, counts.get(k) ?? emptyCounts(), mine.get(k) ?? null);
    }),
  };
}

/** The next occurrence not over yet, else the last one. */
function defaultOccurrence(e: q.EventRow, all: Date[], now: number) {
  const length = duration(e);
  return all.find((d) => d.getTime() + length > now) ?? all[all.length - 1]!;
}

/** GET /api/events/:id?occurrence= */
export async function getEvent(
  ctx: Ctx,
  id: string,
  occurrenceIso?: string | undefined,
  now = Date.now(),
): Promise<EventDetail> {
  const { db, viewer } = ctx;
  const found = await visibleEvent(db, viewer, id);
  const e = found.event;
  const all = occurrencesOf(e);
  const occurrence = occurrenceIso ? occurrenceNamed(e, occurrenceIso) : defaultOccurrence(e, all, now);
  const { counts, mine } = await answersFor(db, viewer.userId, [e.id], occurrence, occurrence);
  const k = key(e.id, occurrence);
  const myStatus = mine.get(k) ?? null;
  const length = duration(e);
  const ahead = all.filter((d) => d.getTime() + length > now);
  const upcoming = (ahead.length ? ahead.slice(0, UPCOMING_MAX) : all.slice(-UPCOMING_MAX)).map((d) => ({
    occurrence_at: d.toISOString(),
    starts_at: d.toISOString(),
    ends_at: new Date(d.getTime() + length).toISOString(),
  }));
  const recurrence = parseRuleText(e.recurrence);
  const creator = e.created_by ? await q.creatorOf(db, e.created_by) : undefined;
  return {
    ...occurrenceView(found, occurrence, counts.get(k) ?? emptyCounts(), myStatus),
    description: e.description,
    description_html: renderMarkdown(e.description),
    recurrence,
    recurrence_text: recurrence ? ruleDescription(recurrence) : null,
    upcoming,
    waitlist_position:
      myStatus === "waitlist" ? await q.waitlistPosition(db, e.id, occurrence, viewer.userId) : null,
    can_edit: isStaff(viewer.profile),
    series_starts_at: e.starts_at.toISOString(),
    created_by: creator ?? null,
    sequence: e.sequence,
  };
}

/** GET /api/events/spaces — the 'eventos' spaces the viewer may see (the editor's choices). */
export async function listEventSpaces({ db, viewer }: Ctx): Promise<EventSpace[]> {
  return (await q.eventSpaces(db, await accessScope(db, viewer, "space"))).map(toSpace);
}

// ——— Writing events ———

type Plan = {
  title: string;
  description: string;
  starts_at: Date;
  ends_at: Date;
  time_zone: string;
  location: string | null;
  online_url: string | null;
  capacity: number | null;
  recurrence: string | null;
  recurrence_ends_at: Date | null;
};

const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/** Checks what the schema cannot (times, zone, link, rule) and prepares the row's values. */
function plan(input: {
  title: string;
  description: string;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  location: string | null;
  online_url: string | null;
  capacity: number | null;
  recurrence: RecurrenceInput | string | null;
}): Plan {
  const starts = new Date(input.starts_at);
  const ends = new Date(input.ends_at);
  if (!(ends > starts)) throw AppError.validation({ ends_at: m.endBeforeStart });
  if (ends.getTime() - starts.getTime() > EVENT_MAX_DURATION_DAYS * DAY_MS)
    throw AppError.validation({ ends_at: m.tooLong });
  if (!isTimeZone(input.time_zone)) throw AppError.validation({ time_zone: m.timeZoneInvalid });
  const online = blankToNull(input.online_url);
  if (online) {
    if (!URL.canParse(online) || !/^https?:\/\//i.test(online))
      throw AppError.validation({ online_url: m.onlineUrlInvalid });
  }
  const rule =
    input.recurrence === null
      ? null
      : typeof input.recurrence === "string"
        ? input.recurrence
        : ruleText(input.recurrence);
  let endsAt: Date | null = null;
  if (rule) {
    const all = occurrenceStarts(starts, input.time_zone, rule);
    if (all.length === 0) throw AppError.validation({ recurrence: m.untilInvalid });
    if (all.length > EVENT_MAX_OCCURRENCES) throw AppError.validation({ recurrence: m.recurrenceTooMany });
    endsAt = all[all.length - 1]!;
  }
  return {
    title: input.title.trim(),
    description: input.description,
    starts_at: starts,
    ends_at: ends,
    time_zone: input.time_zone,
    location: blankToNull(input.location),
    online_url: online,
    capacity: input.capacity,
    recurrence: rule,
    recurrence_ends_at: endsAt,
  };
}

async function applyCover(tx: Db, viewer: Viewer, eventId: string, uploadId: string | null) {
  if (uploadId === null) {
    await releaseEventCovers(tx, eventId);
    return null;
  }
  const upload = await useUploadAsEventCover(tx, { id: uploadId, ownerId: viewer.userId, eventId });
  if (!upload) throw AppError.validation({ cover_upload_id: m.coverUploadInvalid });
  await releaseEventCovers(tx, eventId, upload.id);
  return mediaUrl(upload.object_key);
}

/** POST /api/events — admins and moderators, in an 'eventos' space. */
export async function createEvent(ctx: Ctx, input: EventInput): Promise<EventDetail> {
  const { db, viewer } = ctx;
  requireStaff(viewer);
  const space = await findSpaceById(db, input.space_id);
  if (!space) throw AppError.validation({ space_id: m.spaceRequired });
  if (space.space_type !== "eventos") throw AppError.validation({ space_id: m.spaceNotEvents });
  const values = plan(input);
  const id = await db.transaction(async (tx) => {
    const created = await q.insertEvent(tx, { ...values, space_id: space.id, created_by: viewer.userId });
    if (input.cover_upload_id) {
      const url = await applyCover(tx, viewer, created, input.cover_upload_id);
      await q.setCover(tx, created, url);
    }
    return created;
  });
  return getEvent(ctx, id);
}

/**
 * Fills free places of one occurrence from its waiting list, in the order members asked, and
 * publishes the promotion (the promoted members are told). Runs under the event's row lock.
 */
async function fillPlaces(scope: PublishScope, e: q.EventRow, occurrence: Date) {
  const { tx } = scope;
  const free =
    e.capacity === null
      ? Number.MAX_SAFE_INTEGER
      : e.capacity - (await q.countAnswers(tx, e.id, occurrence, ["going"]));
  const promoted = await q.firstWaiting(tx, e.id, occurrence, Math.min(free, 10_000));
  if (promoted.length === 0) return;
  await q.promote(tx, e.id, occurrence, promoted);
  await publish(scope, "event.promoted", {
    eventId: e.id,
    title: e.title,
    occurrenceAt: occurrence.toISOString(),
    memberIds: promoted,
  });
}

/**
 * Moves the answers to the new occurrences of an event whose start, zone or rule changed: the n-th
 * occurrence's answers go to the new n-th occurrence (a single event's to its new start); answers
 * of occurrences that no longer exist are dropped. Only occurrences whose start really changed
 * lose their sent reminders (the new times get their own; the others were reminded once already).
 * Returns who answered an upcoming occurrence that moved or went ('Não vou' aside): they are told.
 */
async function shiftAnswers(tx: Db, before: q.EventRow, after: Plan, now: number): Promise<string[]> {
  const oldStarts = occurrencesOf(before).map((d) => d.getTime());
  const newStarts = occurrenceStarts(after.starts_at, after.time_zone, after.recurrence);
  const rows = await q.allRsvps(tx, before.id);
  const changed = new Set<number>();
  const told = new Set<string>();
  const kept = rows.flatMap((r) => {
    const was = r.occurrence_at.getTime();
    const index = oldStarts.indexOf(was);
    const target = index >= 0 ? newStarts[index] : undefined;
    if (target?.getTime() === was) return [r];
    changed.add(was);
    if (was >= now && r.status !== "not_going") told.add(r.user_id);
    return target ? [{ ...r, occurrence_at: target }] : [];
  });
  if (changed.size === 0) return [];
  await q.replaceRsvps(tx, before.id, kept);
  await q.deleteReminders(
    tx,
    before.id,
    [...changed].map((ms) => new Date(ms)),
  );
  return [...told];
}

/** PATCH /api/events/:id — admins and moderators. Moving it tells who answered and moves their answers. */
export async function updateEvent(
  ctx: Ctx,
  id: string,
  patch: EventPatch,
  now = Date.now(),
): Promise<EventDetail> {
  const { db, viewer } = ctx;
  requireStaff(viewer);
  const pending = new PendingEvents();
  await db.transaction(async (tx) => {
    const scope = { tx, db, pending };
    const e = await q.lockEvent(tx, id);
    if (!e) throw notFound();
    const current = parseRuleText(e.recurrence);
    const values = plan({
      title: patch.title ?? e.title,
      description: patch.description ?? e.description,
      starts_at: patch.starts_at ?? e.starts_at.toISOString(),
      ends_at: patch.ends_at ?? e.ends_at.toISOString(),
      time_zone: patch.time_zone ?? e.time_zone,
      location: patch.location !== undefined ? patch.location : e.location,
      online_url: patch.online_url !== undefined ? patch.online_url : e.online_url,
      capacity: patch.capacity !== undefined ? patch.capacity : e.capacity,
      recurrence:
        patch.recurrence !== undefined ? patch.recurrence : current ? ruleText(current) : e.recurrence,
    });
    // A new end alone moves no occurrence: answers and reminders stay.
    const moved =
      values.starts_at.getTime() !== e.starts_at.getTime() ||
      values.time_zone !== e.time_zone ||
      values.recurrence !== e.recurrence;
    let cover: { cover_url?: string | null } = {};
    if (patch.cover_upload_id !== undefined)
      cover = { cover_url: await applyCover(tx, viewer, id, patch.cover_upload_id) };
    const told = moved ? await shiftAnswers(tx, e, values, now) : [];
    await q.updateEvent(tx, id, { ...values, ...cover });
    if (e.status === "cancelled") return;
    if (told.length > 0)
      await publish(scope, "event.changed", {
        eventId: id,
        title: values.title,
        actorId: viewer.userId,
        memberIds: told,
        change: "moved",
        startsAt: values.starts_at.toISOString(),
      });
    // More places (or no limit any more): the waiting lists move up.
    if (
      values.capacity === null ? e.capacity !== null : e.capacity !== null && values.capacity > e.capacity
    ) {
      const updated = { ...e, ...values };
      for (const occurrence of await q.waitingOccurrences(tx, id, new Date(now - duration(e))))
        await fillPlaces(scope, updated, occurrence);
    }
  });
  await pending.flush(ctx.realtime);
  return getEvent(ctx, id);
}

/** POST /api/events/:id/cancel — admins and moderators; who said Vou, Talvez or is waiting is told. */
export async function cancelEvent(ctx: Ctx, id: string, now = Date.now()): Promise<EventDetail> {
  const { db, viewer } = ctx;
  requireStaff(viewer);
  const pending = new PendingEvents();
  await db.transaction(async (tx) => {
    const e = await q.lockEvent(tx, id);
    if (!e) throw notFound();
    if (e.status === "cancelled") throw conflict(m.alreadyCancelled);
    await q.updateEvent(tx, id, { status: "cancelled", cancelled_at: new Date(now) });
    const told = await q.answeredMembers(tx, id, ["going", "maybe", "waitlist"], new Date(now - duration(e)));
    await publish({ tx, db, pending }, "event.changed", {
      eventId: id,
      title: e.title,
      actorId: viewer.userId,
      memberIds: told,
      change: "cancelled",
    });
  });
  await pending.flush(ctx.realtime);
  return getEvent(ctx, id);
}

/** DELETE /api/events/:id — admins only; answers, reminders and notifications go with it. */
export async function deleteEvent(ctx: Ctx, id: string) {
  const { db, viewer } = ctx;
  if (!viewer.profile.is_admin) throw new AppError(403, "FORBIDDEN", m.onlyAdminsDelete);
  await db.transaction(async (tx) => {
    if (!(await q.lockEvent(tx, id))) throw notFound();
    // Its cover is nobody's file any more: the orphan sweep removes it.
    await releaseEventCovers(tx, id);
    await q.deleteEvent(tx, id);
  });
}

// ——— RSVP ———

async function countsOf(db: Db, eventId: string, occurrence: Date): Promise<EventCounts> {
  const counts = emptyCounts();
  for (const row of await q.rsvpCounts(db, [eventId], occurrence, occurrence))
    counts[row.status as RsvpStatus] = Number(row.n);
  return counts;
}

/**
 * PUT /api/events/:id/rsvp — the viewer's answer for one occurrence. Under the event's row lock,
 * so parallel answers never overfill it: 'Vou' past the capacity joins the waiting list; a place
 * freed ('Talvez' or 'Não vou' after 'Vou') goes to the first one waiting, who is told.
 */
export async function setRsvp(
  ctx: Ctx,
  id: string,
  input: { occurrence_at: string; status: RsvpChoice },
  now = Date.now(),
): Promise<RsvpResult> {
  const { db, viewer } = ctx;
  await visibleEvent(db, viewer, id);
  const pending = new PendingEvents();
  const result = await db.transaction(async (tx) => {
    const e = await q.lockEvent(tx, id);
    if (!e) throw notFound();
    if (e.status === "cancelled") throw conflict(m.eventCancelled);
    const occurrence = occurrenceNamed(e, input.occurrence_at);
    if (occurrence.getTime() + duration(e) <= now) throw conflict(m.eventPast);
    const current = (await q.findRsvp(tx, id, occurrence, viewer.userId))?.status as RsvpStatus | undefined;
    let status: RsvpStatus = input.status;
    if (input.status === "going") {
      if (current === "going" || current === "waitlist") status = current;
      else if (e.capacity !== null && (await q.countAnswers(tx, id, occurrence, ["going"])) >= e.capacity)
        status = "waitlist";
    }
    if (status !== current)
      await q.saveRsvp(tx, {
        event_id: id,
        occurrence_at: occurrence,
        user_id: viewer.userId,
        status,
        at: new Date(),
      });
    if (current === "going" && status !== "going") await fillPlaces({ tx, db, pending }, e, occurrence);
    return {
      status,
      counts: await countsOf(tx, id, occurrence),
      waitlist_position:
        status === "waitlist" ? await q.waitlistPosition(tx, id, occurrence, viewer.userId) : null,
    };
  });
  await pending.flush(ctx.realtime);
  return result;
}

export type HeldPlace = { event_id: string; occurrence_at: Date };

/** The places a member holds ('Vou' on upcoming limited events): read before their account goes. */
export function placesHeldBy(db: Db, userId: string, now = Date.now()): Promise<HeldPlace[]> {
  return q.placesHeld(db, userId, new Date(now - EVENT_MAX_DURATION_DAYS * DAY_MS));
}

/**
 * After a member's account is deleted (their answers go with it by the foreign key), the places
 * they held go to the waiting lists, whose promoted members are told.
 */
export async function fillFreedPlaces(db: Db, places: HeldPlace[]) {
  for (const place of places) {
    const pending = new PendingEvents();
    await db.transaction(async (tx) => {
      const e = await q.lockEvent(tx, place.event_id);
      if (!e || e.status === "cancelled") return;
      await fillPlaces({ tx, db, pending }, e, place.occurrence_at);
    });
    await pending.flush();
  }
}

const attendeeCursor = cursorCodec(z.object({ c: cursorTimestamp, u: z.string().min(1).max(100) }).strict());

/** GET /api/events/:id/attendees?occurrence=&status=&cursor= — 'Não vou' only when asked. */
export async function listAttendees(
  { db, viewer }: Ctx,
  id: string,
  query: { occurrence?: string | undefined; status?: RsvpStatus | undefined; cursor?: string | undefined },
  now = Date.now(),
): Promise<EventAttendeesPage> {
  const found = await visibleEvent(db, viewer, id);
  const e = found.event;
  const occurrence = query.occurrence
    ? occurrenceNamed(e, query.occurrence)
    : defaultOccurrence(e, occurrencesOf(e), now);
  const statuses = query.status ? [query.status] : ["going", "maybe", "waitlist"];
  const after = query.cursor ? attendeeCursor.decode(query.cursor) : undefined;
  const rows = await q.attendeesPage(
    db,
    id,
    occurrence,
    statuses,
    EVENT_ATTENDEES_PAGE_SIZE + 1,
    after ? { createdAt: new Date(after.c), userId: after.u } : undefined,
  );
  const page = rows.slice(0, EVENT_ATTENDEES_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id,
      full_name: r.full_name,
      username: r.username,
      avatar_url: r.avatar_url,
      status: r.status as RsvpStatus,
      answered_at: r.answered_at.toISOString(),
    })),
    next_cursor:
      rows.length > EVENT_ATTENDEES_PAGE_SIZE && last
        ? attendeeCursor.encode({ c: last.answered_at.toISOString(), u: last.id })
        : null,
    total: await q.countAnswers(db, id, occurrence, statuses),
  };
}

// ——— Calendar files ———

const icsTexts = { online: m.icsOnline, moreAt: m.icsMoreAt };

function toIcs(row: Found, publicUrl: string): IcsEvent {
  return { ...row.event, url: `${publicUrl}/calendario/eventos/${row.event.id}` };
}

/** A file name from the title: 'live-de-quinta.ics'. */
export function icsFileName(title: string) {
  const base = title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return `${base || "evento"}.ics`;
}

/** GET /api/events/:id/ics — the event (with its rule) as an iCalendar file. */
export async function eventIcs(ctx: Ctx, id: string, publicUrl: string) {
  const found = await visibleEvent(ctx.db, ctx.viewer, id);
  // Nothing to add to a calendar: 410, as the page offers no download (the feed still carries
  // the cancellation, so calendars that had it mark it cancelled).
  if (found.event.status === "cancelled") throw new AppError(410, "EVENT_CANCELLED", m.eventCancelled);
  const community = (await getSettings(ctx.db)).community_name;
  const text = buildCalendar({
    name: m.feedName(community),
    host: new URL(publicUrl).hostname,
    events: [toIcs(found, publicUrl)],
    texts: icsTexts,
  });
  return { text, fileName: icsFileName(found.event.title) };
}

const newToken = () => randomBytes(32).toString("base64url");
const FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

function feedUrls(publicUrl: string, token: string): CalendarFeed {
  const url = `${publicUrl}/api/calendar/${token}.ics`;
  return { url, webcal_url: url.replace(/^https?:\/\//, "webcal://") };
}

/** GET /api/calendar/feed — the member's private address (made on first use). */
export async function calendarFeed({ db, viewer }: Ctx, publicUrl: string): Promise<CalendarFeed> {
  return feedUrls(publicUrl, await q.ensureFeed(db, viewer.userId, newToken()));
}

/** POST /api/calendar/feed/reset — a new secret; the old address stops working at once. */
export async function resetCalendarFeed({ db, viewer }: Ctx, publicUrl: string): Promise<CalendarFeed> {
  const token = newToken();
  await q.resetFeed(db, viewer.userId, token);
  return feedUrls(publicUrl, token);
}

/**
 * GET /api/calendar/{token}.ics — no session: the token says whose feed it is, and the feed has
 * the events that member may see (recent and upcoming). An unknown token is a 404.
 */
export async function feedIcs(db: Db, token: string, publicUrl: string, now = Date.now()) {
  if (!FEED_TOKEN.test(token)) throw new AppError(404, "NOT_FOUND", m.feedTokenInvalid);
  const owner = await q.feedOwner(db, token);
  if (!owner) throw new AppError(404, "NOT_FOUND", m.feedTokenInvalid);
  const who = {
    userId: owner.user_id,
    profile: { is_admin: owner.is_admin, is_moderator: owner.is_moderator },
  };
  const rows = await q.eventsForFeed(
    db,
    new Date(now - FEED_PAST_MS),
    await accessScope(db, who, "space"),
    FEED_MAX_EVENTS,
  );
  const community = (await getSettings(db)).community_name;
  return buildCalendar({
    name: m.feedName(community),
    host: new URL(publicUrl).hostname,
    events: rows.map((r) => toIcs(r, publicUrl)),
    texts: icsTexts,
  });
}

/** What a reminder e-mail says (the notifications' e-mail job sends it). */
export { reminderFacts } from "./event-reminders";

/** The admin hub's 'Eventos' card: the events still to happen. */
export async function eventsHubCounts(db: Db, now = new Date()) {
  return { scheduled: await q.countScheduledEvents(db, now) };
}
