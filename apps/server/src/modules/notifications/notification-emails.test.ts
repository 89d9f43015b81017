import { createHmac, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifications, profiles } from "../../db/schema";
import { createConfirmedAccount } from "../../platform/auth/accounts";
import { hashPassword } from "../../platform/auth/password";
import type { Db } from "../../platform/db";
import { PendingEvents } from "../../platform/realtime/pending";
import { createTestApp, DEFAULT_PASSWORD, PUBLIC_URL } from "../../test/harness";
import { startSmtpPeer } from "../../test/smtp";
import {
  NOTIFICATION_EMAIL_JOB,
  sendNotificationEmail,
  sweepNotificationEmails,
} from "./notification-emails";
import { notify, unsubscribeToken, type NotifyInput } from "./notifications.service";
import { readUnsubscribeToken, UNSUBSCRIBE_LINK_DAYS } from "./unsubscribe-token";

type App = Awaited<ReturnType<typeof createTestApp>>;

let counter = 0;
let passwordHash: string;
const ELEVEN_MINUTES = 11 * 60 * 1000;

beforeAll(async () => {
  passwordHash = await hashPassword(DEFAULT_PASSWORD);
});

/** A member, away (last seen 11 minutes ago) unless `active`. */
async function member(t: App, fullName: string, { active = false } = {}) {
  counter += 1;
  const email = `digest${counter}.${randomUUID().slice(0, 6)}@exemplo.com`;
  const id = await createConfirmedAccount(t.db, {
    email,
    fullName,
    username: `digest${counter}${randomUUID().slice(0, 4)}`,
    passwordHash,
    createdAt: new Date(Date.now() - (active ? 0 : ELEVEN_MINUTES)),
  });
  return { id, email };
}

async function send(db: Db, input: NotifyInput) {
  await db.transaction(async (tx) => notify(tx as unknown as Db, new PendingEvents(), input));
}

async function outbox(t: App, to: string) {
  const r = (await t.db.execute(
    sql`select subject, text, html from mail_outbox where "to" = ${to} order by created_at`,
  )) as unknown as { rows: { subject: string; text: string; html: string }[] };
  return r.rows;
}

async function states(t: App, userId: string) {
  const rows = await t.db
    .select({ state: notifications.email_state })
    .from(notifications)
    .where(eq(notifications.user_id, userId));
  return rows.map((r) => r.state ?? "in-app").sort();
}

function tokenIn(text: string, label: string) {
  const line = text.split("\n").find((l) => l.startsWith(label));
  const token = line?.match(/token=([A-Za-z0-9_.-]+)/)?.[1];
  if (!token) throw new Error(`no link for ${label} in ${text}`);
  return token;
}

