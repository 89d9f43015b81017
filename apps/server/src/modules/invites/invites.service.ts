import { randomBytes } from "node:crypto";
import {
  authMessages,
  INVITE_VALIDITY_DAYS,
  isReservedUsername,
  newUsernameSchema,
  passwordProblems,
} from "@guilda/shared";
import { directoryMessages as m } from "@guilda/shared/messages/directory";
import type {
  BatchEmailStatus,
  BatchResult,
  BatchRowResult,
  InvitePreview,
} from "@guilda/shared/schemas/directory";
import type { AddMembersRequest } from "@guilda/shared/schemas/members";
import { createConfirmedAccount } from "../../platform/auth/accounts";
import { hashPassword } from "../../platform/auth/password";
import type { Db } from "../../platform/db";
import { isUniqueViolation } from "../../platform/db/errors";
import type { Deps, Viewer } from "../../platform/http/context";
import { AppError } from "../../platform/http/errors";
import type { JobContext, Jobs } from "../../platform/jobs";
import { inviteEmail } from "../../platform/mail/templates";
import type { RealtimeHub } from "../../platform/realtime/hub";
import { PendingEvents } from "../../platform/realtime/pending";
import { publish } from "../../platform/events";
import { recordAudit, recordAuditMany } from "../audit/audit.service";
import { grantCoursesToMembers } from "../members/members.service";
import { adminIds, getProfile } from "../profiles/profiles.service";
import { getSettings } from "../settings/settings.service";
import { moderationMessages } from "@guilda/shared/messages/moderation";
import { bannedEmails } from "../moderation/moderation.service";
import * as q from "./invites.queries";

const DAY = 24 * 60 * 60 * 1000;
const CHUNK = 500;

/** The queue of invite e-mails: one job per invite, keyed by it, retried with back-off. */
export { existingCourseIds } from "./invites.queries";

export const INVITE_EMAIL_JOB = "invite-email";
export type InviteEmailJob = { inviteId: string };

export function inviteUrl(publicUrl: string, token: string) {
  return `${publicUrl}/auth/accept-invite?token=${encodeURIComponent(token)}`;
}

const rolesOf = (x: { is_admin: boolean; is_moderator: boolean; is_student: boolean }) => ({
  is_admin: x.is_admin,
  is_moderator: x.is_moderator,
  is_student: x.is_student,
});

/** A free username from the e-mail's local part (3–30 of [a-z0-9._-]); 'membro' for a reserved one. */
async function usernameFor(db: Db, email: string) {
  const base =
    (email.split("@")[0] ?? "membro")
      .toLowerCase()
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .replace(/[^a-z0-9._-]+/g, ".")
      .replace(/^[._-]+|[._-]+$/g, "")
      .slice(0, 24) || "membro";
  const padded = isReservedUsername(base) ? "membro" : base.length < 3 ? `${base}.membro` : base;
  for (let i = 0; i < 50; i++) {
    const candidate = i === 0 ? padded : `${padded}${i + 1}`;
    if (!(await q.usernameTaken(db, candidate))) return candidate;
  }
  return `${padded}.${randomBytes(3).toString("hex")}`;
}

/**
 * "Adicionar Membro": the whole batch in one request, a result per member. Invites are inserted
 * set-wise per chunk (an address already a member or already invited is skipped, so re-running
 * a file invites nobody twice and re-sends nothing); e-mails go out after the rows exist, and a
 * failed e-mail leaves the link for the admin to copy. Someone who already has an account gets
 * the listed courses they cannot open yet, and is told ('Acesso liberado') what opened.
 */
