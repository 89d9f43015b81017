import {
  courseMessages,
  DEFAULT_COURSE_CATEGORY,
  DEFAULT_LEVEL,
  joinPolicyMessages as jm,
  type AiTier,
  type Level,
} from "@guilda/shared";
import { asAiTier } from "@guilda/shared/rules/ai-tiers";
import type { ProfileLink } from "@guilda/shared/schemas/profile";
import { directoryMessages as m } from "@guilda/shared/messages/directory";
import { foldSearch, periodStart } from "@guilda/shared/rules/directory-filters";
import type {
  AccessChange,
  AccessSource,
  BulkDeleteResult,
  DirectoryPage,
  InviteCard,
  MemberAccess,
  MemberCard,
  MemberDetail,
  MemberRoles,
  MemberRolesChange,
  PendingSignupPage,
  PeriodFilter,
} from "@guilda/shared/schemas/directory";
import { z } from "zod";
import type { Db } from "../../platform/db";
import { publish } from "../../platform/events";
import type { Viewer } from "../../platform/http/context";
import { cursorCodec, cursorInt, cursorTimestampMicros } from "../../platform/http/cursor";
import { AppError } from "../../platform/http/errors";
import type { RealtimeHub } from "../../platform/realtime/hub";
import { PendingEvents } from "../../platform/realtime/pending";
import { recordAudit, recordAuditChange } from "../audit/audit.service";
import { fillFreedPlaces, placesHeldBy } from "../events/events.service";
import { followStats } from "../follows/follows.service";
import { adminIds } from "../profiles/profiles.service";
import { levelNames } from "../settings/settings.service";
import { grantCoursesByHand, grantSources, setHandGrant, type HandSource } from "./grants";
import { freshCount, keptCount } from "./members.counts";
import * as q from "./members.queries";
import type { DirectoryCursor, DirectoryFilter, SortKey } from "./members.queries";

type Ctx = { db: Db; viewer: Viewer };

const memberId = z.string().min(1).max(64);
const textValue = z.string().max(300);

/** Each sort's cursor carries that sort's value: a number, a text or a timestamp, never another. */
const cursors: Record<SortKey, ReturnType<typeof cursorCodec<z.ZodType<DirectoryCursor>>>> = {
  created_at: cursorCodec(z.object({ v: cursorTimestampMicros, i: memberId }).strict()),
  full_name: cursorCodec(z.object({ v: textValue, i: memberId }).strict()),
  username: cursorCodec(z.object({ v: textValue, i: memberId }).strict()),
  points: cursorCodec(z.object({ v: cursorInt, i: memberId }).strict()),
  level: cursorCodec(z.object({ v: cursorInt, i: memberId }).strict()),
};

type Row = Awaited<ReturnType<typeof q.listMembers>>[number];

function toCard(row: Row, isAdmin: boolean, access?: { courses: number; categories: number }): MemberCard {
  const { email, level_rank: _rank, ...rest } = row;
  return {
    ...rest,
    created_at: row.created_at.toISOString(),
    is_invite: false,
    // Members never see each other's e-mail or access (spec §2.4: admins only).
    ...(isAdmin ? { email, access: access ?? { courses: 0, categories: 0 } } : {}),
  };
}

export { endLapsedGrants, setPurchaseGrants, type GrantTarget, type PurchaseGrant } from "./grants";

export type DirectoryOptions = {
  q?: string | undefined;
  level: "all" | Level;
  role: DirectoryFilter["role"];
  access: DirectoryFilter["access"];
  period: PeriodFilter;
  sort: SortKey;
  limit: number;
  cursor?: string | undefined;
};

/**
 * One page of the directory. `countsOwner` is what keeps the first pages' counts a few seconds (the
 * app's dependencies, see members.counts); without it they are taken on every first page.
 */
