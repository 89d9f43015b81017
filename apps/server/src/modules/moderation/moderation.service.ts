import { moderationMessages as m } from "@guilda/shared/messages/moderation";
import {
  heldReason,
  memberActionRefusal,
  normalizeWordList,
  silenceEnd,
} from "@guilda/shared/rules/moderation";
import type {
  CaseAction,
  ContentModeration,
  HeldReason,
  MemberActionInput,
  ModeratedItem,
  ModeratedMember,
  ModerationCaseView,
  ModerationKind,
  ModerationQueuePage,
  ModerationSettings,
  ReportInput,
  ReportResult,
} from "@guilda/shared/schemas/moderation";
import { z } from "zod";
import type { Db } from "../../platform/db";
import { publish } from "../../platform/events";
import type { Deps, Viewer } from "../../platform/http/context";
import { cursorCodec, cursorTimestamp } from "../../platform/http/cursor";
import { AppError } from "../../platform/http/errors";
import { moderationTarget, type ModerationScope } from "../../platform/moderation";
import { PendingEvents } from "../../platform/realtime/pending";
import { recordAudit } from "../audit/audit.service";
import { lockSubject, moderatedMember, setSanctions, subjects } from "../members/members.service";
import * as q from "./moderation.queries";

type Ctx = Pick<Deps, "database" | "realtime" | "jobs">;

const QUEUE_PAGE = 20;
const HISTORY_PER_MEMBER = 20;

const queueCursor = cursorCodec(z.object({ t: cursorTimestamp, id: z.uuid() }).strict());

function isStaff(viewer: Viewer) {
  return viewer.profile.is_admin || viewer.profile.is_moderator;
}

/** Runs a decision in one transaction, then lets the world hear of it (live events, e-mails). */
async function decide<T>(ctx: Ctx, work: (scope: ModerationScope) => Promise<T>): Promise<T> {
  const db = ctx.database.db;
  const pending = new PendingEvents();
  const result = await db.transaction((tx) => work({ tx, pending, db, jobs: ctx.jobs }));
  await pending.flush(ctx.realtime);
  return result;
}

// ——— Reporting ———

/**
 * A member reports an item they can see: one open report per member and item. When reports of
 * `hide_threshold` distinct members are open, the item is hidden from everyone but its author and
 * the staff until a moderator decides (a profile is never hidden).
 */
export async function report(ctx: Ctx, viewer: Viewer, input: ReportInput): Promise<ReportResult> {
  const db = ctx.database.db;
  const target = moderationTarget(input.kind);
  const item = await target.findForReport(db, viewer, input.item_id);
  if (!item) throw new AppError(404, "NOT_FOUND", m.reportNotFound);
  if (item.authorId === viewer.userId) throw AppError.validation({ item_id: m.reportOwn });
  const settings = await q.findSettings(db);
  return decide(ctx, async (scope) => {
    const found = await q.openCase(scope.tx, {
      kind: input.kind,
      item_id: input.item_id,
      author_id: item.authorId,
    });
    const added = await q.insertReport(scope.tx, {
      case_id: found.id,
      reporter_id: viewer.userId,
      reason: input.reason,
      note: input.note ?? "",
    });
    if (!added) throw new AppError(409, "CONFLICT", m.reportDuplicate);
    const { report_count, hidden } = await q.bumpReports(scope.tx, found.id);
    if (!hidden && input.kind !== "profile" && target.setState && report_count >= settings.hide_threshold) {
      await q.setCaseHidden(scope.tx, found.id);
      await target.setState(scope, input.item_id, "hidden");
      return { reported: true as const, hidden: true };
    }
    return { reported: true as const, hidden };
  });
}

// ——— Held for review ———

/**
 * Opens the queue item of a post or comment held before anyone saw it (its owner stored it with
 * moderation 'held' in the same transaction).
 */
