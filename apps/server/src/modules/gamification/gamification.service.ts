import { LEVELS, type Level, type LevelNames } from "@guilda/shared";
import { auditMessages } from "@guilda/shared/messages/audit";
import { gamificationMessages as m } from "@guilda/shared/messages/gamification";
import { levelNamesFromList, levelNamesList } from "@guilda/shared/rules/community-words";
import {
  communityDay,
  DEFAULT_GAMIFICATION_RULES,
  levelFor,
  levelProgress,
  MISSION_EVENT_TYPES,
  POINT_REASONS,
  type GamificationRules,
  type MissionEventType,
  type PointReason,
  type ReasonRule,
} from "@guilda/shared/rules/gamification";
import {
  RANKING_SIZE,
  type AdminMission,
  type AdminMissionList,
  type GamificationSaved,
  type GamificationSettingsView,
  type LevelsInfo,
  type MissionInput,
  type MissionList,
  type MyGamification,
  type Ranking,
  type RankingEntry,
  type RankingPeriod,
  type UpdateGamificationInput,
} from "@guilda/shared/schemas/gamification";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/http/errors";
import type { RealtimeHub } from "../../platform/realtime/hub";
import { PendingEvents } from "../../platform/realtime/pending";
import { publish } from "../../platform/events";
import { recordAudit, recordAuditChange } from "../audit/audit.service";
import { levelNames, saveLevelNames } from "../settings/settings.service";
import * as q from "./gamification.queries";

const DAY_MS = 24 * 60 * 60 * 1000;
const PERIOD_DAYS: Record<Exclude<RankingPeriod, "all">, number> = { "7d": 7, "30d": 30 };

// ——— Rules ———

const isCount = (v: unknown, min: number) => typeof v === "number" && Number.isInteger(v) && v >= min;

function ruleOf(stored: unknown, fallback: ReasonRule): ReasonRule {
  const s = (stored ?? {}) as Partial<ReasonRule>;
  return {
    points: isCount(s.points, 0) ? s.points! : fallback.points,
    daily_cap: s.daily_cap === null ? null : isCount(s.daily_cap, 1) ? s.daily_cap! : fallback.daily_cap,
  };
}

function validThresholds(value: unknown): value is GamificationRules["level_thresholds"] {
  return (
    Array.isArray(value) &&
    value.length === LEVELS.length &&
    value[0] === 0 &&
    value.every((t, i) => isCount(t, 0) && (i === 0 || t > value[i - 1]))
  );
}

/** The community's rules: the stored row (id 1) over the defaults, key by key. */
export async function loadRules(db: Db): Promise<GamificationRules> {
  const row = await q.findSettings(db);
  const d = DEFAULT_GAMIFICATION_RULES;
  const stored = (row?.reasons ?? {}) as Record<string, unknown>;
  return {
    reasons: Object.fromEntries(POINT_REASONS.map((r) => [r, ruleOf(stored[r], d.reasons[r])])) as Record<
      PointReason,
      ReasonRule
    >,
    like_pair_daily_limit: isCount(row?.like_pair_daily_limit, 1)
      ? row!.like_pair_daily_limit!
      : d.like_pair_daily_limit,
    level_thresholds: validThresholds(row?.level_thresholds)
      ? row!.level_thresholds
      : [...d.level_thresholds],
  };
}

// ——— Awarding ———

export type AwardInput = {
  userId: string;
  reason: PointReason;
  /** What pays (see the plan): a post id, comment id, '{postId}:{likerId}', lesson, course, mission or day. */
  source: string;
  /** Who caused it (the liker): pays nothing when it is the member themself; the like-pair limit counts it. */
  actorId?: string | null;
  /** When it happened (the community day for caps; the row's date). */
  now?: Date;
  /** mission_completed only: the mission's own points. */
  points?: number;
};

export type AwardResult = { points: number; total: number; level: Level; level_up: boolean };