export async function directory(
  { db, viewer }: Ctx,
  o: DirectoryOptions,
  now = Date.now(),
  countsOwner?: object,
): Promise<DirectoryPage> {
  const isAdmin = viewer.profile.is_admin;
  if (o.access !== "all" && !isAdmin) throw new AppError(403, "FORBIDDEN", m.accessFilterAdminOnly);
  const search = o.q ? foldSearch(o.q) : "";
  const filter: DirectoryFilter = {
    search: search || undefined,
    level: o.level === "all" ? undefined : o.level,
    role: o.role,
    access: o.access,
    since: periodStart(o.period, now),
  };
  const cursor = o.cursor ? cursors[o.sort].decode(o.cursor) : undefined;
  // A first page carries the counts; the next ones (a cursor) do not, the client keeps the first's.
  // A search's counts come first when they can choose how its page is read (q.searchPlan): on a
  // first page they are taken anyway, on the next ones only those still kept are used.
  const early = !q.countsChoosePlan(filter, o.sort)
    ? undefined
    : cursor
      ? await keptDirectoryCounts(filter, o.period, countsOwner)
      : await directoryCounts(db, filter, o.period, countsOwner);
  const rows = await q.listMembers(
    db,
    filter,
    o.sort,
    o.limit + 1,
    cursor,
    q.searchPlan(filter, o.sort, o.limit + 1, early),
  );
  const page = rows.slice(0, o.limit);
  const last = page.at(-1);
  const [access, counts] = await Promise.all([
    isAdmin
      ? q.accessCounts(
          db,
          page.map((r) => r.id),
        )
      : undefined,
    cursor ? undefined : (early ?? directoryCounts(db, filter, o.period, countsOwner)),
  ]);
  return {
    items: page.map((r) => toCard(r, isAdmin, access?.get(r.id))),
    next_cursor:
      rows.length > o.limit && last
        ? cursors[o.sort].encode({ v: q.sortValueOf(o.sort, last), i: last.id })
        : null,
    matched: counts?.matched ?? null,
    total: counts?.total ?? null,
  };
}

const isFiltered = (filter: DirectoryFilter) =>
  Boolean(filter.search || filter.level || filter.since) || filter.role !== "all" || filter.access !== "all";

/** The period, not its start: the start moves with the clock, the key must not. */
const countKey = (filter: DirectoryFilter, period: PeriodFilter) =>
  JSON.stringify([filter.search, filter.level, filter.role, filter.access, period]);

/** 'X de Y membros': kept a few seconds per filter (members.counts); X is Y when nothing filters. */
async function directoryCounts(db: Db, filter: DirectoryFilter, period: PeriodFilter, owner?: object) {
  const kept = (key: string, count: () => Promise<number>) =>
    owner ? keptCount(owner, key, count) : count();
  const total = kept("total", () => q.countMembers(db));
  const matched = isFiltered(filter)
    ? kept(countKey(filter, period), () => q.countMembers(db, filter))
    : total;
  return { matched: await matched, total: await total };
}

/** The counts of a filter when this instance still keeps them, without taking them again. */
async function keptDirectoryCounts(filter: DirectoryFilter, period: PeriodFilter, owner?: object) {
  const total = owner && freshCount(owner, "total");
  const matched = owner && (isFiltered(filter) ? freshCount(owner, countKey(filter, period)) : total);
  return total && matched ? { matched: await matched, total: await total } : undefined;
}

function memberNotFound() {
  return new AppError(404, "NOT_FOUND", m.memberNotFound);
}

export async function memberDetail({ db, viewer }: Ctx, id: string): Promise<MemberDetail> {
  const row = await q.findMember(db, id);
  const isAdmin = viewer.profile.is_admin;
  // A sign-up waiting for approval is not a member yet: only admins (who decide) see its page.
  if (!row || (row.is_pending && !isAdmin)) throw memberNotFound();
  const access = isAdmin ? (await q.accessCounts(db, [id])).get(id) : undefined;
  const { bio, links, is_pending: _pending, ...card } = row;
  return {
    ...toCard(card, isAdmin, access),
    bio,
    links: links as ProfileLink[],
    ...(await followStats(db, id, viewer.userId)),
  };
}

/** 'Membros ativos': the six members seen most recently. */
export async function activeMembers(db: Db) {
  const rows = await q.listActiveMembers(db, 6);
  return rows.map((r) => ({ ...r, last_active_at: r.last_active_at?.toISOString() ?? null }));
}

/** Admin lookup by name or username (adding members to a private space). */
export function lookupMembers(db: Db, text: string) {
  return q.lookupMembers(db, text);
}

/**
 * Pending invites as pseudo-members (spec §3): ' (Convite)', username from the e-mail, the first
 * level (Padawan, by the community's name for it), 0 points.
 */