export async function addMembers(deps: Deps, viewer: Viewer, input: AddMembersRequest): Promise<BatchResult> {
  const db = deps.database.db;
  const known = new Set(await q.existingCourseIds(db, [...new Set(input.members.flatMap((x) => x.courses))]));
  const results: BatchRowResult[] = [];

  for (let start = 0; start < input.members.length; start += CHUNK) {
    const chunk = input.members.slice(start, start + CHUNK);
    const emails = chunk.map((x) => x.email);
    const members = await q.existingAccountEmails(db, emails);
    const pending = input.mode === "invite" ? await q.pendingInvites(db, emails) : new Map();
    const invited = new Set<string>(pending.keys());
    // An e-mail banned with its member is neither invited nor created.
    const banned = await bannedEmails(db, emails);
    const fresh = chunk.filter((x) => !members.has(x.email) && !invited.has(x.email) && !banned.has(x.email));
    const byEmail = new Map<string, BatchRowResult>();
    for (const x of chunk) {
      const base = { ...(x.line ? { line: x.line } : {}), name: x.name, email: x.email };
      const status = members.has(x.email)
        ? "already_member"
        : invited.has(x.email)
          ? "already_invited"
          : "error";
      byEmail.set(x.email, {
        ...base,
        status,
        ...(status === "error" && banned.has(x.email) ? { error: moderationMessages.emailBanned } : {}),
      });
    }

    if (input.mode === "invite") {
      const expires = new Date(Date.now() + INVITE_VALIDITY_DAYS * DAY);
      const rows = fresh.map((x) => ({
        name: x.name,
        email: x.email,
        invite_token: randomBytes(32).toString("base64url"),
        status: "pending",
        tags: x.tags,
        is_admin: x.is_admin,
        is_moderator: x.is_moderator,
        is_student: x.is_student,
        selected_courses: x.courses.filter((id) => known.has(id)),
        invited_by: viewer.userId,
        expires_at: expires,
      }));
      // Invites of an earlier run whose e-mail has not gone out and has no job any more (every
      // retry failed, or they predate the queue) are queued again; a sent one is never resent.
      const unsent = [...pending.values()].filter((p) => !p.sent);
      const queued = await deps.jobs.liveJobs(
        INVITE_EMAIL_JOB,
        "inviteId",
        unsent.map((p) => p.id),
      );
      const requeue = unsent.filter((p) => !queued.has(p.id)).map((p) => p.id);
      // The invites and their e-mail jobs are written in one transaction: a process that dies
      // here leaves both or neither, so no invite waits for an e-mail nobody will send.
      const inserted = await db.transaction(async (tx) => {
        const created = await q.insertInvites(tx as unknown as Db, rows);
        const byInvitee = new Map(rows.map((r) => [r.email, r]));
        await recordAuditMany(
          tx as unknown as Db,
          viewer.userId,
          "invite.send",
          created.map((invite) => {
            const row = byInvitee.get(invite.email)!;
            return {
              target: { kind: "invite", id: invite.id, label: row.name },
              after: { email: row.email, ...rolesOf(row), courses: row.selected_courses.length },
            };
          }),
        );
        await q.clearEmailFailed(tx as unknown as Db, requeue);
        await deps.jobs.enqueueMany<InviteEmailJob>(
          INVITE_EMAIL_JOB,
          [...created.map((r) => r.id), ...requeue].map((inviteId) => ({ inviteId })),
          { db: tx as unknown as Db },
        );
        return created;
      });
      const insertedEmails = new Set(inserted.map((r) => r.email));
      for (const x of fresh)
        if (!insertedEmails.has(x.email)) byEmail.get(x.email)!.status = "already_invited";
      for (const invite of [...inserted, ...pending.values()]) {
        const row = byEmail.get(invite.email)!;
        const sent = "sent" in invite && invite.sent;
        if (!("sent" in invite)) row.status = "invited";
        row.invite_id = invite.id;
        if (!sent) row.invite_url = inviteUrl(deps.config.publicUrl, invite.invite_token);
        row.email_status = sent ? "sent" : "queued";
      }
    } else {
      for (const x of fresh) {
        const row = byEmail.get(x.email)!;
        try {
          const passwordHash = await hashPassword(x.password!);
          const username = await usernameFor(db, x.email);
          const courses = x.courses.filter((c) => known.has(c));
          await db.transaction(async (trx) => {
            const tx = trx as unknown as Db;
            const id = await createConfirmedAccount(tx, {
              email: x.email,
              fullName: x.name,
              username,
              passwordHash,
              profile: rolesOf(x),
            });
            await q.grantCourses(tx, id, courses);
            await recordAudit(tx, {
              actorId: viewer.userId,
              action: "member.create",
              target: { kind: "member", id, label: x.name },
              after: { email: x.email, username, ...rolesOf(x), courses: courses.length },
            });
          });
          row.status = "created";
        } catch (err) {
          if (isUniqueViolation(err)) row.status = "already_member";
          else {
            deps.logger.error({ err }, "member creation failed");
            row.error = m.processFailed;
          }
        }
      }
    }
    // Already members: the courses the file gives them, told once each.
    const opened = await grantCoursesToMembers(
      db,
      chunk
        .filter((x) => members.has(x.email))
        .map((x) => ({ email: x.email, courseIds: x.courses.filter((id) => known.has(id)) })),
      input.source === "csv" ? "csv" : "hand",
      deps.realtime,
    );
    for (const [email, titles] of opened) byEmail.get(email)!.courses_granted = titles;
    results.push(...chunk.map((x) => byEmail.get(x.email)!));
  }

  const count = (s: BatchRowResult["status"]) => results.filter((r) => r.status === s).length;
  return {
    results,
    summary: {
      created: count("created"),
      invited: count("invited"),
      skipped: count("already_member") + count("already_invited"),
      errors: count("error"),
      emails_queued: results.filter((r) => r.email_status === "queued").length,
    },
  };
}