/**
 * Moves the member's points and level by `delta` (the profile row is already locked), queues
 * points.changed (with the level's name members read) and, on a level up, publishes it (the
 * member is told).
 */
async function applyDelta(
  tx: Db,
  events: PendingEvents,
  userId: string,
  before: { points: number; level: string },
  delta: number,
  rules: GamificationRules,
): Promise<AwardResult> {
  const total = Math.max(0, before.points + delta);
  const level = levelFor(total, rules.level_thresholds);
  const levelUp = LEVELS.indexOf(level) > LEVELS.indexOf(before.level as Level);
  if (total === before.points && level === before.level)
    return { points: delta, total, level, level_up: false };
  const name = await q.setPoints(tx, userId, total, level);
  events.add({ type: "points.changed", user_id: userId, points: total, level: name, level_up: levelUp });
  if (levelUp)
    await publish({ tx, pending: events }, "member.level_reached", { userId, level, levelName: name });
  return { points: delta, total, level, level_up: levelUp };
}

/**
 * Records one event in the ledger and pays for it, inside the caller's transaction: once per
 * (member, reason, source) — a repeat or a concurrent twin pays nothing and answers null. The
 * profile row is locked first, so the daily cap of the reason and the like-pair limit (both by
 * São Paulo day) are exact under concurrency; an event past them is still recorded, with 0 points
 * (it counts for missions and its undo takes back 0). Missions of the reason are checked after.
 */
export async function award(tx: Db, events: PendingEvents, input: AwardInput): Promise<AwardResult | null> {
  const { userId, reason, source } = input;
  const actorId = input.actorId ?? null;
  if (actorId === userId) return null;
  const now = input.now ?? new Date();
  const profile = await q.lockProfile(tx, userId);
  if (!profile) return null;
  if (await q.findEntry(tx, userId, reason, source)) return null;
  const rules = await loadRules(tx);
  const rule = rules.reasons[reason];
  let points = reason === "mission_completed" ? Math.max(0, Math.trunc(input.points ?? 0)) : rule.points;
  const pairLimited = reason === "like_received" && actorId !== null;
  if (points > 0 && reason !== "mission_completed" && (rule.daily_cap !== null || pairLimited)) {
    const today = await q.paidToday(tx, userId, reason, now, actorId);
    if (rule.daily_cap !== null && today.paid >= rule.daily_cap) points = 0;
    else if (pairLimited && today.pair >= rules.like_pair_daily_limit) points = 0;
  }
  const id = await q.insertEntry(tx, {
    user_id: userId,
    reason,
    source,
    points,
    actor_id: actorId,
    created_at: now,
  });
  if (id === undefined) return null;
  const result = await applyDelta(tx, events, userId, profile, points, rules);
  if ((MISSION_EVENT_TYPES as readonly string[]).includes(reason))
    await checkMissions(tx, events, userId, reason as MissionEventType, now);
  return result;
}

/**
 * Takes back what an event paid (an unlike, a removed comment, a deleted post, an undone
 * lesson): a row with the same reason, source `undo:{source}` and the negated points. Once: a
 * second revoke, or one of an event never recorded, changes nothing and answers null.
 */
export async function revoke(
  tx: Db,
  events: PendingEvents,
  input: { userId: string; reason: PointReason; source: string; now?: Date },
): Promise<AwardResult | null> {
  const profile = await q.lockProfile(tx, input.userId);
  if (!profile) return null;
  const original = await q.findEntry(tx, input.userId, input.reason, input.source);
  if (!original) return null;
  const id = await q.insertEntry(tx, {
    user_id: input.userId,
    reason: input.reason,
    source: `undo:${input.source}`,
    points: -original.points,
    actor_id: original.actor_id,
    reverses: original.id,
    created_at: input.now ?? new Date(),
  });
  if (id === undefined) return null;
  return applyDelta(tx, events, input.userId, profile, -original.points, await loadRules(tx));
}