describe("notification e-mails (dev outbox)", () => {
  it("go only to members away for 10 minutes, once, in one e-mail per member", async () => {
    const t = await createTestApp();
    const ana = await member(t, "Ana Souza", { active: true });
    const away = await member(t, "Bia Lima");
    const active = await member(t, "Caio Prado", { active: true });
    for (const who of [away, active]) {
      await send(t.db, { userId: who.id, type: "follower", actorId: ana.id }); // in-app only
      await send(t.db, { userId: who.id, type: "certificate", data: { course_title: "React" } });
    }
    expect(await states(t, away.id)).toEqual(["in-app", "pending"]);

    expect(await sweepNotificationEmails(t.deps)).toBe(1);
    await t.deps.jobs.idle([NOTIFICATION_EMAIL_JOB]);
    const mails = await outbox(t, away.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("1 novidade na Guilda");
    expect(mails[0]!.text).toContain("Seu certificado de “React” foi emitido");
    expect(mails[0]!.text).toContain(`${PUBLIC_URL}/certificados`);
    expect(mails[0]!.text).not.toContain("começou a seguir você");
    expect(await outbox(t, active.email)).toEqual([]);
    expect(await states(t, away.id)).toEqual(["in-app", "sent"]);
    expect(await states(t, active.id)).toEqual(["in-app", "pending"]);

    // Nothing more to send: the next sweeps queue nothing, and no second e-mail goes out.
    expect(await sweepNotificationEmails(t.deps)).toBe(0);
    await t.deps.jobs.idle([NOTIFICATION_EMAIL_JOB]);
    expect(await outbox(t, away.email)).toHaveLength(1);

    // Read before the member went away: never mailed.
    await t.db.update(notifications).set({ read_at: new Date() }).where(eq(notifications.user_id, active.id));
    await t.db
      .update(profiles)
      .set({ last_active_at: new Date(Date.now() - ELEVEN_MINUTES) })
      .where(eq(profiles.id, active.id));
    expect(await sweepNotificationEmails(t.deps)).toBe(0);
    expect(await states(t, active.id)).toEqual(["in-app", "skipped"]);
    expect(await outbox(t, active.email)).toEqual([]);
  });

  it("sends a burst of 5 as one e-mail listing the 5, with links and unsubscribe links", async () => {
    const t = await createTestApp();
    const ana = await member(t, "Ana Souza", { active: true });
    const bia = await member(t, "Bia Lima");
    for (let i = 1; i <= 4; i++) {
      await send(t.db, {
        userId: bia.id,
        type: "mention",
        actorId: ana.id,
        data: { post_title: `Post ${i}` },
      });
    }
    await send(t.db, { userId: bia.id, type: "invite_accepted", actorId: ana.id });
    expect(await sweepNotificationEmails(t.deps)).toBe(1);
    await t.deps.jobs.idle([NOTIFICATION_EMAIL_JOB]);
    const mails = await outbox(t, bia.email);
    expect(mails).toHaveLength(1);
    const { subject, text, html } = mails[0]!;
    expect(subject).toBe("5 novidades na Guilda");
    expect(text).toContain("Olá, Bia Lima!");
    expect(text).toContain("Aconteceram 5 coisas enquanto você esteve fora:");
    const listed = text.split("\n").filter((l) => l.startsWith("• "));
    expect(listed).toEqual([
      "• Ana Souza mencionou você em “Post 1”",
      "• Ana Souza mencionou você em “Post 2”",
      "• Ana Souza mencionou você em “Post 3”",
      "• Ana Souza mencionou você em “Post 4”",
      "• Ana Souza aceitou o convite e entrou na comunidade",
    ]);
    expect(text).toContain(`  ${PUBLIC_URL}/membro/${ana.id}`);
    expect(html).toContain("Ana Souza mencionou você em “Post 1”");
    // One link per type in the e-mail, one for everything; each a valid token for this member.
    const mention = tokenIn(text, "Não receber mais e-mails de “Menções”");
    const invites = tokenIn(text, "Não receber mais e-mails de “Convites aceitos”");
    const all = tokenIn(text, "Não receber nenhum e-mail de notificações");
    const secret = t.deps.config.authSecret;
    expect(readUnsubscribeToken(secret, mention)).toEqual({ userId: bia.id, scope: "mention" });
    expect(readUnsubscribeToken(secret, invites)).toEqual({ userId: bia.id, scope: "invite_accepted" });
    expect(readUnsubscribeToken(secret, all)).toEqual({ userId: bia.id, scope: "all" });
    // Each works for a year from the sending (the end, in seconds, is in its signed payload), not a
    // second more.
    const year = UNSUBSCRIBE_LINK_DAYS * 86_400_000;
    const endsAt =
      Number(Buffer.from(all.split(".")[0]!, "base64url").toString("utf8").split("\n")[2]) * 1000;
    expect(endsAt).toBeGreaterThan(Date.now() + year - 10 * 60_000);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + year);
    expect(readUnsubscribeToken(secret, all, endsAt - 1)).toEqual({ userId: bia.id, scope: "all" });
    expect(readUnsubscribeToken(secret, all, endsAt)).toBeNull();
    expect(text).toContain(`${PUBLIC_URL}/notificacoes/cancelar-email?token=${mention}`);
    expect(await states(t, bia.id)).toEqual(["sent", "sent", "sent", "sent", "sent"]);
  });

  it("unsubscribes through the e-mail's token without a session; forged tokens are refused", async () => {
    const t = await createTestApp();
    const ana = await member(t, "Ana Souza", { active: true });
    const bia = await member(t, "Bia Lima");
    const visitor = t.client();
    const secret = t.deps.config.authSecret;
    const token = unsubscribeToken(secret, bia.id, "comment");

    const info = await visitor.get(`/api/notifications/unsubscribe?token=${token}`);
    expect(info.json).toEqual({ type: "comment", email: true, member_name: "Bia Lima" });
    await send(t.db, { userId: bia.id, type: "comment", actorId: ana.id });
    const off = await visitor.post("/api/notifications/unsubscribe", { token });
    expect(off.status).toBe(200);
    expect(off.json).toEqual({ type: "comment", email: false, member_name: "Bia Lima" });
    // What was waiting is not sent, and new comments stay in-app; other types still e-mail.
    expect(await states(t, bia.id)).toEqual(["skipped"]);
    await send(t.db, { userId: bia.id, type: "comment", actorId: ana.id });
    await send(t.db, { userId: bia.id, type: "reply", actorId: ana.id });
    expect(await states(t, bia.id)).toEqual(["in-app", "pending", "skipped"]);

    // Desfazer.
    const undo = await visitor.put("/api/notifications/unsubscribe", { token, email: true });
    expect(undo.json).toEqual({ type: "comment", email: true, member_name: "Bia Lima" });

    // Everything off, then back to the defaults.
    const all = unsubscribeToken(secret, bia.id, "all");
    expect((await visitor.post("/api/notifications/unsubscribe", { token: all })).json.email).toBe(false);
    const prefs = await t.db.execute(
      sql`select count(*)::int as n from notification_preferences where user_id = ${bia.id} and email`,
    );
    expect((prefs as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(await states(t, bia.id)).toEqual(["in-app", "skipped", "skipped"]);
    expect((await visitor.put("/api/notifications/unsubscribe", { token: all, email: true })).json).toEqual({
      type: "all",
      email: true,
      member_name: "Bia Lima",
    });

    // Forged: another member's id under Bia's signature, a made-up signature, garbage.
    const [payload, signature] = token.split(".");
    const forgedPayload = Buffer.from(`${ana.id}\ncomment`).toString("base64url");
    for (const bad of [
      `${forgedPayload}.${signature}`,
      `${payload}.${"A".repeat(43)}`,
      "isto-nao-e-um-token",
      unsubscribeToken("outro-segredo-com-mais-de-32-caracteres!!", bia.id, "comment"),
    ]) {
      const res = await visitor.post("/api/notifications/unsubscribe", { token: bad });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("Este link de cancelamento é inválido ou expirou.");
      expect(
        (await visitor.get(`/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`)).status,
      ).toBe(400);
    }
    expect((await visitor.get("/api/notifications/unsubscribe")).status).toBe(400);
  });

  it("takes the RFC 8058 one-click form POST from a mail provider, and nothing else as a form", async () => {
    const t = await createTestApp();
    const bia = await member(t, "Bia Lima");
    const token = unsubscribeToken(t.deps.config.authSecret, bia.id, "all");
    const form = {
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example.net" },
      rawBody: "List-Unsubscribe=One-Click",
    };
    const res = await t
      .client()
      .request("POST", `/api/notifications/unsubscribe/one-click?token=${token}`, undefined, form);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ type: "all", email: false, member_name: "Bia Lima" });
    // The guard still holds everywhere else, the JSON unsubscribe included.
    const other = await t.client().request("POST", "/api/notifications/unsubscribe", undefined, form);
    expect(other.status).toBe(403);
    const sameOriginForm = await t.client().request("POST", "/api/notifications/unsubscribe", undefined, {
      ...form,
      headers: { "content-type": form.headers["content-type"] },
    });
    expect(sameOriginForm.status).toBe(415);
    // A link past its year, or sent without an end after undated links ended, does nothing either.
    const secret = t.deps.config.authSecret;
    const expired = unsubscribeToken(
      secret,
      bia.id,
      "all",
      Date.now() - (UNSUBSCRIBE_LINK_DAYS + 1) * 86_400_000,
    );
    const undated = `${Buffer.from(`${bia.id}\nall`).toString("base64url")}.${createHmac("sha256", secret)
      .update(`guilda:notifications:unsubscribe\n${bia.id}\nall`)
      .digest("base64url")}`;
    expect(readUnsubscribeToken(secret, undated, Date.UTC(2027, 10, 27))).toEqual({
      userId: bia.id,
      scope: "all",
    });
    expect(readUnsubscribeToken(secret, undated, Date.UTC(2027, 10, 28))).toBeNull();
    const late = await t
      .client()
      .request("POST", `/api/notifications/unsubscribe/one-click?token=${expired}`, undefined, form);
    expect(late.status).toBe(400);
    expect(late.json.message).toBe("Este link de cancelamento é inválido ou expirou.");
    // A one-click without a genuine token does nothing.
    const forged = await t
      .client()
      .request(
        "POST",
        `/api/notifications/unsubscribe/one-click?token=${token.slice(0, -2)}xx`,
        undefined,
        form,
      );
    expect(forged.status).toBe(400);
  });
});