export async function pendingInvites(db: Db): Promise<InviteCard[]> {
  const [rows, names] = await Promise.all([q.listPendingInvites(db), levelNames(db)]);
  return rows.map((r) => ({
    id: r.id,
    full_name: `${r.name}${m.inviteSuffix}`,
    username: r.email.split("@")[0] ?? r.email,
    email: r.email,
    avatar_url: null,
    level: names[DEFAULT_LEVEL],
    points: 0,
    is_admin: r.is_admin,
    is_moderator: r.is_moderator,
    is_student: r.is_student,
    created_at: r.created_at.toISOString(),
    expires_at: r.expires_at.toISOString(),
    is_invite: true,
    invite_token: r.invite_token,
    tags: r.tags,
    selected_courses: r.selected_courses,
  }));
}

/** The admin hub's 'Membros' card: every member (sign-ups waiting left out) and the invites still open. */
export async function membersHubCounts(db: Db, now = new Date()) {
  const [members, pendingInvites] = await Promise.all([q.countMembers(db), q.countPendingInvites(db, now)]);
  return { members, pending_invites: pendingInvites };
}

/** The admin hub's 'Cadastros' card: the confirmed sign-ups waiting for an admin. */
export async function signupsHubCounts(db: Db) {
  return { waiting: await q.countPendingSignups(db) };
}

export async function cancelInvite({ db, viewer }: Ctx, id: string) {
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const invite = await q.cancelInvite(tx, id);
    if (!invite) throw new AppError(404, "NOT_FOUND", m.inviteNotFound);
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: "invite.cancel",
      target: { kind: "invite", id: invite.id, label: invite.name },
      before: { email: invite.email, status: "pending" },
      after: { email: invite.email, status: "cancelled" },
    });
  });
}

export async function memberAccess(db: Db, userId: string): Promise<MemberAccess> {
  const tier = await q.aiTierOf(db, userId);
  if (tier === undefined) throw memberNotFound();
  const [courseRows, granted, categories, sources] = await Promise.all([
    q.publishedCourses(db),
    q.grantedCourses(db, userId),
    q.grantedCategories(db, userId),
    grantSources(db, userId),
  ]);
  const allCategories = [...new Set([...courseRows.map((c) => c.category), ...categories.keys()])].sort(
    (a, b) => a.localeCompare(b, "pt-BR"),
  );
  const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
  // An access held before sources were recorded was given by hand.
  const sourcesOf = (key: string, held: boolean, ends: Date | null | undefined): AccessSource[] => {
    const list = sources.get(key);
    if (list?.length) return list.map(({ purchase, ends_at }) => ({ purchase, ends_at }));
    return held ? [{ purchase: null, ends_at: iso(ends) }] : [];
  };
  const tierSources = sources.get("ai_tier") ?? [];
  const byHand = tierSources.find((s) => !s.purchase);
  const current = asAiTier(tier);
  const roles = await q.lockRoles(db, userId, false);
  return {
    roles: {
      is_admin: !!roles?.is_admin,
      is_moderator: !!roles?.is_moderator,
      is_student: !!roles?.is_student,
    },
    courses: courseRows.map((c) => ({
      ...c,
      category: c.category || DEFAULT_COURSE_CATEGORY,
      granted: granted.has(c.id),
      expires_at: iso(granted.get(c.id)),
      sources: sourcesOf(`course:${c.id}`, granted.has(c.id), granted.get(c.id)),
    })),
    categories: allCategories.map((category) => ({
      category,
      granted: categories.has(category),
      expires_at: iso(categories.get(category)),
      sources: sourcesOf(`category:${category}`, categories.has(category), categories.get(category)),
    })),
    ai_tier: current,
    ai_tier_by_hand: byHand ? asAiTier(byHand.target) : tierSources.length ? "trial" : current,
    ai_tier_sources: tierSources
      .filter((s) => s.purchase)
      .map(({ purchase, ends_at, target }) => ({ purchase, ends_at, tier: asAiTier(target) })),
  };
}

/**
 * The member's AI tier given by hand in 'Gerenciar Acessos'; what they hold is the highest of it
 * and the tiers their purchases give.
 */