/**
 * Completes the member's open missions of this event type whose target the count reaches: a
 * mission_completed row (source: the mission) with the mission's points, published. A
 * mission an admin adds later is checked the next time its event type fires for the member.
 */
export async function checkMissions(
  tx: Db,
  events: PendingEvents,
  userId: string,
  eventType: MissionEventType,
  now = new Date(),
) {
  const open = await q.openMissions(tx, userId, eventType);
  if (!open.length) return;
  const count =
    eventType === "profile_completed"
      ? Number(await q.profileCompleted(tx, userId))
      : await q.eventCount(tx, userId, eventType);
  for (const mission of open) {
    if (count < mission.target) continue;
    const paid = await award(tx, events, {
      userId,
      reason: "mission_completed",
      source: mission.id,
      points: mission.points,
      now,
    });
    if (paid)
      await publish({ tx, pending: events }, "mission.completed", {
        userId,
        missionTitle: mission.title,
        points: mission.points,
      });
  }
}

const lastVisit = new Map<string, string>();

/**
 * The daily visit (2 points by default), once per member and São Paulo day. Remembered per
 * process, so a member's later requests of the day cost nothing; the ledger's unique key keeps
 * it once across processes.
 */
export async function recordDailyVisit(db: Db, userId: string, now = new Date(), hub?: RealtimeHub) {
  const day = communityDay(now);
  if (lastVisit.get(userId) === day) return;
  if (lastVisit.size > 50_000) lastVisit.clear();
  const events = new PendingEvents();
  await db.transaction((tx) => award(tx, events, { userId, reason: "daily_visit", source: day, now }));
  lastVisit.set(userId, day);
  if (hub) await events.flush(hub);
}

/** A past event written as it is (no caps, no missions, no notifications): a demo community's history. */
export type HistoryRow = { userId: string; reason: PointReason; source: string; points: number; at: Date };

/**
 * Writes past events to the ledger in bulk and moves each member's points and level by what was
 * inserted, in one transaction (rows already in the ledger are skipped).
 */
export async function importHistory(db: Db, rows: HistoryRow[]) {
  await db.transaction(async (tx) => {
    const rules = await loadRules(tx);
    const added = new Map<string, number>();
    for (let i = 0; i < rows.length; i += 1000) {
      const inserted = await q.insertEntries(
        tx,
        rows.slice(i, i + 1000).map((r) => ({
          user_id: r.userId,
          reason: r.reason,
          source: r.source,
          points: r.points,
          created_at: r.at,
        })),
      );
      for (const row of inserted) added.set(row.user_id, (added.get(row.user_id) ?? 0) + row.points);
    }
    for (const [userId, delta] of [...added].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const profile = await q.lockProfile(tx, userId);
      if (!profile) continue;
      const total = Math.max(0, profile.points + delta);
      await q.setPoints(tx, userId, total, levelFor(total, rules.level_thresholds));
    }
  });
}

/** The missions migration 0014 adds (kept here for a database emptied since, e.g. the demo seed). */
export const DEFAULT_MISSIONS: MissionInput[] = [
  {
    title: "Complete seu perfil",
    description: "Adicione uma foto e uma bio ao seu perfil.",
    event_type: "profile_completed",
    target: 1,
    points: 20,
  },
  {
    title: "Primeira publicação",
    description: "Publique seu primeiro post na comunidade.",
    event_type: "post_published",
    target: 1,
    points: 10,
  },
  {
    title: "Primeira aula concluída",
    description: "Conclua sua primeira aula de um curso.",
    event_type: "lesson_completed",
    target: 1,
    points: 10,
  },
  {
    title: "Cinco comentários",
    description: "Comente cinco vezes em publicações de outros membros.",
    event_type: "comment_written",
    target: 5,
    points: 15,
  },
  {
    title: "Primeiro curso concluído",
    description: "Conclua todas as aulas de um curso.",
    event_type: "course_completed",
    target: 1,
    points: 50,
  },
];