/**
 * The worker of INVITE_EMAIL_JOB. Exactly once: in the outbox the message and email_sent_at are
 * written in one transaction (a retry finds the invite sent and stops); over SMTP the invite is
 * marked right after the server accepts the message, so only a send in flight when the process
 * dies can repeat, and it repeats with the same Message-ID.
 */
export async function sendInviteEmail(deps: Deps, { inviteId }: InviteEmailJob, job: JobContext) {
  const db = deps.database.db;
  const invite = await q.findInviteToEmail(db, inviteId);
  if (!invite || invite.status !== "pending" || invite.email_sent_at) return;
  const mail = inviteEmail({
    recipientName: invite.name,
    inviteUrl: inviteUrl(deps.config.publicUrl, invite.invite_token),
    expiresInDays: INVITE_VALIDITY_DAYS,
    platformName: (await getSettings(db)).community_name,
    supportEmail: invite.inviter_email ?? deps.config.mailFrom,
  });
  const message = {
    to: invite.email,
    ...mail,
    messageId: `<convite-${invite.id}@${new URL(deps.config.publicUrl).hostname}>`,
  };
  try {
    if (deps.mailer.kind === "outbox") {
      await db.transaction(async (tx) => {
        if (await q.markEmailSent(tx as unknown as Db, invite.id)) {
          await deps.mailer.send(message, { db: tx as unknown as Db });
        }
      });
    } else {
      await deps.mailer.send(message);
      await q.markEmailSent(db, invite.id);
    }
  } catch (error) {
    // The admin's results screen then offers the link to copy.
    if (job.isLastAttempt) await q.markEmailFailed(db, invite.id);
    throw error;
  }
}

export type EmailProgress = BatchEmailStatus;

/** Where the e-mails of a batch stand, for the admin's results screen. */
export async function emailProgress(db: Db, ids: string[]): Promise<BatchEmailStatus> {
  const rows = await q.inviteEmailStates(db, ids);
  const items = rows.map((r) => ({
    id: r.id,
    email_status: r.email_sent_at ? "sent" : r.email_failed_at ? "failed" : "queued",
  })) as BatchEmailStatus["items"];
  const count = (status: string) => items.filter((i) => i.email_status === status).length;
  return { items, queued: count("queued"), sent: count("sent"), failed: count("failed") };
}

/** A usable invite, or the pt-BR reason it cannot be used. */
async function usableInvite(db: Db, token: string, now = Date.now()) {
  const invite = await q.findInviteByToken(db, token);
  if (!invite) throw new AppError(404, "NOT_FOUND", m.inviteUnknown);
  if (invite.status === "accepted") throw new AppError(410, "INVITE_USED", m.inviteUsed);
  if (invite.status === "cancelled") throw new AppError(410, "INVITE_CANCELLED", m.inviteCancelled);
  if (invite.status === "expired" || invite.expires_at.getTime() < now)
    throw new AppError(410, "INVITE_EXPIRED", m.inviteExpired);
  return invite;
}

export async function previewInvite(db: Db, token: string): Promise<InvitePreview> {
  const invite = await usableInvite(db, token);
  return { name: invite.name, email: invite.email, expires_at: invite.expires_at.toISOString() };
}