export async function setAiTier(
  { db, viewer }: Ctx,
  userId: string,
  tier: AiTier,
): Promise<{ tier: AiTier }> {
  const member = await q.findMember(db, userId);
  if (!member) throw memberNotFound();
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const before = asAiTier(await q.aiTierOf(tx, userId));
    await setHandGrant(tx, userId, { kind: "ai_tier", target: tier }, true, null);
    const after = asAiTier(await q.aiTierOf(tx, userId));
    await recordAuditChange(tx, {
      actorId: viewer.userId,
      action: "member.ai_tier",
      target: memberTarget(userId, member.full_name),
      before: { tier: before },
      after: { tier: after },
      context: { chosen: tier },
    });
    return { tier: after };
  });
}

const memberTarget = (id: string, fullName: string) => ({ kind: "member", id, label: fullName });

/**
 * A member's roles switched by an admin. Admin and Moderador are the profile's flags; Aluno is
 * the source given by hand (a purchase may also give it: then it stays). An admin never takes
 * their own Admin away, so the community always keeps one.
 */
export async function setRoles({ db, viewer }: Ctx, userId: string, change: MemberRolesChange) {
  if (userId === viewer.userId && change.is_admin === false)
    throw AppError.validation({ is_admin: m.cannotRemoveOwnAdmin });
  return db.transaction(async (trx): Promise<MemberRoles> => {
    const tx = trx as unknown as Db;
    const before = await q.lockRoles(tx, userId);
    if (!before) throw memberNotFound();
    const { full_name: fullName, ...was } = before;
    await q.setRoleFlags(tx, userId, {
      is_admin: change.is_admin ?? was.is_admin,
      is_moderator: change.is_moderator ?? was.is_moderator,
    });
    if (change.is_student !== undefined && change.is_student !== was.is_student)
      await setHandGrant(tx, userId, { kind: "student", target: "" }, change.is_student, null);
    const { full_name: _name, ...now } = (await q.lockRoles(tx, userId))!;
    await recordAuditChange(tx, {
      actorId: viewer.userId,
      action: "member.roles",
      target: memberTarget(userId, fullName),
      before: was,
      after: now,
    });
    return now;
  });
}

/** The end of a grant: none, or a moment still to come. */
function grantEnd(change: AccessChange): Date | null {
  if (!change.granted || !change.expires_at) return null;
  const end = new Date(change.expires_at);
  if (end.getTime() <= Date.now()) throw AppError.validation({ expires_at: courseMessages.expiresInPast });
  return end;
}

/**
 * A course given or taken by hand. What it opens that the member could not open before is told
 * to them ('Acesso liberado: {curso}', in the app and by e-mail per their preferences) once the
 * change committed.
 */
export async function setCourseAccess(
  { db, viewer }: Ctx,
  userId: string,
  courseId: string,
  change: AccessChange,
  realtime?: RealtimeHub,
) {
  const expiresAt = grantEnd(change);
  const member = await q.findMember(db, userId);
  if (!member) throw memberNotFound();
  const course = await q.findCourse(db, courseId);
  if (!course) throw new AppError(404, "NOT_FOUND", m.courseNotFound);
  const pending = new PendingEvents();
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const held = async () => {
      const granted = await q.grantedCourses(tx, userId);
      return { granted: granted.has(courseId), expires_at: granted.get(courseId)?.toISOString() ?? null };
    };
    const before = await held();
    await setHandGrant(tx, userId, { kind: "course", target: courseId }, change.granted, expiresAt, pending);
    await recordAuditChange(tx, {
      actorId: viewer.userId,
      action: "member.course",
      target: memberTarget(userId, member.full_name),
      before,
      after: await held(),
      context: { course: course.title },
    });
  });
  if (realtime) await pending.flush(realtime);
  return memberAccess(db, userId);
}

/** A category given or taken by hand: the courses it opens are told as for a course. */
export async function setCategoryAccess(
  { db, viewer }: Ctx,
  userId: string,
  category: string,
  change: AccessChange,
  realtime?: RealtimeHub,
) {
  const expiresAt = grantEnd(change);
  const member = await q.findMember(db, userId);
  if (!member) throw memberNotFound();
  const pending = new PendingEvents();
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const held = async () => {
      const granted = await q.grantedCategories(tx, userId);
      return { granted: granted.has(category), expires_at: granted.get(category)?.toISOString() ?? null };
    };
    const before = await held();
    await setHandGrant(
      tx,
      userId,
      { kind: "category", target: category },
      change.granted,
      expiresAt,
      pending,
    );
    await recordAuditChange(tx, {
      actorId: viewer.userId,
      action: "member.category",
      target: memberTarget(userId, member.full_name),
      before,
      after: await held(),
      context: { category },
    });
  });
  if (realtime) await pending.flush(realtime);
  return memberAccess(db, userId);
}

