import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberInvites } from "../../db/schema";
import { createConfirmedAccount } from "../../platform/auth/accounts";
import { hashPassword } from "../../platform/auth/password";
import { createTestApp, DEFAULT_PASSWORD } from "../../test/harness";
import { startSmtpPeer } from "../../test/smtp";
import { INVITE_EMAIL_JOB, sendInviteEmail } from "./invites.service";

type App = Awaited<ReturnType<typeof createTestApp>>;

async function pendingInvite(t: App, email: string) {
  const [row] = await t.db
    .insert(memberInvites)
    .values({
      name: "Convidada",
      email,
      invite_token: `token-${email}`,
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return row!;
}

async function outboxCount(t: App, to: string) {
  const r = (await t.db.execute(
    sql`select count(*)::int as n from mail_outbox where "to" = ${to}`,
  )) as unknown as { rows: { n: number }[] };
  return r.rows[0]!.n;
}

describe("invite e-mails from the job queue", () => {
  it("sends once in the outbox even when the same job runs twice at the same time", async () => {
    const t = await createTestApp();
    const invite = await pendingInvite(t, "dupla@exemplo.com");
    const job = { id: "j", retryCount: 0, isLastAttempt: false };
    await Promise.all([
      sendInviteEmail(t.deps, { inviteId: invite.id }, job),
      sendInviteEmail(t.deps, { inviteId: invite.id }, job),
      sendInviteEmail(t.deps, { inviteId: invite.id }, { ...job, retryCount: 1 }),
    ]);
    expect(await outboxCount(t, "dupla@exemplo.com")).toBe(1);
    const [row] = await t.db.select().from(memberInvites).where(eq(memberInvites.id, invite.id));
    expect(row!.email_sent_at).not.toBeNull();
    // A job for a cancelled or accepted invite sends nothing.
    const cancelled = await pendingInvite(t, "cancelado@exemplo.com");
    await t.db.update(memberInvites).set({ status: "cancelled" }).where(eq(memberInvites.id, cancelled.id));
    await sendInviteEmail(t.deps, { inviteId: cancelled.id }, job);
    expect(await outboxCount(t, "cancelado@exemplo.com")).toBe(0);
  });

  describe("over SMTP", () => {
    let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
    const received = () =>
      smtp.inbox.map((m) => ({
        to: m.to[0]!,
        messageId: m.raw.match(/^Message-ID: (.+)$/im)?.[1]?.trim() ?? "",
      }));

    beforeAll(async () => {
      smtp = await startSmtpPeer();
    });
    afterAll(() => smtp.close());

    it("retries a refused send with the same Message-ID, and marks the invite failed after the last try", async () => {
      const t = await createTestApp({ env: { SMTP_URL: smtp.url } });
      const invite = await pendingInvite(t, "recusada@exemplo.com");
      smtp.refuse = true;
      await expect(
        sendInviteEmail(t.deps, { inviteId: invite.id }, { id: "j", retryCount: 0, isLastAttempt: false }),
      ).rejects.toThrow();
      let [row] = await t.db.select().from(memberInvites).where(eq(memberInvites.id, invite.id));
      expect(row).toMatchObject({ email_sent_at: null, email_failed_at: null });
      await expect(
        sendInviteEmail(t.deps, { inviteId: invite.id }, { id: "j", retryCount: 5, isLastAttempt: true }),
      ).rejects.toThrow();
      [row] = await t.db.select().from(memberInvites).where(eq(memberInvites.id, invite.id));
      expect(row!.email_failed_at).not.toBeNull();

      // A later try (a re-run of the file) that gets through sends it, once, with the same id.
      smtp.refuse = false;
      await sendInviteEmail(
        t.deps,
        { inviteId: invite.id },
        { id: "j", retryCount: 0, isLastAttempt: false },
      );
      await sendInviteEmail(
        t.deps,
        { inviteId: invite.id },
        { id: "j", retryCount: 0, isLastAttempt: false },
      );
      const mine = received().filter((m) => m.to === "recusada@exemplo.com");
      expect(mine).toHaveLength(1);
      expect(mine[0]!.messageId).toBe(`<convite-${invite.id}@localhost>`);
      [row] = await t.db.select().from(memberInvites).where(eq(memberInvites.id, invite.id));
      expect(row!.email_sent_at).not.toBeNull();
      expect(row!.email_failed_at).toBeNull();
    });

    it("sends a whole batch from the queue while the request answers at once", async () => {
      const t = await createTestApp({ env: { SMTP_URL: smtp.url } });
      // Sign-up confirmation would go over SMTP too: the admin account is made directly.
      await createConfirmedAccount(t.db, {
        email: "admin.smtp@exemplo.com",
        fullName: "Admin",
        username: "admin.smtp",
        passwordHash: await hashPassword(DEFAULT_PASSWORD),
        profile: { is_admin: true },
      });
      const admin = t.client();
      await admin.post("/api/auth/sign-in/email", {
        email: "admin.smtp@exemplo.com",
        password: DEFAULT_PASSWORD,
      });
      const members = Array.from({ length: 40 }, (_, i) => ({
        name: `Pessoa ${i}`,
        email: `lote${i}@exemplo.com`,
      }));
      const res = await admin.post("/api/admin/members/batch", { mode: "invite", source: "csv", members });
      expect(res.json.summary).toMatchObject({ invited: 40, emails_queued: 40 });
      await t.deps.jobs.idle([INVITE_EMAIL_JOB]);
      const batchMail = received().filter((m) => m.to.startsWith("lote"));
      expect(batchMail).toHaveLength(40);
      expect(new Set(batchMail.map((m) => m.to)).size).toBe(40);
      const ids = res.json.results.map((r: { invite_id: string }) => r.invite_id);
      const progress = await admin.post("/api/admin/members/batch/email-status", { ids });
      expect(progress.json).toMatchObject({ queued: 0, sent: 40, failed: 0 });
    });
  });
});
