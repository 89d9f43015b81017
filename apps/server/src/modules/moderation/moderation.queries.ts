import { and, asc, desc, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { HeldReason, ModerationKind, ModerationSettings } from "@guilda/shared/schemas/moderation";
import {
  HIDE_THRESHOLD_DEFAULT,
  LINK_LIMIT_DEFAULT,
  MIN_POINTS_DEFAULT,
} from "@guilda/shared/schemas/moderation";
import {
  bannedEmails,
  moderationActions,
  moderationCases,
  moderationReports,
  moderationSettings,
  profiles,
} from "../../db/schema";
import type { Db } from "../../platform/db";

export type CaseRow = typeof moderationCases.$inferSelect;

export async function findSettings(db: Db): Promise<ModerationSettings> {
  const [row] = await db.select().from(moderationSettings).where(eq(moderationSettings.id, 1));
  return {
    hide_threshold: row?.hide_threshold ?? HIDE_THRESHOLD_DEFAULT,
    link_limit: row?.link_limit ?? LINK_LIMIT_DEFAULT,
    min_points: row?.min_points ?? MIN_POINTS_DEFAULT,
    word_list: row?.word_list ?? [],
  };
}

export async function saveSettings(db: Db, settings: ModerationSettings) {
  await db
    .insert(moderationSettings)
    .values({ id: 1, ...settings })
    .onConflictDoUpdate({ target: moderationSettings.id, set: { ...settings, updated_at: sql`now()` } });
}

/** The open case of an item, locked for the caller's transaction. */
export async function lockOpenCase(db: Db, kind: ModerationKind, itemId: string) {
  const [row] = await db
    .select()
    .from(moderationCases)
    .where(
      and(
        eq(moderationCases.kind, kind),
        eq(moderationCases.item_id, itemId),
        eq(moderationCases.status, "open"),
      ),
    )
    .for("update");
  return row;
}

export async function lockCase(db: Db, id: string) {
  const [row] = await db.select().from(moderationCases).where(eq(moderationCases.id, id)).for("update");
  return row;
}

export async function findCase(db: Db, id: string) {
  const [row] = await db.select().from(moderationCases).where(eq(moderationCases.id, id));
  return row;
}

/**
 * Opens the item's case, or finds the one open (two reports at once meet on the unique index of
 * open cases), locked.
 */
export async function openCase(
  db: Db,
  values: {
    kind: ModerationKind;
    item_id: string;
    author_id: string;
    held_reason?: HeldReason;
    hidden?: boolean;
  },
) {
  await db.insert(moderationCases).values(values).onConflictDoNothing();
  return (await lockOpenCase(db, values.kind, values.item_id))!;
}

/** Adds the member's report to the case; false when they already have one there. */
export async function insertReport(
  db: Db,
  values: { case_id: string; reporter_id: string; reason: string; note: string },
) {
  const rows = await db
    .insert(moderationReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: moderationReports.id });
  return rows.length > 0;
}

export async function bumpReports(db: Db, caseId: string) {
  const [row] = await db
    .update(moderationCases)
    .set({ report_count: sql`${moderationCases.report_count} + 1` })
    .where(eq(moderationCases.id, caseId))
    .returning({ report_count: moderationCases.report_count, hidden: moderationCases.hidden });
  return row!;
}

export async function setCaseHidden(db: Db, caseId: string) {
  await db.update(moderationCases).set({ hidden: true }).where(eq(moderationCases.id, caseId));
}

export async function closeCase(db: Db, caseId: string, by: string, outcome: string) {
  await db
    .update(moderationCases)
    .set({ status: "closed", closed_at: sql`now()`, closed_by: by, outcome })
    .where(eq(moderationCases.id, caseId));
}

/** The members who reported the case, for telling them the outcome. */
export async function reporterIds(db: Db, caseId: string) {
  const rows = await db
    .select({ id: moderationReports.reporter_id })
    .from(moderationReports)
    .where(eq(moderationReports.case_id, caseId));
  return rows.map((r) => r.id);
}

export type QueueFilter = "all" | "reported" | "held";

/** Open cases, oldest first, after the cursor. */
export function queuePage(
  db: Db,
  filter: QueueFilter,
  limit: number,
  after?: { openedAt: Date; id: string },
) {
  const conditions = [eq(moderationCases.status, "open")];
  if (filter === "held") conditions.push(sql`${moderationCases.held_reason} is not null`);
  if (filter === "reported") conditions.push(sql`${moderationCases.held_reason} is null`);
  if (after)
    conditions.push(
      or(
        gt(moderationCases.opened_at, after.openedAt),
        and(eq(moderationCases.opened_at, after.openedAt), gt(moderationCases.id, after.id)),
      )!,
    );
  return db
    .select()
    .from(moderationCases)
    .where(and(...conditions))
    .orderBy(asc(moderationCases.opened_at), asc(moderationCases.id))
    .limit(limit);
}