/**
 * A members CSV (or the 'Adicionar Membro' form) naming people who already have an account:
 * each gets the listed courses they cannot open yet, by hand and for good, and is told once what
 * opened. One transaction per member; returns the titles that opened, by e-mail.
 */
export async function grantCoursesToMembers(
  db: Db,
  rows: { email: string; courseIds: string[] }[],
  source: HandSource,
  realtime?: RealtimeHub,
): Promise<Map<string, string[]>> {
  const wanted = rows.filter((r) => r.courseIds.length > 0);
  const ids = await q.memberIdsByEmail(
    db,
    wanted.map((r) => r.email),
  );
  const opened = new Map<string, string[]>();
  for (const row of wanted) {
    const userId = ids.get(row.email.toLowerCase());
    if (!userId) continue;
    const pending = new PendingEvents();
    const courses = await db.transaction((tx) =>
      grantCoursesByHand(tx as unknown as Db, userId, row.courseIds, pending, source),
    );
    if (realtime) await pending.flush(realtime);
    if (courses.length)
      opened.set(
        row.email,
        courses.map((c) => c.title),
      );
  }
  return opened;
}

/**
 * What a member's deletion does with the files stored outside the database (uploads, copies of
 * 'Baixar meus dados'): `prepare` runs before the deletion's transaction, `release` inside it
 * before the member's rows go, so the files the community keeps are handed over to it and the
 * removal of the member's own is queued only if the deletion commits.
 */
export type MemberFiles = {
  prepare(): Promise<void>;
  release(tx: Db, userId: string): Promise<void>;
};

/**
 * The deletion cascade (members.queries) with the member's files settled in its transaction,
 * then the event places the member held go to those waiting for them.
 */
async function deleteWithCascade(
  db: Db,
  userId: string,
  files: MemberFiles,
  inTransaction?: (tx: Db) => Promise<void>,
) {
  const held = await placesHeldBy(db, userId);
  await files.prepare();
  const deleted = await q.deleteMemberCascade(db, userId, async (tx) => {
    await files.release(tx, userId);
    if (inTransaction) await inTransaction(tx);
  });
  if (deleted) await fillFreedPlaces(db, held);
  return deleted;
}

/** One member and everything of theirs; never oneself, never the last admin. */
export async function deleteMember({ db, viewer }: Ctx, id: string, files: MemberFiles) {
  if (id === viewer.userId) throw AppError.validation({ id: m.cannotDeleteSelf });
  const member = await q.findMember(db, id);
  if (!member) throw memberNotFound();
  if (member.is_admin && (await q.countAdmins(db)) <= 1)
    throw AppError.validation({ id: m.cannotDeleteLastAdmin });
  const record = (tx: Db) =>
    recordAudit(tx, {
      actorId: viewer.userId,
      action: "member.delete",
      target: memberTarget(id, member.full_name),
      before: {
        full_name: member.full_name,
        username: member.username,
        email: member.email ?? null,
        is_admin: member.is_admin,
        is_moderator: member.is_moderator,
        is_student: member.is_student,
      },
    });
  if (!(await deleteWithCascade(db, id, files, record)))
    throw AppError.validation({ id: m.cannotDeleteLastAdmin });
}

/**
 * 'Excluir minha conta': the member's own account and everything of theirs, by the same cascade
 * (one transaction); never the last admin.
 */
export async function deleteOwnAccount(db: Db, userId: string, files: MemberFiles) {
  if (!(await deleteWithCascade(db, userId, files)))
    throw AppError.validation({ account: m.cannotDeleteLastAdmin });
}

/** Each id on its own transaction, with a result per id. */
export async function bulkDelete(ctx: Ctx, ids: string[], files: MemberFiles): Promise<BulkDeleteResult> {
  const results: BulkDeleteResult["results"] = [];
  for (const id of new Set(ids)) {
    try {
      await deleteMember(ctx, id, files);
      results.push({ id, ok: true });
    } catch (error) {
      results.push({ id, ok: false, error: error instanceof AppError ? error.message : m.deleteFailed });
    }
  }
  const deleted = results.filter((r) => r.ok).length;
  return { results, deleted, failed: results.length - deleted };
}

