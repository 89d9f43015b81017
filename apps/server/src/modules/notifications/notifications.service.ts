import { notificationMessages as m } from "@guilda/shared/messages/notifications";
import {
  DEFAULT_EMAIL_TYPES,
  DEFAULT_PUSH_TYPES,
  NOTIFICATION_TYPES,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationType,
  type NotificationView,
  type notificationsQuerySchema,
  type UnreadCount,
  type UnsubscribeInfo,
  type updateNotificationPreferencesSchema,
} from "@guilda/shared/schemas/notifications";
import { SUGGESTION_STATUS_LABELS, type SuggestionStatus } from "@guilda/shared/rules/suggestions";
import { z } from "zod";
import type { Db } from "../../platform/db";
import { cursorCodec, cursorTimestamp } from "../../platform/http/cursor";
import { AppError } from "../../platform/http/errors";
import type { RealtimeHub } from "../../platform/realtime/hub";
import { PendingEvents } from "../../platform/realtime/pending";
import { accessScope } from "../../platform/access";
import * as q from "./notifications.queries";
import { queuePush } from "./push-queue";
import { readUnsubscribeToken } from "./unsubscribe-token";

/** What happened, for whom. Title and link are rendered by the notification service in pt-BR. */
export type NotifyInput = {
  /** Who is told. Nobody is told of their own action: equal to actorId → nothing. */
  userId: string;
  type: NotificationType;
  actorId?: string | null;
  postId?: string | null;
  commentId?: string | null;
  lessonCommentId?: string | null;
  /** The suggestion a status change is about (its removal removes the notification). */
  suggestionId?: string | null;
  /** The event it is about (its removal removes the notification). */
  eventId?: string | null;
  /** false: never by e-mail (the member was just told another way). */
  email?: false;
  /** Unread notifications with the same key become one (likes on one post: `like:{postId}`). */
  groupKey?: string | null;
  /**
   * Facts for the text: post_title, level, mission_title, mission_points, course_title,
   * certificate_code, lesson_title, course_slug, lesson_slug, invitee_name …
   */
  data?: Record<string, string | number | null>;
};

type Data = Record<string, string | number | null>;

function text(data: Data, key: string): string | null {
  const v = data[key];
  return v === null || v === undefined || v === "" ? null : String(v);
}

/** The pt-BR title of a notification, from its type, facts, actor and how many actors it stands for. */
export function renderTitle(type: string, data: Data, actorName: string | null, actorCount = 1): string {
  const actor = actorName ?? m.someone;
  const postTitle = text(data, "post_title");
  const lessonTitle = text(data, "lesson_title");
  switch (type) {
    case "comment":
      return postTitle || !lessonTitle ? m.comment(actor, postTitle) : m.lessonComment(actor, lessonTitle);
    case "reply":
      return lessonTitle && !postTitle ? m.lessonReply(actor, lessonTitle) : m.reply(actor);
    case "mention":
      if (postTitle) return m.mentionInPost(actor, postTitle);
      if (lessonTitle) return m.mentionInLesson(actor, lessonTitle);
      return m.mention(actor);
    case "like":
      return m.like(actor, Math.max(0, actorCount - 1), postTitle);
    case "follower":
      return m.follower(actor);
    case "level_up":
      return m.levelUp(text(data, "level") ?? "");
    case "certificate":
      return m.certificate(text(data, "course_title"));
    case "mission":
      return m.mission(text(data, "mission_title") ?? "", Number(data.mission_points ?? data.points ?? 0));
    case "invite_accepted":
      return m.inviteAccepted(actorName ?? text(data, "invitee_name") ?? m.someone);
    case "suggestion_status":
      return m.suggestionStatus(
        text(data, "suggestion_title") ?? "",
        SUGGESTION_STATUS_LABELS[(text(data, "status") ?? "nova") as SuggestionStatus] ?? "",
      );
    case "supplier_reviewed":
      return data.approved
        ? m.supplierApproved(text(data, "supplier_name") ?? "")
        : m.supplierRejected(text(data, "supplier_name") ?? "");
    case "data_export_ready":
      return m.dataExportReady;
    case "access_granted":
      return m.accessGranted(text(data, "items") ?? "");
    case "signup_pending":
      return m.signupPending(actorName ?? text(data, "member_name") ?? m.someone);
    case "backup_failed":
      return m.backupFailed(text(data, "error") ?? "");
    case "report_resolved":
      return m.reportResolved(text(data, "outcome") ?? "keep");
    case "moderation_warning":
      return m.moderationWarning(text(data, "text") ?? "");
    case "event_reminder":
      return m.eventReminder(text(data, "event_title") ?? "", text(data, "when") ?? "em breve");
    case "event_changed":
      return text(data, "change") === "cancelled"
        ? m.eventCancelled(text(data, "event_title") ?? "")
        : m.eventMoved(text(data, "event_title") ?? "");
    case "event_promoted":
      return m.eventPromoted(text(data, "event_title") ?? "");
    default:
      return text(data, "title") ?? "";
  }
}