/** Adds the default missions when there are no missions at all. */
export async function ensureDefaultMissions(db: Db) {
  if ((await q.countMissions(db)) > 0) return;
  await q.insertMissions(
    db,
    DEFAULT_MISSIONS.map((m, i) => ({
      title: m.title,
      description: m.description ?? "",
      event_type: m.event_type,
      target: m.target,
      points: m.points,
      order: i + 1,
    })),
  );
}

// ——— Rescore ———

export type RescoreResult = {
  members: number;
  differences: { user_id: string; stored: number; ledger: number }[];
  /** Members whose points or level were set again from the ledger. */
  fixed: number;
};

/**
 * Rebuilds every member's points from the ledger (and the level from the thresholds), reporting
 * who differed. Each fix locks the member's profile like an award does, so it is safe while the
 * community is in use.
 */
export async function rescore(db: Db): Promise<RescoreResult> {
  const rules = await loadRules(db);
  const rows = await q.ledgerTotals(db);
  const differences = rows
    .filter((r) => Number(r.stored) !== Number(r.ledger))
    .map((r) => ({ user_id: r.id, stored: Number(r.stored), ledger: Number(r.ledger) }));
  const wrong = rows.filter(
    (r) =>
      Number(r.stored) !== Number(r.ledger) || r.level !== levelFor(Number(r.ledger), rules.level_thresholds),
  );
  let fixed = 0;
  for (const row of wrong)
    fixed += await db.transaction(async (tx) => {
      const profile = await q.lockProfile(tx, row.id);
      if (!profile) return 0;
      const total = await q.ledgerTotal(tx, row.id);
      const level = levelFor(total, rules.level_thresholds);
      if (profile.points === total && profile.level === level) return 0;
      await q.setPoints(tx, row.id, total, level);
      return 1;
    });
  return { members: rows.length, differences, fixed };
}

// ——— Member views ———

async function member(db: Db, userId: string) {
  const row = await q.findMember(db, userId);
  if (!row) throw AppError.unauthenticated();
  return row;
}

function levelsOf(thresholds: readonly number[], names: LevelNames) {
  return LEVELS.map((key, i) => ({ key, name: names[key], threshold: thresholds[i]! }));
}

/** A stored level (an unknown value reads as the first level). */
const keyOf = (level: string): Level =>
  (LEVELS as readonly string[]).includes(level) ? (level as Level) : LEVELS[0];

/** /niveis: the live rules, the community's names and where the viewer stands. */
export async function levelsInfo(db: Db, userId: string): Promise<LevelsInfo> {
  const [rules, names, me] = await Promise.all([loadRules(db), levelNames(db), member(db, userId)]);
  const key = keyOf(me.level);
  return {
    levels: levelsOf(rules.level_thresholds, names),
    reasons: POINT_REASONS.map((reason) => ({ reason, ...rules.reasons[reason] })),
    like_pair_daily_limit: rules.like_pair_daily_limit,
    me: {
      points: me.points,
      level: names[key],
      level_key: key,
      progress: levelProgress(me.points, rules.level_thresholds, names),
    },
  };
}

/** The header and /perfil: points, level, all-time position and completed missions. */
export async function myGamification(db: Db, userId: string): Promise<MyGamification> {
  const [rules, names, me, completed] = await Promise.all([
    loadRules(db),
    levelNames(db),
    member(db, userId),
    q.completedMissions(db, userId),
  ]);
  const ahead = me.points > 0 ? await q.allTimeAhead(db, { id: userId, ...me }) : null;
  return {
    points: me.points,
    level: names[keyOf(me.level)],
    progress: levelProgress(me.points, rules.level_thresholds, names),
    position: ahead === null ? null : ahead + 1,
    missions_completed: completed.map((c) => ({
      id: c.id,
      title: c.title,
      completed_at: c.completed_at.toISOString(),
    })),
  };
}