export async function holdForReview(
  tx: Db,
  item: { kind: ModerationKind; itemId: string; authorId: string; reason: HeldReason },
) {
  await q.openCase(tx, {
    kind: item.kind,
    item_id: item.itemId,
    author_id: item.authorId,
    held_reason: item.reason,
    hidden: true,
  });
}

/**
 * Why this post or comment of the viewer waits for review (see `heldReason`), or null. The staff
 * are never held. `repeats`: how many times they wrote the same text in the window before.
 */
export async function heldReasonFor(
  db: Db,
  viewer: Viewer,
  text: string,
  repeats: number,
  now = new Date(),
): Promise<HeldReason | null> {
  if (isStaff(viewer)) return null;
  return heldReason({
    text,
    joinedAt: new Date(viewer.profile.created_at),
    points: viewer.profile.points,
    repeats,
    now,
    settings: await q.findSettings(db),
  });
}

// ——— The queue ———

function requireStaffViewer(viewer: Viewer) {
  if (!isStaff(viewer)) throw AppError.forbidden();
}

function removedItem(): ModeratedItem {
  return {
    title: "",
    text: "",
    link: null,
    context: "",
    created_at: null,
    moderation: "visible",
    removed: true,
    media_url: null,
  };
}

/** Views of these cases: each item as members saw it, its author, the reports and the history. */
async function caseViews(db: Db, rows: q.CaseRow[]): Promise<ModerationCaseView[]> {
  const byKind = new Map<ModerationKind, string[]>();
  for (const row of rows)
    byKind.set(row.kind as ModerationKind, [...(byKind.get(row.kind as ModerationKind) ?? []), row.item_id]);
  const items = new Map<string, ModeratedItem>();
  for (const [kind, ids] of byKind) {
    const described = await moderationTarget(kind).describe(db, ids);
    for (const [id, row] of described)
      items.set(`${kind}:${id}`, {
        title: row.title,
        text: row.text,
        link: row.link,
        context: row.context,
        created_at: row.createdAt?.toISOString() ?? null,
        moderation: row.moderation,
        removed: row.removed,
        media_url: row.mediaUrl,
      });
  }
  const authorIds = rows.map((r) => r.author_id);
  const people = await subjects(db, authorIds);
  const reports = await q.reportsOf(
    db,
    rows.map((r) => r.id),
  );
  const history = await q.historyOf(db, [...new Set(authorIds)], HISTORY_PER_MEMBER);
  const now = new Date();
  return rows.map((row) => {
    const author = people.get(row.author_id);
    return {
      id: row.id,
      kind: row.kind as ModerationKind,
      item_id: row.item_id,
      status: row.status as "open" | "closed",
      held_reason: row.held_reason as ModerationCaseView["held_reason"],
      hidden: row.hidden,
      report_count: row.report_count,
      opened_at: row.opened_at.toISOString(),
      item: items.get(`${row.kind}:${row.item_id}`) ?? removedItem(),
      author: author
        ? moderatedMember(author, now)
        : {
            id: row.author_id,
            full_name: "",
            username: "",
            avatar_url: null,
            is_admin: false,
            is_moderator: false,
            silenced_until: null,
            suspended: false,
            banned: false,
          },
      reports: reports
        .filter((r) => r.case_id === row.id)
        .map((r) => ({
          id: r.id,
          reporter: r.reporter_id
            ? { id: r.reporter_id, full_name: r.reporter_name ?? "", username: r.reporter_username ?? "" }
            : null,
          reason: r.reason as ModerationCaseView["reports"][number]["reason"],
          note: r.note,
          created_at: r.created_at.toISOString(),
        })),
      history: history
        .filter((h) => h.member_id === row.author_id)
        .map((h) => ({
          id: h.id,
          action: h.action as ModerationCaseView["history"][number]["action"],
          actor: h.actor_id ? { id: h.actor_id, full_name: h.actor_name ?? "" } : null,
          note: h.note,
          until: h.until?.toISOString() ?? null,
          created_at: h.created_at.toISOString(),
        })),
    };
  });
}