/** Where a notification leads (plan: links). */
async function renderLink(db: Db, input: NotifyInput, data: Data): Promise<string | null> {
  switch (input.type) {
    case "follower":
    case "invite_accepted":
      return input.actorId ? `/membro/${input.actorId}` : null;
    case "level_up":
      return "/niveis";
    case "mission":
      return "/missoes";
    case "certificate":
      return "/certificados";
    case "suggestion_status":
      return input.suggestionId ? `/sugestoes/${input.suggestionId}` : "/sugestoes";
    case "supplier_reviewed":
      // The submitter may open their supplier either way: approved, or rejected with the reason.
      return text(data, "supplier_id")
        ? `/recursos/fornecedores/${text(data, "supplier_id")}`
        : "/recursos/fornecedores";
    case "data_export_ready":
      return "/perfil/editar#privacidade";
    case "access_granted":
      return text(data, "link") ?? "/cursos";
    case "signup_pending":
      return "/membros#aguardando-aprovacao";
    case "backup_failed":
      return "/admin/backups";
    case "report_resolved":
    case "moderation_warning":
      return null;
    case "event_reminder":
    case "event_changed":
    case "event_promoted": {
      if (!input.eventId) return "/calendario";
      const occurrence = text(data, "occurrence_at");
      return `/calendario/eventos/${input.eventId}${occurrence ? `?ocorrencia=${encodeURIComponent(occurrence)}` : ""}`;
    }
    default:
      break;
  }
  if (input.lessonCommentId) {
    let course = text(data, "course_slug");
    let lesson = text(data, "lesson_slug");
    if (!course || !lesson) {
      const place = await q.lessonCommentPlace(db, input.lessonCommentId);
      if (!place) return null;
      course = place.course_slug;
      lesson = place.lesson_slug;
    }
    return `/curso/${course}/aula/${lesson}#comentario-${input.lessonCommentId}`;
  }
  if (input.postId && input.commentId) return `/post/${input.postId}#comentario-${input.commentId}`;
  if (input.postId) return `/post/${input.postId}`;
  return null;
}

async function wantsEmail(db: Db, userId: string, type: NotificationType) {
  const chosen = await q.emailPreference(db, userId, type);
  return chosen ?? DEFAULT_EMAIL_TYPES.includes(type);
}

/**
 * The visibility rule of one member (see q.visibleCondition). `lessons: false` when none of the
 * rows it will filter is about a lesson comment: the member's courses are then not loaded.
 */
export async function visibilityFor(
  db: Db,
  userId: string,
  { lessons = true }: { lessons?: boolean } = {},
): Promise<q.VisibilityRule> {
  const flags = (await q.findMemberFlags(db, userId)) ?? { is_admin: false, is_moderator: false };
  const viewer = { userId, profile: flags };
  const hiddenSpaceIds = await accessScope(db, viewer, "space");
  const courseDays = lessons ? await accessScope(db, viewer, "course") : {};
  return { hiddenSpaceIds, courseDays };
}

/**
 * Unread notifications the member may see (the bell's number). Most calls find none, or none
 * about a lesson: one index read answers the first, and the second skips loading courses.
 */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const unread = await q.unreadShape(db, userId);
  if (unread.total === 0) return 0;
  return q.countUnread(db, userId, await visibilityFor(db, userId, { lessons: unread.lessons > 0 }));
}