/**
 * Accepting creates the account and profile with the invite's roles and courses and marks the
 * invite used, all in one transaction, and tells the inviting admin (or, when the invite came
 * from someone no longer admin, every admin); the caller then signs the new member in.
 */
export async function acceptInvite(
  db: Db,
  token: string,
  input: { username: string; password: string },
  realtime?: RealtimeHub,
) {
  const invite = await usableInvite(db, token);
  const username = newUsernameSchema.safeParse(input.username);
  if (!username.success) throw AppError.validation({ username: username.error.issues[0]!.message });
  const problems = passwordProblems(input.password, { email: invite.email });
  if (problems.length) throw AppError.validation({ password: problems.join(" ") });
  if ((await q.existingAccountEmails(db, [invite.email.toLowerCase()])).size)
    throw new AppError(409, "VALIDATION", m.inviteAccountExists);
  if ((await bannedEmails(db, [invite.email])).size)
    throw new AppError(403, "EMAIL_BANNED", moderationMessages.emailBanned);
  if (await q.usernameTaken(db, username.data))
    throw new AppError(409, "USERNAME_TAKEN", authMessages.usernameTaken, {
      username: authMessages.usernameTaken,
    });
  const passwordHash = await hashPassword(input.password);
  // Courses a purchase added are granted by that purchase (its subscriber), not by hand.
  const bought = new Set(invite.bought_courses);
  const courses = await q.existingCourseIds(
    db,
    invite.selected_courses.filter((id) => !bought.has(id)),
  );
  const events = new PendingEvents();
  await db.transaction(async (tx) => {
    // Claimed first: two tabs accepting the same invite cannot both create an account.
    if (!(await q.markAccepted(tx as unknown as Db, invite.id)))
      throw new AppError(410, "INVITE_USED", m.inviteUsed);
    const id = await createConfirmedAccount(tx as unknown as Db, {
      email: invite.email,
      fullName: invite.name,
      username: username.data,
      passwordHash,
      profile: {
        is_admin: invite.is_admin,
        is_moderator: invite.is_moderator,
        is_student: invite.is_student,
      },
    });
    await q.grantCourses(tx as unknown as Db, id, courses);
    const inviter = invite.invited_by ? await getProfile(tx as unknown as Db, invite.invited_by) : null;
    const told = inviter?.is_admin ? [inviter.id] : await adminIds(tx as unknown as Db);
    await publish({ tx: tx as unknown as Db, pending: events }, "invite.accepted", {
      inviteId: invite.id,
      memberId: id,
      inviteeName: invite.name,
      tell: told,
    });
  });
  if (realtime) await events.flush(realtime);
  return { email: invite.email.toLowerCase() };
}

/**
 * The invite of a buyer without an account: their pending invite when there is one (the courses
 * bought join its selection, and it lasts 7 days from now), else a new one whose e-mail is queued
 * in the caller's transaction. The courses bought are granted on acceptance by the purchase.
 */
export async function inviteBuyer(
  tx: Db,
  jobs: Jobs,
  buyer: { email: string; name: string },
  courseIds: string[],
): Promise<string> {
  const expires = new Date(Date.now() + INVITE_VALIDITY_DAYS * DAY);
  const pending = (await q.pendingInvites(tx, [buyer.email])).get(buyer.email);
  if (pending) {
    await q.addBoughtCourses(tx, pending.id, courseIds, expires);
    return pending.id;
  }
  const [created] = await q.insertInvites(tx, [
    {
      name: buyer.name,
      email: buyer.email,
      invite_token: randomBytes(32).toString("base64url"),
      status: "pending",
      selected_courses: courseIds,
      bought_courses: courseIds,
      for_purchase: true,
      expires_at: expires,
    },
  ]);
  // Another purchase invited the same address a moment ago: that invite serves both.
  if (!created) return inviteBuyer(tx, jobs, buyer, courseIds);
  await jobs.enqueueMany<InviteEmailJob>(INVITE_EMAIL_JOB, [{ inviteId: created.id }], { db: tx });
  return created.id;
}

/**
 * A buyer's purchases changed before they accepted: the invite now carries `stillBought` as the
 * courses bought; one sent only for purchases, none of which still gives access, is cancelled.
 */
export async function settleBuyerInvite(tx: Db, inviteId: string, stillBought: string[] | null) {
  await q.settleBoughtCourses(tx, inviteId, stillBought);
}