// ——— Sign-ups waiting for approval ('Cadastro': 'Aberto com aprovação') ———

const pendingCursor = cursorCodec(z.object({ v: cursorTimestampMicros, i: memberId }).strict());

/** One page of the sign-ups waiting for approval, oldest first; the first page carries the total. */
export async function pendingSignups(
  db: Db,
  query: { limit: number; cursor?: string | undefined },
): Promise<PendingSignupPage> {
  const cursor = query.cursor ? pendingCursor.decode(query.cursor) : undefined;
  const [rows, total] = await Promise.all([
    q.listPendingSignups(db, query.limit + 1, cursor),
    cursor ? null : q.countPendingSignups(db),
  ]);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ created_key: _key, ...r }) => ({ ...r, created_at: r.created_at.toISOString() })),
    next_cursor:
      rows.length > query.limit && last ? pendingCursor.encode({ v: last.created_key, i: last.id }) : null,
    total,
  };
}

/**
 * A member confirmed their e-mail (Better Auth, through the composition root): when their sign-up
 * waits for approval, every admin hears of it (`signup.pending`: a notification, by e-mail too per
 * their preferences).
 */
export async function announcePendingSignup(db: Db, userId: string, realtime?: RealtimeHub) {
  const pending = new PendingEvents();
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await q.lockPendingSignup(tx, userId);
    if (!row) return;
    await publish({ tx, pending }, "signup.pending", {
      memberId: row.id,
      name: row.full_name,
      tell: await adminIds(tx),
    });
  });
  await pending.flush(realtime);
}

/**
 * Lets a sign-up waiting for approval in: false when `userId` was not waiting (approved already,
 * refused, never pending). Runs in `db`'s transaction when it is one — the sales module approves a
 * buyer inside the transaction that processes the purchase — as a savepoint of it, else in a
 * transaction of its own; `signup.approved` is published in it, and its subscriber writes the
 * welcome e-mail as a row that commits or rolls back with the approval (a sweep sends it), so
 * nothing waits for a commit this function cannot see.
 */
export async function approvePendingMember(db: Db, userId: string, actorId?: string): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await q.approvePendingSignup(tx, userId);
    if (!row) return false;
    // An admin's 'Aprovar' is recorded; a purchase's approval is the sale's.
    if (actorId)
      await recordAudit(tx, {
        actorId,
        action: "signup.approve",
        target: memberTarget(row.id, row.full_name),
        before: { status: "pending", email: row.email },
        after: { status: "approved", email: row.email },
      });
    await publish({ tx, pending: new PendingEvents() }, "signup.approved", {
      memberId: row.id,
      name: row.full_name,
      email: row.email,
    });
    return true;
  });
}

/** 'Aprovar' on /membros: 404 when the sign-up no longer waits. */
export async function approveSignup({ db, viewer }: Ctx, id: string) {
  if (!(await approvePendingMember(db, id, viewer.userId)))
    throw new AppError(404, "NOT_FOUND", jm.notPending);
}

/**
 * 'Recusar' on /membros: the account goes (the deletion cascade, in one transaction with the
 * `signup.refused` that queues the e-mail), so the address may sign up again or be invited later.
 * 404 when the sign-up no longer waits (approved meanwhile: it stays).
 */
export async function refuseSignup({ db, viewer }: Ctx, id: string, files: MemberFiles) {
  await files.prepare();
  await q.deleteMemberCascade(db, id, async (tx) => {
    const row = await q.lockPendingSignup(tx, id);
    if (!row) throw new AppError(404, "NOT_FOUND", jm.notPending);
    await publish({ tx, pending: new PendingEvents() }, "signup.refused", {
      memberId: row.id,
      name: row.full_name,
      email: row.email,
      actorId: viewer.userId,
    });
    await recordAudit(tx, {
      actorId: viewer.userId,
      action: "signup.refuse",
      target: memberTarget(row.id, row.full_name),
      before: { status: "pending", email: row.email },
      after: { status: "refused", email: row.email },
    });
    await files.release(tx, id);
  });
}

export { lockSubject, moderatedMember, setSanctions, subjects, type Subject } from "./sanctions";