describe("notification e-mails over SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(() => smtp.close());

  it("retries a refused send with the same batch and Message-ID: exactly one message delivered", async () => {
    const t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    expect(t.deps.mailer.kind).toBe("smtp");
    const ana = await member(t, "Ana Souza", { active: true });
    const bia = await member(t, "Bia Lima");
    await send(t.db, { userId: bia.id, type: "reply", actorId: ana.id });
    await send(t.db, { userId: bia.id, type: "mention", actorId: ana.id });
    const job = { id: randomUUID(), retryCount: 0, isLastAttempt: false };

    smtp.refuse = true;
    await expect(sendNotificationEmail(t.deps, { userId: bia.id }, job)).rejects.toThrow();
    const claimed = await t.db.select().from(notifications).where(eq(notifications.user_id, bia.id));
    expect(claimed.map((r) => [r.email_state, r.email_batch])).toEqual([
      ["sending", job.id],
      ["sending", job.id],
    ]);
    // A notification arriving before the retry waits for the next batch.
    await send(t.db, { userId: bia.id, type: "certificate", data: { course_title: "Node" } });

    smtp.refuse = false;
    await sendNotificationEmail(t.deps, { userId: bia.id }, { ...job, retryCount: 1 });
    // A duplicate run of the finished job sends nothing.
    await sendNotificationEmail(t.deps, { userId: bia.id }, { ...job, retryCount: 2 });
    const mine = smtp.inbox.filter((m) => m.to.includes(bia.email));
    expect(mine).toHaveLength(1);
    // Headers unfolded, quoted-printable soft breaks joined.
    const raw = mine[0]!.raw.replace(/\r?\n[ \t]+/g, " ").replace(/=\r?\n/g, "");
    expect(raw).toMatch(new RegExp(`^Message-ID: <notificacoes-${job.id}@localhost>`, "im"));
    expect(raw).toMatch(/^Subject: 2 novidades na Guilda\r?$/im);
    const header = new RegExp(
      `^List-Unsubscribe: <${PUBLIC_URL}/api/notifications/unsubscribe/one-click\\?token=([A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+)>`,
      "im",
    ).exec(raw);
    expect(readUnsubscribeToken(t.deps.config.authSecret, header![1]!)).toEqual({
      userId: bia.id,
      scope: "all",
    });
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
    const after = await t.db
      .select({
        type: notifications.type,
        state: notifications.email_state,
        batch: notifications.email_batch,
      })
      .from(notifications)
      .where(eq(notifications.user_id, bia.id))
      .orderBy(notifications.created_at);
    expect(after).toEqual([
      { type: "reply", state: "sent", batch: job.id },
      { type: "mention", state: "sent", batch: job.id },
      { type: "certificate", state: "pending", batch: null },
    ]);

    // The next job takes the next batch: one more message, with only the new row.
    const next = { id: randomUUID(), retryCount: 0, isLastAttempt: false };
    await sendNotificationEmail(t.deps, { userId: bia.id }, next);
    const again = smtp.inbox.filter((m) => m.to.includes(bia.email));
    expect(again).toHaveLength(2);
    expect(again[1]!.raw.replace(/=\r?\n/g, "")).toContain(`notificacoes-${next.id}@localhost`);
  });

  it("gives a batch up after the last failed try, and sends nothing to a member back meanwhile", async () => {
    const t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    const ana = await member(t, "Ana Souza", { active: true });
    const bia = await member(t, "Bia Lima");
    await send(t.db, { userId: bia.id, type: "reply", actorId: ana.id });
    smtp.refuse = true;
    await expect(
      sendNotificationEmail(
        t.deps,
        { userId: bia.id },
        { id: randomUUID(), retryCount: 5, isLastAttempt: true },
      ),
    ).rejects.toThrow();
    smtp.refuse = false;
    expect(await states(t, bia.id)).toEqual(["skipped"]);

    await send(t.db, { userId: bia.id, type: "reply", actorId: ana.id });
    await t.db.update(profiles).set({ last_active_at: new Date() }).where(eq(profiles.id, bia.id));
    await sendNotificationEmail(
      t.deps,
      { userId: bia.id },
      { id: randomUUID(), retryCount: 0, isLastAttempt: false },
    );
    expect(await states(t, bia.id)).toEqual(["pending", "skipped"]);
    expect(smtp.inbox.filter((m) => m.to.includes(bia.email))).toHaveLength(0);
  });
});