export async function queue(
  ctx: Ctx,
  viewer: Viewer,
  options: { filter: q.QueueFilter; cursor?: string | undefined },
): Promise<ModerationQueuePage> {
  requireStaffViewer(viewer);
  const db = ctx.database.db;
  const after = options.cursor ? queueCursor.decode(options.cursor) : undefined;
  const rows = await q.queuePage(
    db,
    options.filter,
    QUEUE_PAGE + 1,
    after ? { openedAt: new Date(after.t), id: after.id } : undefined,
  );
  const page = rows.slice(0, QUEUE_PAGE);
  const last = page.at(-1);
  return {
    items: await caseViews(db, page),
    next_cursor:
      rows.length > QUEUE_PAGE && last
        ? queueCursor.encode({ t: last.opened_at.toISOString(), id: last.id })
        : null,
    open_count: await q.openCount(db),
  };
}

export async function openCount(ctx: Ctx, viewer: Viewer) {
  requireStaffViewer(viewer);
  return { open_count: await q.openCount(ctx.database.db) };
}

/** The admin hub's line. */
export function moderationHubCounts(db: Db) {
  return q.openCounts(db);
}

const CONTENT_STATE: Record<Exclude<CaseAction, "delete">, ContentModeration> = {
  keep: "visible",
  approve: "visible",
  hide: "hidden",
};

/**
 * A decision on an item of the queue, once: keep (the reports are dismissed and a hidden item is
 * shown again), approve (a held item is published), hide, delete. The reporters hear the outcome.
 */
export async function actOnCase(ctx: Ctx, viewer: Viewer, caseId: string, action: CaseAction) {
  requireStaffViewer(viewer);
  await decide(ctx, async (scope) => {
    const found = await q.lockCase(scope.tx, caseId);
    if (!found) throw new AppError(404, "NOT_FOUND", m.caseNotFound);
    if (found.status !== "open") throw new AppError(409, "CONFLICT", m.caseClosed);
    const kind = found.kind as ModerationKind;
    const target = moderationTarget(kind);
    if (kind === "profile" && action !== "keep") throw AppError.validation({ action: m.profileNotHideable });
    // A held item is approved, not kept (its reports, if any, are dismissed with it).
    const outcome: CaseAction = found.held_reason && action === "keep" ? "approve" : action;
    const before = (await target.describe(scope.tx, [found.item_id])).get(found.item_id);
    if (outcome === "delete") {
      if (before && !before.removed) await target.remove?.(scope, found.item_id);
    } else if (target.setState && before && !before.removed && before.moderation !== CONTENT_STATE[outcome]) {
      await target.setState(scope, found.item_id, CONTENT_STATE[outcome]);
    }
    await q.closeCase(scope.tx, found.id, viewer.userId, outcome);
    await q.insertAction(scope.tx, {
      case_id: found.id,
      member_id: found.author_id,
      actor_id: viewer.userId,
      action: outcome,
    });
    await recordAudit(scope.tx, {
      actorId: viewer.userId,
      action: `moderation.${outcome}`,
      target: { kind, id: found.item_id, label: before?.title || before?.text.slice(0, 120) || "" },
      before: { moderation: before?.moderation ?? null, reports: found.report_count },
      after: { moderation: outcome === "delete" ? "removed" : CONTENT_STATE[outcome] },
    });
    const reporters = await q.reporterIds(scope.tx, found.id);
    if (reporters.length)
      await publish(scope, "moderation.resolved", {
        caseId: found.id,
        outcome,
        reporterIds: reporters,
        actorId: viewer.userId,
      });
  });
  const [view] = await caseViews(ctx.database.db, [(await q.findCase(ctx.database.db, caseId))!]);
  return view!;
}