export function toView(row: q.NotificationRow, actor: q.ActorRow | null | undefined): NotificationView {
  return {
    id: row.id,
    type: row.type as NotificationView["type"],
    title: row.title,
    body: row.body,
    link: row.link,
    actor: actor
      ? { id: actor.id, full_name: actor.full_name, username: actor.username, avatar_url: actor.avatar_url }
      : null,
    actor_count: row.actor_count,
    read_at: row.read_at ? row.read_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/**
 * Writes one notification inside the caller's transaction (or grows the unread group it joins),
 * marks it for e-mail per the member's preference, queues its push to the member's devices and the
 * live event on `events`. A grouped notification is pushed when it is created, not each time it
 * grows (one push for a post's likes until the member reads it).
 */
export async function notify(tx: Db, events: PendingEvents, input: NotifyInput): Promise<void> {
  if (!input.userId || (input.actorId && input.actorId === input.userId)) return;
  const data: Data = { ...input.data };
  const actor = input.actorId ? await q.findActor(tx, input.actorId) : undefined;
  const actorName = actor?.full_name ?? null;
  const link = await renderLink(tx, input, data);
  const email = input.email !== false && (await wantsEmail(tx, input.userId, input.type));
  const saved = await q.insertOrGrow(tx, {
    user_id: input.userId,
    type: input.type,
    title: renderTitle(input.type, data, actorName, 1),
    link,
    actor_id: actor?.id ?? null,
    post_id: input.postId ?? null,
    comment_id: input.commentId ?? null,
    lesson_comment_id: input.lessonCommentId ?? null,
    suggestion_id: input.suggestionId ?? null,
    event_id: input.eventId ?? null,
    group_key: input.groupKey ?? null,
    data,
    email_state: email ? "pending" : null,
  });
  if (saved.actor_count > 1) {
    // Grown group: the title counts the others ('Ana e mais 3 pessoas curtiram…').
    saved.title = renderTitle(input.type, data, actorName, saved.actor_count);
    await q.setTitle(tx, saved.id, saved.title);
  } else {
    await queuePush(tx, input.type, [saved]);
  }
  events.add({
    type: "notification.created",
    user_id: input.userId,
    notification: toView(saved, actor),
    unread_count: await unreadCount(tx, input.userId),
  });
}

/** Notifications written by `notifyMany`, to be announced live once their transaction commits. */
export type WrittenNotifications = { rows: q.NotificationRow[]; actor: q.ActorRow | null | undefined };

/**
 * The same notification to many members (a suggestion's voters): one actor and link, one read of
 * the e-mail preferences and inserts of 500 rows, inside the caller's transaction, so the write
 * holds its locks for a few statements whatever the audience. Never grouped. The live events carry
 * each member's unread count, which costs a query or two per member: `announceMany` prepares them
 * after the commit.
 */
export async function notifyMany(
  tx: Db,
  input: Omit<NotifyInput, "userId" | "groupKey"> & {
    userIds: string[];
    /** The caller sends its own e-mail (see emailWanted): the digest leaves these rows out. */
    ownEmail?: boolean;
  },
): Promise<WrittenNotifications> {
  const userIds = [...new Set(input.userIds)].filter((id) => id && id !== input.actorId);
  if (userIds.length === 0) return { rows: [], actor: null };
  const data: Data = { ...input.data };
  const actor = input.actorId ? await q.findActor(tx, input.actorId) : undefined;
  const link = await renderLink(tx, { ...input, userId: userIds[0]! }, data);
  const title = renderTitle(input.type, data, actor?.full_name ?? null, 1);
  const chosen = await q.emailPreferences(tx, userIds, input.type);
  const byDefault = DEFAULT_EMAIL_TYPES.includes(input.type);
  const rows = await q.insertMany(
    tx,
    userIds.map((userId) => ({
      user_id: userId,
      type: input.type,
      title,
      link,
      actor_id: actor?.id ?? null,
      post_id: input.postId ?? null,
      comment_id: input.commentId ?? null,
      lesson_comment_id: input.lessonCommentId ?? null,
      suggestion_id: input.suggestionId ?? null,
      event_id: input.eventId ?? null,
      group_key: null,
      data,
      email_state: !input.ownEmail && (chosen.get(userId) ?? byDefault) ? "pending" : null,
    })),
  );
  await queuePush(tx, input.type, rows);
  return { rows, actor };
}

/** Which of these members want e-mails of this type (their choice, or the type's default). */
export async function emailWanted(db: Db, userIds: string[], type: NotificationType): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const chosen = await q.emailPreferences(db, userIds, type);
  const byDefault = DEFAULT_EMAIL_TYPES.includes(type);
  return new Set(userIds.filter((id) => chosen.get(id) ?? byDefault));
}

/** Queues the live events of `notifyMany`'s rows (call after commit, then flush `events`). */
export async function announceMany(db: Db, events: PendingEvents, written: WrittenNotifications) {
  for (const row of written.rows)
    events.add({
      type: "notification.created",
      user_id: row.user_id,
      notification: toView(row, written.actor),
      unread_count: await unreadCount(db, row.user_id),
    });
}

// ——— The member's list ———

/** Keyset position: the row's update time (milliseconds) and id. */
const pageCursor = cursorCodec(
  z
    .object({ u: cursorTimestamp, i: z.uuid() })
    .strict()
    .transform(({ u, i }) => ({ updatedAt: new Date(u), id: i })),
);

/** One page of the member's notifications they may see, newest first, and their unread count. */
export async function listNotifications(
  db: Db,
  userId: string,
  query: z.output<typeof notificationsQuerySchema>,
): Promise<NotificationPage> {
  const after = query.cursor ? pageCursor.decode(query.cursor) : undefined;
  const rule = await visibilityFor(db, userId);
  const rows = await q.listPage(db, userId, rule, {
    limit: query.limit + 1,
    unreadOnly: query.unread === "1",
    ...(after ? { after } : {}),
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => toView(r.row, r.actor)),
    next_cursor:
      rows.length > query.limit && last
        ? pageCursor.encode({ u: last.row.updated_at.toISOString(), i: last.row.id })
        : null,
    unread_count: await q.countUnread(db, userId, rule),
  };
}

/** Publishes the member's new unread count to their open tabs. */
async function announceRead(db: Db, hub: RealtimeHub, userId: string): Promise<UnreadCount> {
  const count = await unreadCount(db, userId);
  const events = new PendingEvents();
  events.add({ type: "notifications.read", user_id: userId, unread_count: count });
  await events.flush(hub);
  return { count };
}

/** Marks one of the member's notifications read (404 for anyone else's). */
export async function markRead(db: Db, hub: RealtimeHub, userId: string, id: string): Promise<UnreadCount> {
  if (!(await q.markRead(db, userId, id))) throw new AppError(404, "NOT_FOUND", m.notFound);
  return announceRead(db, hub, userId);
}

export async function markAllRead(db: Db, hub: RealtimeHub, userId: string): Promise<UnreadCount> {
  await q.markAllRead(db, userId);
  return announceRead(db, hub, userId);
}

// ——— Preferences ———

export async function preferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const chosen = new Map((await q.listPreferences(db, userId)).map((p) => [p.type, p]));
  return {
    items: NOTIFICATION_TYPES.map((type) => ({
      type,
      email: chosen.get(type)?.email ?? DEFAULT_EMAIL_TYPES.includes(type),
      push: chosen.get(type)?.push ?? DEFAULT_PUSH_TYPES.includes(type),
    })),
  };
}