/** Open items, reported and held apart (the admin hub's line). */
export async function openCounts(db: Db) {
  const [row] = await db
    .select({
      reported: sql<number>`count(*) filter (where ${moderationCases.held_reason} is null)::int`,
      held: sql<number>`count(*) filter (where ${moderationCases.held_reason} is not null)::int`,
    })
    .from(moderationCases)
    .where(eq(moderationCases.status, "open"));
  return { reported: row?.reported ?? 0, held: row?.held ?? 0 };
}

export async function openCount(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(moderationCases)
    .where(eq(moderationCases.status, "open"));
  return row?.n ?? 0;
}

export function reportsOf(db: Db, caseIds: string[]) {
  if (caseIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: moderationReports.id,
      case_id: moderationReports.case_id,
      reason: moderationReports.reason,
      note: moderationReports.note,
      created_at: moderationReports.created_at,
      reporter_id: profiles.id,
      reporter_name: profiles.full_name,
      reporter_username: profiles.username,
    })
    .from(moderationReports)
    .leftJoin(profiles, eq(profiles.id, moderationReports.reporter_id))
    .where(inArray(moderationReports.case_id, caseIds))
    .orderBy(asc(moderationReports.created_at));
}

/** The last `per` actions on each of these members, newest first. */
export async function historyOf(db: Db, memberIds: string[], per: number) {
  if (memberIds.length === 0) return [];
  const ranked = db
    .select({
      id: moderationActions.id,
      member_id: moderationActions.member_id,
      action: moderationActions.action,
      note: moderationActions.note,
      until: moderationActions.until,
      created_at: moderationActions.created_at,
      actor_id: moderationActions.actor_id,
      n: sql<number>`row_number() over (partition by ${moderationActions.member_id} order by ${moderationActions.created_at} desc)`.as(
        "n",
      ),
    })
    .from(moderationActions)
    .where(inArray(moderationActions.member_id, memberIds))
    .as("ranked");
  return db
    .select({
      id: ranked.id,
      member_id: ranked.member_id,
      action: ranked.action,
      note: ranked.note,
      until: ranked.until,
      created_at: ranked.created_at,
      actor_id: ranked.actor_id,
      actor_name: profiles.full_name,
    })
    .from(ranked)
    .leftJoin(profiles, eq(profiles.id, ranked.actor_id))
    .where(sql`${ranked.n} <= ${per}`)
    .orderBy(desc(ranked.created_at));
}

export async function insertAction(
  db: Db,
  values: {
    case_id?: string | null;
    member_id: string;
    actor_id: string;
    action: string;
    note?: string;
    until?: Date | null;
  },
) {
  await db.insert(moderationActions).values(values);
}

export async function banEmail(db: Db, email: string, by: string) {
  await db.insert(bannedEmails).values({ email: email.toLowerCase(), banned_by: by }).onConflictDoNothing();
}

export async function unbanEmail(db: Db, email: string) {
  await db.delete(bannedEmails).where(eq(bannedEmails.email, email.toLowerCase()));
}

export async function isEmailBanned(db: Db, email: string) {
  const [row] = await db
    .select({ email: bannedEmails.email })
    .from(bannedEmails)
    .where(eq(bannedEmails.email, email.trim().toLowerCase()));
  return Boolean(row);
}

/** The open case of each of these items of one kind (the held or hidden state the author sees). */
export async function openCasesOf(db: Db, kind: ModerationKind, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  return db
    .select({ id: moderationCases.id, item_id: moderationCases.item_id })
    .from(moderationCases)
    .where(
      and(
        eq(moderationCases.kind, kind),
        inArray(moderationCases.item_id, itemIds),
        eq(moderationCases.status, "open"),
      ),
    );
}

/** Which of these e-mails (lower case) are banned. */
export async function bannedAmong(db: Db, emails: string[]) {
  if (emails.length === 0) return new Set<string>();
  const rows = await db
    .select({ email: bannedEmails.email })
    .from(bannedEmails)
    .where(
      inArray(
        bannedEmails.email,
        emails.map((e) => e.trim().toLowerCase()),
      ),
    );
  return new Set(rows.map((r) => r.email));
}