function toEntry(row: q.RankingRow, i: number): RankingEntry {
  return {
    position: i + 1,
    member: {
      id: row.id,
      full_name: row.full_name,
      username: row.username,
      avatar_url: row.avatar_url,
      level: row.level,
    },
    points: Number(row.points),
  };
}

/** How old a window's standings get before it is read whole again, in the background (it slides). */
const STANDINGS_TTL_MS = 30_000;

/** The window as read whole: members most points first (equal points in no particular order). */
type Base = { ids: string[]; points: number[]; index: Map<string, number> };

type Standings = {
  version: number;
  /** When the whole window was last read (the window's start slides with it). */
  at: number;
  since: Date;
  base: Base;
  /**
   * Members whose points changed since the base was read, with their points now (0 or less: out
   * of the standings). A new version copies this small map, never the base's entries: copying and
   * indexing a month's 49k members anew for every like blocked the server 10–30 ms each time.
   */
  moved: Map<string, number>;
  /** Members of equal points in ranking order (name, then id), by points, loaded on demand. */
  groups: Map<number, Promise<string[]>>;
};
type Slot = {
  current?: Standings;
  /** Standings being moved to a newer version. */
  pending?: { version: number; promise: Promise<Standings> };
  /** The whole window being read. */
  reading?: Promise<Standings>;
};
const standingsCache = new WeakMap<Db, Map<RankingPeriod, Slot>>();

/** Forgets the standings kept for a database whose ledger was emptied (tests empty every table). */
export function forgetStandings(db: Db) {
  standingsCache.delete(db);
}

/** Past this many moved members, a new version folds them into a new base (one full rebuild). */
const MAX_MOVED = 2_000;

function standingsOf(version: number, at: number, since: Date, ids: string[], points: number[]): Standings {
  const base = { ids, points, index: new Map(ids.map((id, i) => [id, i])) };
  return { version, at, since, base, moved: new Map(), groups: new Map() };
}

function basePoints(s: Standings, id: string) {
  const i = s.base.index.get(id);
  return i === undefined ? undefined : s.base.points[i];
}

/** A member's points in the standings now, or undefined when they are not in them. */
function pointsNow(s: Standings, id: string): number | undefined {
  const moved = s.moved.get(id);
  if (moved === undefined) return basePoints(s, id);
  return moved > 0 ? moved : undefined;
}