/**
 * Saves the given types' choices (e-mail, push or both; what is not given stays as it was); a type
 * whose e-mail is turned off no longer sends what is waiting.
 */
export async function updatePreferences(
  db: Db,
  userId: string,
  input: z.output<typeof updateNotificationPreferencesSchema>,
): Promise<NotificationPreferences> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const current = new Map((await preferences(t, userId)).items.map((i) => [i.type, i]));
    await q.savePreferences(
      t,
      userId,
      input.items.map((i) => ({
        type: i.type,
        email: i.email ?? current.get(i.type)!.email,
        ...(i.push === undefined ? {} : { push: i.push }),
      })),
    );
    const off = input.items.filter((i) => i.email === false).map((i) => i.type);
    if (off.length) await q.skipPendingEmails(t, userId, off);
  });
  return preferences(db, userId);
}

// ——— Unsubscribe from e-mails (no sign-in: the signed token says who) ———

function invalidToken() {
  return new AppError(400, "VALIDATION", m.tokenInvalid, { token: m.tokenInvalid });
}

function memberOf(secret: string, token: string) {
  const read = readUnsubscribeToken(secret, token);
  if (!read) throw invalidToken();
  return read;
}

/** What an unsubscribe link would stop, and whether those e-mails are on now. */
export async function unsubscribeInfo(db: Db, secret: string, token: string): Promise<UnsubscribeInfo> {
  const { userId, scope } = memberOf(secret, token);
  const member = await q.findMemberName(db, userId);
  if (!member) throw invalidToken();
  const prefs = (await preferences(db, userId)).items;
  const email =
    scope === "all" ? prefs.some((p) => p.email) : (prefs.find((p) => p.type === scope)?.email ?? false);
  return { type: scope, email, member_name: member.full_name };
}

/**
 * Turns the link's e-mails off (`email` false) or back on ('Desfazer'). Back on for 'all' returns
 * every type to its default (the earlier choices are not kept).
 */
export async function setEmailByToken(
  db: Db,
  secret: string,
  token: string,
  email: boolean,
): Promise<UnsubscribeInfo> {
  const { userId, scope } = memberOf(secret, token);
  if (!(await q.findMemberName(db, userId))) throw invalidToken();
  const types: NotificationType[] = scope === "all" ? [...NOTIFICATION_TYPES] : [scope];
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // Back on for 'all': every type's e-mail returns to its default; push choices stay.
    await q.savePreferences(
      t,
      userId,
      types.map((type) => ({
        type,
        email: scope === "all" && email ? DEFAULT_EMAIL_TYPES.includes(type) : email,
      })),
    );
    if (!email) await q.skipPendingEmails(t, userId, types);
  });
  return unsubscribeInfo(db, secret, token);
}

export { unsubscribeToken } from "./unsubscribe-token";