/** What a measure leaves on the member's row, with the values it changes (for the record). */
function sanctionPatch(
  action: MemberActionInput["action"],
  input: MemberActionInput,
  viewer: Viewer,
  now: Date,
) {
  switch (action) {
    case "silence":
      return { silenced_until: silenceEnd(input.days ?? null, now) };
    case "suspend":
      return { suspended_at: now };
    case "ban":
      return { suspended_at: now, banned_at: now };
    case "lift":
      // A moderator lifts a silence; an admin lifts whatever there is.
      return viewer.profile.is_admin
        ? { silenced_until: null, suspended_at: null, banned_at: null }
        : { silenced_until: null };
    default:
      return null;
  }
}

const stamp = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/**
 * A measure on a member: warn (a notification with the moderator's text), silence (1, 7 or 30
 * days or until lifted), suspend and ban (admins: every session ends; a ban refuses the e-mail
 * for invites and sign-ups), lift.
 */
export async function actOnMember(
  ctx: Ctx,
  viewer: Viewer,
  memberId: string,
  input: MemberActionInput,
): Promise<ModeratedMember> {
  requireStaffViewer(viewer);
  const now = new Date();
  return decide(ctx, async (scope) => {
    const subject = await lockSubject(scope.tx, memberId);
    if (!subject) throw new AppError(404, "NOT_FOUND", m.memberNotFound);
    const refusal = memberActionRefusal(
      { ...viewer.profile, id: viewer.userId },
      subject,
      input.action,
      input.days,
    );
    if (refusal) throw new AppError(403, "FORBIDDEN", refusal);
    if (input.case_id) {
      const found = await q.findCase(scope.tx, input.case_id);
      if (!found || found.author_id !== memberId) throw new AppError(404, "NOT_FOUND", m.caseNotFound);
    }
    const patch = sanctionPatch(input.action, input, viewer, now);
    if (patch) await setSanctions(scope.tx, memberId, patch);
    if (input.action === "ban") await q.banEmail(scope.tx, subject.email, viewer.userId);
    if (input.action === "lift" && viewer.profile.is_admin && subject.banned_at)
      await q.unbanEmail(scope.tx, subject.email);
    if (input.action === "warn")
      await publish(scope, "member.warned", { memberId, actorId: viewer.userId, text: input.note ?? "" });
    const until =
      "silenced_until" in (patch ?? {}) ? (patch as { silenced_until: Date | null }).silenced_until : null;
    await q.insertAction(scope.tx, {
      case_id: input.case_id ?? null,
      member_id: memberId,
      actor_id: viewer.userId,
      action: input.action,
      note: input.note ?? "",
      until: input.action === "silence" ? until : null,
    });
    const after = { ...subject, ...(patch ?? {}) };
    await recordAudit(scope.tx, {
      actorId: viewer.userId,
      action: `moderation.${input.action}`,
      target: { kind: "member", id: memberId, label: subject.full_name },
      before: {
        silenced_until: stamp(subject.silenced_until),
        suspended_at: stamp(subject.suspended_at),
        banned_at: stamp(subject.banned_at),
      },
      after: {
        silenced_until: stamp(after.silenced_until),
        suspended_at: stamp(after.suspended_at),
        banned_at: stamp(after.banned_at),
        ...(input.note ? { note: input.note } : {}),
      },
    });
    return moderatedMember(after, now);
  });
}

// ——— Settings ———

export async function settings(ctx: Ctx, viewer: Viewer): Promise<ModerationSettings> {
  requireStaffViewer(viewer);
  return q.findSettings(ctx.database.db);
}

export async function saveSettings(ctx: Ctx, viewer: Viewer, input: ModerationSettings) {
  if (!viewer.profile.is_admin) throw AppError.forbidden();
  const next = { ...input, word_list: normalizeWordList(input.word_list) };
  await ctx.database.db.transaction(async (tx) => {
    const before = await q.findSettings(tx);
    await q.saveSettings(tx, next);
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: "moderation.settings",
      target: { kind: "settings", id: "moderation", label: "Moderação" },
      before,
      after: next,
    });
  });
  return next;
}

/** Which of these e-mails were banned with their member (invites and sign-ups refuse them). */
export function bannedEmails(db: Db, emails: string[]) {
  return q.bannedAmong(db, emails);
}