/** The first place in a most-first list of points whose points are `points` or fewer (or fewer only). */
function firstAtMost(points: number[], limit: number, strictly = false) {
  let lo = 0;
  let hi = points.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (strictly ? points[mid]! >= limit : points[mid]! > limit) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** How many members have more than `points`. */
function aheadOf(s: Standings, points: number) {
  let n = firstAtMost(s.base.points, points);
  for (const [id, now] of s.moved) {
    if ((basePoints(s, id) ?? 0) > points) n--;
    if (now > points) n++;
  }
  return n;
}

/** The members with exactly `points`, in no particular order. */
function membersWith(s: Standings, points: number) {
  const ids: string[] = [];
  const { base } = s;
  for (let i = firstAtMost(base.points, points); i < base.points.length && base.points[i] === points; i++)
    if (!s.moved.has(base.ids[i]!)) ids.push(base.ids[i]!);
  for (const [id, now] of s.moved) if (now === points) ids.push(id);
  return ids;
}

/** The most points anyone in the standings has below `points`, or undefined past the last. */
function nextBelow(s: Standings, points: number): number | undefined {
  const { base } = s;
  let next: number | undefined;
  for (let i = firstAtMost(base.points, points, true); i < base.points.length; i++)
    if (!s.moved.has(base.ids[i]!)) {
      next = base.points[i];
      break;
    }
  for (const now of s.moved.values())
    if (now > 0 && now < points && (next === undefined || now > next)) next = now;
  return next;
}

/** The standings with the moved members folded into a new base, sorted again. */
function folded(s: Standings): Standings {
  const ids: string[] = [];
  const points: number[] = [];
  for (let i = 0; i < s.base.ids.length; i++)
    if (!s.moved.has(s.base.ids[i]!)) {
      ids.push(s.base.ids[i]!);
      points.push(s.base.points[i]!);
    }
  for (const [id, total] of s.moved) {
    if (total <= 0) continue;
    const at = firstAtMost(points, total);
    ids.splice(at, 0, id);
    points.splice(at, 0, total);
  }
  return { ...standingsOf(s.version, s.at, s.since, ids, points), groups: s.groups };
}

/** The standings moved by what rows written since they were read add to each member. */
function advance(s: Standings, version: number, changes: { user_id: string; points: number }[]): Standings {
  const moved = new Map(s.moved);
  // A group of equal points that nobody left or joined keeps its order by name: carried over, so
  // a like elsewhere does not send every group's names back to the database.
  const touched = new Set<number>();
  for (const c of changes) {
    const before = pointsNow(s, c.user_id);
    const now = (before ?? 0) + c.points;
    moved.set(c.user_id, now);
    if (before !== undefined) touched.add(before);
    touched.add(now);
  }
  const groups = new Map<number, Promise<string[]>>();
  for (const [groupPoints, group] of s.groups) if (!touched.has(groupPoints)) groups.set(groupPoints, group);
  const next: Standings = { ...s, version, moved, groups };
  return moved.size > MAX_MOVED ? folded(next) : next;
}

/** Keeps standings unless the slot already holds some read later, or as late and further along. */
function install(slot: Slot, standings: Standings) {
  const held = slot.current;
  if (!held || standings.at > held.at || (standings.at === held.at && standings.version >= held.version))
    slot.current = standings;
}

/** The whole window read again up to `version`, once at a time per period. */
function readWhole(db: Db, period: Exclude<RankingPeriod, "all">, slot: Slot, version: number) {
  if (slot.reading) return slot.reading;
  const at = Date.now();
  const since = new Date(at - PERIOD_DAYS[period] * DAY_MS);
  const reading = q
    .windowStandings(db, since, version)
    .then(({ ids, points }) => {
      const standings = standingsOf(version, at, since, ids, points);
      install(slot, standings);
      return standings;
    })
    .finally(() => {
      if (slot.reading === reading) slot.reading = undefined;
    });
  slot.reading = reading;
  return reading;
}

/**
 * The window's standings, served until the ledger grows: its newest id is read on every call
 * (one index lookup), and rows written since — by any instance — are added to the standings in
 * memory. The whole window is read at first, and again in the background once the standings are
 * 30 s old (it slides): requests meanwhile keep being answered from the standings held, so a read
 * of a month of ledger rows never holds them up. Concurrent callers share one computation.
 */
async function windowStandings(db: Db, period: Exclude<RankingPeriod, "all">): Promise<Standings> {
  let slots = standingsCache.get(db);
  if (!slots) standingsCache.set(db, (slots = new Map()));
  const slot = slots.get(period) ?? {};
  slots.set(period, slot);
  const version = await q.ledgerVersion(db);
  const current = slot.current;
  if (!current) return readWhole(db, period, slot, version);
  if (Date.now() - current.at >= STANDINGS_TTL_MS)
    // A failed read is tried again by the next request; the standings held still answer.
    readWhole(db, period, slot, version).catch(() => undefined);
  // Standings already past the version this request read (another request moved them) answer it.
  if (current.version >= version) return current;
  if (slot.pending && slot.pending.version >= version) return slot.pending.promise;
  const promise = q.windowChanges(db, current.since, current.version, version).then((changes) => {
    const standings = advance(current, version, changes);
    install(slot, standings);
    return standings;
  });
  slot.pending = { version, promise };
  try {
    return await promise;
  } finally {
    if (slot.pending?.promise === promise) slot.pending = undefined;
  }
}

/** The members with these points in ranking order, and how many members are ahead of them. */
async function tieGroup(db: Db, s: Standings, points: number) {
  const start = aheadOf(s, points);
  const members = membersWith(s, points);
  let group = s.groups.get(points);
  if (!group) {
    group = q.byName(db, members);
    s.groups.set(points, group);
  }
  return { start, ids: await group };
}

/**
 * The top 50 of the period — 7 or 30 days: points earned since then, net of reversals; all:
 * profiles.points — by points, then name, then id; and the viewer's own place even outside it.
 */
export async function ranking(db: Db, userId: string, period: RankingPeriod): Promise<Ranking> {
  if (period === "all") {
    const me = await member(db, userId);
    const [items, ahead] = await Promise.all([
      q.allTimeTop(db, RANKING_SIZE),
      me.points > 0 ? q.allTimeAhead(db, { id: userId, ...me }) : Promise.resolve(null),
    ]);
    return {
      period,
      items: items.map(toEntry),
      me: { position: ahead === null ? null : ahead + 1, points: me.points },
    };
  }
  const s = await windowStandings(db, period);
  const top: { id: string; points: number }[] = [];
  for (
    let points = nextBelow(s, Infinity);
    points !== undefined && top.length < RANKING_SIZE;
    points = nextBelow(s, points)
  ) {
    const group = await tieGroup(db, s, points);
    for (const id of group.ids) if (top.length < RANKING_SIZE) top.push({ id, points });
  }
  const members = new Map(
    (
      await q.rankingMembers(
        db,
        top.map((t) => t.id),
      )
    ).map((m) => [m.id, m]),
  );
  const points = pointsNow(s, userId);
  let me: Ranking["me"] = { position: null, points: 0 };
  if (points !== undefined) {
    const group = await tieGroup(db, s, points);
    me = { position: group.start + Math.max(0, group.ids.indexOf(userId)) + 1, points };
  }
  return {
    period,
    items: top.flatMap((t, i) => {
      const m = members.get(t.id);
      return m ? [toEntry({ ...m, points: t.points }, i)] : [];
    }),
    me,
  };
}

/** Active missions with the viewer's progress (min(count, target)) and when each was completed. */
export async function missionsOf(db: Db, userId: string): Promise<MissionList> {
  const [list, counts, profileDone, completed] = await Promise.all([
    q.listMissions(db, { activeOnly: true }),
    q.eventCounts(db, userId),
    q.profileCompleted(db, userId),
    q.completedMissions(db, userId),
  ]);
  const doneAt = new Map(completed.map((c) => [c.id, c.completed_at.toISOString()]));
  return {
    items: list.map((mission) => {
      const count =
        mission.event_type === "profile_completed"
          ? Number(profileDone)
          : (counts.get(mission.event_type) ?? 0);
      return {
        id: mission.id,
        title: mission.title,
        description: mission.description,
        event_type: mission.event_type as MissionEventType,
        target: mission.target,
        points: mission.points,
        progress: Math.max(0, Math.min(count, mission.target)),
        completed_at: doneAt.get(mission.id) ?? null,
      };
    }),
  };
}

// ——— Admin ———

function settingsView(rules: GamificationRules, names: LevelNames): GamificationSettingsView {
  return {
    ...rules,
    level_thresholds: [...rules.level_thresholds],
    level_names: levelNamesList(names),
    levels: LEVELS,
  };
}

export async function adminSettings(db: Db): Promise<GamificationSettingsView> {
  const [rules, names] = await Promise.all([loadRules(db), levelNames(db)]);
  return settingsView(rules, names);
}

/**
 * Saves the rules and the levels' names, and sets every member's level from the new thresholds
 * (one UPDATE, in the same transaction). Levels are stored by key, so a new name needs no member
 * row changed: every answer reads the name with the level.
 */
export async function saveSettings(
  db: Db,
  input: UpdateGamificationInput,
  by: string,
): Promise<GamificationSaved> {
  const thresholds = [...input.level_thresholds];
  const snapshot = async (tx: Db) => ({ ...(await loadRules(tx)), level_names: await levelNames(tx) });
  const levelsChanged = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const before = await snapshot(tx);
    await q.saveSettings(tx, {
      reasons: input.reasons,
      like_pair_daily_limit: input.like_pair_daily_limit,
      level_thresholds: thresholds,
    });
    if (input.level_names) await saveLevelNames(tx, levelNamesFromList(input.level_names));
    const moved = await q.recomputeLevels(tx, thresholds);
    await recordAuditChange(tx, {
      actorId: by,
      action: "gamification.rules",
      target: { kind: "gamification", label: auditMessages.targets.gamification },
      before,
      after: await snapshot(tx),
    });
    return moved;
  });
  return { ...(await adminSettings(db)), levels_changed: levelsChanged };
}

function toAdminMission(row: q.MissionRow, completed: Map<string, number>): AdminMission {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    event_type: row.event_type as MissionEventType,
    target: row.target,
    points: row.points,
    is_active: row.is_active,
    order: row.order,
    completed_count: completed.get(row.id) ?? 0,
  };
}

function missionNotFound() {
  return new AppError(404, "NOT_FOUND", m.missionNotFound);
}

export async function adminMissions(db: Db): Promise<AdminMissionList> {
  const [rows, completed] = await Promise.all([
    q.listMissions(db, { activeOnly: false }),
    q.completionCounts(db),
  ]);
  return { items: rows.map((row) => toAdminMission(row, completed)) };
}

/** A complete profile is one event: a profile mission with another target could never finish. */
function checkMissionTarget(eventType: string, target: number) {
  if (eventType === "profile_completed" && target !== 1)
    throw AppError.validation({ target: m.profileMissionTarget });
}

/** What the audit log keeps of a mission. */
const missionTerms = (row: q.MissionRow) => ({
  title: row.title,
  description: row.description,
  event_type: row.event_type,
  target: row.target,
  points: row.points,
  is_active: row.is_active,
});
const missionTarget = (row: q.MissionRow) => ({ kind: "mission", id: row.id, label: row.title });

export async function createMission(db: Db, input: MissionInput, by: string): Promise<AdminMission> {
  checkMissionTarget(input.event_type, input.target);
  const row = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const created = await q.insertMission(tx, {
      title: input.title,
      description: input.description ?? "",
      event_type: input.event_type,
      target: input.target,
      points: input.points,
      is_active: input.is_active ?? true,
    });
    await recordAudit(tx, {
      actorId: by,
      action: "gamification.mission_create",
      target: missionTarget(created),
      after: missionTerms(created),
    });
    return created;
  });
  return toAdminMission(row, new Map());
}

export async function updateMission(
  db: Db,
  id: string,
  input: Partial<MissionInput>,
  by: string,
): Promise<AdminMission> {
  const values = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const row = await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const current = await q.findMission(tx, id);
    if (!current) throw missionNotFound();
    if (input.event_type !== undefined || input.target !== undefined)
      checkMissionTarget(input.event_type ?? current.event_type, input.target ?? current.target);
    if (!Object.keys(values).length) return current;
    const updated = (await q.updateMission(tx, id, values))!;
    await recordAuditChange(tx, {
      actorId: by,
      action: "gamification.mission_update",
      target: missionTarget(updated),
      before: missionTerms(current),
      after: missionTerms(updated),
    });
    return updated;
  });
  return toAdminMission(row, await q.completionCounts(db, id));
}

/** Deletes a mission; members who completed it keep its ledger row and points. */
export async function deleteMission(db: Db, id: string, by: string) {
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const current = await q.findMission(tx, id);
    if (!current || !(await q.deleteMission(tx, id))) throw missionNotFound();
    await recordAudit(tx, {
      actorId: by,
      action: "gamification.mission_delete",
      target: missionTarget(current),
      before: missionTerms(current),
    });
  });
  return { ok: true };
}

/** The admin hub's 'Gamificação' card: the active missions. */
export async function gamificationHubCounts(db: Db) {
  return { active_missions: await q.countActiveMissions(db) };
}
