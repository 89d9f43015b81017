import { joinPolicyMessages as jm } from "@guilda/shared/messages/join-policy";
import { notificationMessages } from "@guilda/shared/messages/notifications";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberInvites, notifications, profiles, signupEmails, users } from "../../db/schema";
import { createConfirmedAccount } from "../../platform/auth/accounts";
import { hashPassword } from "../../platform/auth/password";
import type { Db } from "../../platform/db";
import { makeAdmin, makeModerator, signUpConfirmed } from "../../test/accounts";
import { createTestApp, DEFAULT_PASSWORD, uniqueEmail, type TestClient } from "../../test/harness";
import { startSmtpPeer } from "../../test/smtp";
import { sendNotificationEmail, sendSignupEmails } from "../notifications/notification-emails";
import { approvePendingMember } from "./members.service";

type App = Awaited<ReturnType<typeof createTestApp>>;

let counter = 0;
const nextUsername = () => `cadastro${++counter}${Date.now() % 100000}`;

async function setPolicy(admin: TestClient, join_policy: string) {
  const res = await admin.put("/api/admin/settings/join-policy", { join_policy });
  expect(res.status).toBe(200);
  expect(res.json.join_policy).toBe(join_policy);
}

/** Signs up through the API without opening the confirmation link. */
async function signUpOnly(client: TestClient, email = uniqueEmail("novo")) {
  return client.post("/api/auth/sign-up/email", {
    email,
    username: nextUsername(),
    name: "Pessoa Nova",
    password: DEFAULT_PASSWORD,
    callbackURL: "/",
  });
}

async function profileOf(db: Db, email: string) {
  const [row] = await db.select().from(profiles).where(eq(profiles.email, email));
  return row;
}

async function outbox(db: Db, to: string) {
  const r = (await db.execute(
    sql`select subject, text from mail_outbox where "to" = ${to} order by created_at`,
  )) as unknown as { rows: { subject: string; text: string }[] };
  return r.rows;
}

/** An invite straight in the database (adding members is tested on its own). */
async function invite(db: Db, email: string) {
  const [row] = await db
    .insert(memberInvites)
    .values({
      name: "Convidada Nova",
      email,
      invite_token: `token-${email}`,
      expires_at: new Date(Date.now() + 86_400_000),
    })
    .returning();
  return row!;
}

describe("'Cadastro': who may join", () => {
  let t: App;
  let admin: TestClient;
  let adminId: string;
  let adminEmail: string;
  let member: TestClient;
  let moderator: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    ({ id: adminId, email: adminEmail } = await signUpConfirmed(admin, t.db, { name: "Admin Um" }));
    await makeAdmin(t.db, adminId);
    member = t.client();
    await signUpConfirmed(member, t.db, { name: "Membro Comum" });
    moderator = t.client();
    await makeModerator(t.db, (await signUpConfirmed(moderator, t.db, { name: "Moderadora" })).id);
  });

  it("is 'Aberto' until an admin changes it, and only an admin may, with one of the three values", async () => {
    expect((await t.client().get("/api/settings")).json.join_policy).toBe("open");
    const body = { join_policy: "approval" };
    expect((await t.client().put("/api/admin/settings/join-policy", body)).status).toBe(401);
    expect((await member.put("/api/admin/settings/join-policy", body)).status).toBe(403);
    expect((await moderator.put("/api/admin/settings/join-policy", body)).status).toBe(403);
    const unknown = await admin.put("/api/admin/settings/join-policy", { join_policy: "todos" });
    expect(unknown.status).toBe(400);
    expect(unknown.json.fieldErrors.join_policy).toBe(jm.policyInvalid);
    const extra = await admin.put("/api/admin/settings/join-policy", { join_policy: "open", is_admin: true });
    expect(extra.status).toBe(400);
    expect((await t.client().get("/api/settings")).json.join_policy).toBe("open");
    // The identity form does not touch it.
    await setPolicy(admin, "approval");
    const identity = await admin.put("/api/admin/settings", {
      community_name: "Guilda",
      brand_color: "#8B5CF6",
      logo_url: "",
      icon_url: "",
    });
    expect(identity.json.join_policy).toBe("approval");
    await setPolicy(admin, "open");
  });

  it("'Aberto': a sign-up is a member as soon as the e-mail is confirmed", async () => {
    const client = t.client();
    const { email } = await signUpConfirmed(client, t.db);
    expect((await profileOf(t.db, email))!.is_pending).toBe(false);
    expect((await client.get("/api/session")).json.profile.is_pending).toBe(false);
    expect((await client.get("/api/posts")).status).toBe(200);
  });

  it("'Somente por convite ou compra': the sign-up endpoint answers 403 in pt-BR and creates nothing", async () => {
    await setPolicy(admin, "invite_only");
    const email = uniqueEmail("fechado");
    const res = await signUpOnly(t.client(), email);
    expect(res.status).toBe(403);
    expect(res.json).toEqual({ code: "SIGNUP_CLOSED", message: jm.signUpClosed });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(await outbox(t.db, email)).toEqual([]);
    // The same answer for an address that has an account: it tells nothing about it.
    const [existing] = await t.db.select({ email: users.email }).from(users).limit(1);
    const again = await signUpOnly(t.client(), existing!.email);
    expect(again.json.code).toBe("SIGNUP_CLOSED");
    // Accepting an invite still makes a member, at once.
    const guest = t.client();
    const inv = await invite(t.db, uniqueEmail("convite"));
    const accepted = await guest.post(`/api/invites/${inv.invite_token}/accept`, {
      username: nextUsername(),
      password: "uma-senha-bem-forte",
    });
    expect(accepted.status).toBe(200);
    expect((await guest.get("/api/me")).json.profile.is_pending).toBe(false);
    expect((await guest.get("/api/posts")).status).toBe(200);
    await setPolicy(admin, "open");
  });

  describe("'Aberto com aprovação'", () => {
    let pending: TestClient;
    let pendingUser: { id: string; email: string; name: string };

    beforeAll(async () => {
      await setPolicy(admin, "approval");
      pending = t.client();
      const signed = await signUpConfirmed(pending, t.db, { name: "Paula Pendente" });
      pendingUser = { id: signed.id, email: signed.email, name: signed.name };
    });
    afterAll(async () => {
      await setPolicy(admin, "open");
    });

    it("creates the account waiting: its session says so and nothing else answers", async () => {
      expect((await profileOf(t.db, pendingUser.email))!.is_pending).toBe(true);
      const session = await pending.get("/api/session");
      expect(session.status).toBe(200);
      expect(session.json.profile).toMatchObject({ id: pendingUser.id, is_pending: true });
      expect((await pending.get("/api/settings")).status).toBe(200);
      for (const path of [
        "/api/posts",
        "/api/spaces",
        "/api/ai/default-agent",
        "/api/me",
        "/api/members",
        "/api/notifications",
        "/api/courses",
      ]) {
        const res = await pending.get(path);
        expect(res.status, path).toBe(403);
        expect(res.json, path).toEqual({ code: "PENDING_APPROVAL", message: jm.pendingApproval });
      }
      const write = await pending.post("/api/posts", { title: "Oi", content: "Quero entrar" });
      expect(write.status).toBe(403);
      expect(write.json.code).toBe("PENDING_APPROVAL");
      const media = await pending.get(`/media/media_uploads/${pendingUser.id}/foto.png`);
      expect(media.status).toBe(403);
      expect(media.json.code).toBe("PENDING_APPROVAL");
    });

    it("keeps the waiting sign-up out of every list of members", async () => {
      const directory = await member.get("/api/members?limit=100");
      expect(directory.json.items.map((m: { id: string }) => m.id)).not.toContain(pendingUser.id);
      const members = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(profiles)
        .where(eq(profiles.is_pending, false));
      expect(directory.json.total).toBe(members[0]!.n);
      expect((await member.get("/api/community/overview")).json.member_count).toBe(members[0]!.n);
      const dashboard = (await admin.get("/api/admin/dashboard?period=7")).json;
      expect(dashboard.members.total).toBe(members[0]!.n);
      expect(dashboard.members.new_7_days).toBe(members[0]!.n);
      expect(dashboard.totals.new_members).toBe(members[0]!.n);
      const search = await member.get(`/api/members?q=${encodeURIComponent("Paula Pendente")}`);
      expect(search.json).toMatchObject({ items: [], matched: 0 });
      const active = await member.get("/api/members/active");
      expect(active.json.map((m: { id: string }) => m.id)).not.toContain(pendingUser.id);
      expect((await member.get(`/api/members/${pendingUser.id}`)).status).toBe(404);
      expect((await member.put(`/api/members/${pendingUser.id}/follow`)).status).toBe(404);
      // The admin who decides may open the page.
      expect((await admin.get(`/api/members/${pendingUser.id}`)).status).toBe(200);
    });

    it("tells every admin, in the app and by e-mail per their preferences, once the e-mail is confirmed", async () => {
      const rows = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.type, "signup_pending"), eq(notifications.actor_id, pendingUser.id)));
      expect(rows.map((r) => r.user_id)).toEqual([adminId]);
      expect(rows[0]).toMatchObject({
        title: notificationMessages.signupPending("Paula Pendente"),
        link: "/membros#aguardando-aprovacao",
        email_state: "pending",
      });
      const bell = await admin.get("/api/notifications");
      expect(bell.json.items[0]).toMatchObject({ type: "signup_pending", actor: { id: pendingUser.id } });
      // The digest e-mail goes out once the admin is away.
      await t.db
        .update(profiles)
        .set({ last_active_at: new Date(Date.now() - 11 * 60 * 1000) })
        .where(eq(profiles.id, adminId));
      await sendNotificationEmail(
        t.deps,
        { userId: adminId },
        { id: "lote-1", retryCount: 0, isLastAttempt: false },
      );
      const digest = (await outbox(t.db, adminEmail)).at(-1);
      expect(digest!.text).toContain(notificationMessages.signupPending("Paula Pendente"));
      expect(digest!.text).toContain("/membros#aguardando-aprovacao");
      // An admin who turned these e-mails off is told in the app only.
      const prefs = await admin.put("/api/notifications/preferences", {
        items: [{ type: "signup_pending", email: false }],
      });
      expect(prefs.status).toBe(200);
      const other = t.client();
      const second = await signUpConfirmed(other, t.db, { name: "Segunda Pessoa" });
      const [quiet] = await t.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.type, "signup_pending"), eq(notifications.actor_id, second.id)));
      expect(quiet!.email_state).toBeNull();
      await admin.put("/api/notifications/preferences", { items: [{ type: "signup_pending", email: true }] });
    });

    it("lists the waiting sign-ups with a confirmed e-mail to admins only, a page at a time", async () => {
      // One more waiting, and one that never confirmed its e-mail (it is nobody yet).
      await signUpConfirmed(t.client(), t.db, { name: "Terceira Pessoa" });
      const unconfirmed = uniqueEmail("semconfirmar");
      expect((await signUpOnly(t.client(), unconfirmed)).status).toBe(200);
      expect((await profileOf(t.db, unconfirmed))!.is_pending).toBe(true);

      expect((await t.client().get("/api/admin/members/pending")).status).toBe(401);
      expect((await member.get("/api/admin/members/pending")).status).toBe(403);
      expect((await moderator.get("/api/admin/members/pending")).status).toBe(403);
      const first = await admin.get("/api/admin/members/pending?limit=2");
      expect(first.status).toBe(200);
      expect(first.json.total).toBe(3);
      expect(first.json.items).toHaveLength(2);
      expect(first.json.items[0]).toEqual({
        id: pendingUser.id,
        full_name: "Paula Pendente",
        username: expect.any(String),
        email: pendingUser.email,
        created_at: expect.any(String),
      });
      const next = await admin.get(`/api/admin/members/pending?limit=2&cursor=${first.json.next_cursor}`);
      expect(next.json).toMatchObject({ total: null, next_cursor: null });
      expect(next.json.items.map((i: { full_name: string }) => i.full_name)).toEqual(["Terceira Pessoa"]);
      const emails = [...first.json.items, ...next.json.items].map((i: { email: string }) => i.email);
      expect(emails).not.toContain(unconfirmed);
      expect((await admin.get("/api/admin/members/pending?limit=500")).status).toBe(400);
      expect((await admin.get("/api/admin/members/pending?cursor=bad")).status).toBe(400);
      expect((await admin.get("/api/admin/members/pending?sort=name")).status).toBe(400);
    });

    it("approves and refuses for admins only; moderators and members get 403", async () => {
      for (const who of [member, moderator]) {
        expect((await who.post(`/api/admin/members/${pendingUser.id}/approve`)).status).toBe(403);
        expect((await who.post(`/api/admin/members/${pendingUser.id}/refuse`)).status).toBe(403);
      }
      expect((await pending.post(`/api/admin/members/${pendingUser.id}/approve`)).status).toBe(403);
      expect((await profileOf(t.db, pendingUser.email))!.is_pending).toBe(true);
    });

    it("'Aprovar' lets the member in and queues the welcome e-mail", async () => {
      const res = await admin.post(`/api/admin/members/${pendingUser.id}/approve`);
      expect(res.status).toBe(200);
      expect((await pending.get("/api/posts")).status).toBe(200);
      expect((await pending.get("/api/session")).json.profile.is_pending).toBe(false);
      const directory = await member.get("/api/members?limit=100");
      expect(directory.json.items.map((m: { id: string }) => m.id)).toContain(pendingUser.id);
      // Approved once: a second approval or a refusal finds nothing waiting.
      const again = await admin.post(`/api/admin/members/${pendingUser.id}/approve`);
      expect(again.status).toBe(404);
      expect(again.json.message).toBe(jm.notPending);
      expect((await admin.post(`/api/admin/members/${pendingUser.id}/refuse`)).status).toBe(404);
      expect((await profileOf(t.db, pendingUser.email))!.is_pending).toBe(false);
      expect(await sendSignupEmails(t.deps)).toBeGreaterThanOrEqual(1);
      const [welcome] = await outbox(t.db, pendingUser.email).then((all) =>
        all.filter((m) => m.subject === jm.approvedEmailSubject("Guilda")),
      );
      expect(welcome!.text).toContain("http://localhost:3999/auth/login");
      expect(await t.db.select().from(signupEmails)).toEqual([]);
    });

    it("'Recusar' removes the account, so the address may sign up again or be invited", async () => {
      const client = t.client();
      const refused = await signUpConfirmed(client, t.db, { name: "Rita Recusada" });
      const res = await admin.post(`/api/admin/members/${refused.id}/refuse`);
      expect(res.status).toBe(200);
      expect(await t.db.select().from(users).where(eq(users.id, refused.id))).toEqual([]);
      expect((await client.get("/api/session")).json).toBeNull();
      expect(await sendSignupEmails(t.deps)).toBe(1);
      const [mail] = (await outbox(t.db, refused.email)).filter(
        (m) => m.subject === jm.refusedEmailSubject("Guilda"),
      );
      expect(mail!.text).toContain("Rita Recusada");
      // The same address signs up again (waiting again), or accepts an invite.
      expect((await signUpOnly(t.client(), refused.email)).status).toBe(200);
      await t.db.delete(users).where(eq(users.email, refused.email));
      const inv = await invite(t.db, refused.email);
      const guest = t.client();
      const accepted = await guest.post(`/api/invites/${inv.invite_token}/accept`, {
        username: nextUsername(),
        password: "uma-senha-bem-forte",
      });
      expect(accepted.status).toBe(200);
    });

    it("never keeps an invited member waiting", async () => {
      const guest = t.client();
      const inv = await invite(t.db, uniqueEmail("convidado"));
      const accepted = await guest.post(`/api/invites/${inv.invite_token}/accept`, {
        username: nextUsername(),
        password: "uma-senha-bem-forte",
      });
      expect(accepted.status).toBe(200);
      expect((await guest.get("/api/me")).json.profile.is_pending).toBe(false);
      expect((await guest.get("/api/spaces")).status).toBe(200);
    });
  });

  describe("approvePendingMember (a purchase for a waiting sign-up)", () => {
    let passwordHash: string;
    beforeAll(async () => {
      passwordHash = await hashPassword(DEFAULT_PASSWORD);
    });

    async function waiting(name: string) {
      const email = uniqueEmail("comprador");
      const id = await createConfirmedAccount(t.db, {
        email,
        fullName: name,
        username: nextUsername(),
        passwordHash,
        profile: { is_pending: true },
      });
      return { id, email };
    }

    const welcomeRows = (userId: string) =>
      t.db.select().from(signupEmails).where(eq(signupEmails.user_id, userId));

    it("approves inside the caller's transaction, and rolls back with it", async () => {
      const buyer = await waiting("Bruno Comprador");
      await expect(
        t.db.transaction(async (tx) => {
          expect(await approvePendingMember(tx as unknown as Db, buyer.id)).toBe(true);
          // Seen inside the transaction: approved, with its welcome e-mail queued.
          const [row] = await tx.select().from(profiles).where(eq(profiles.id, buyer.id));
          expect(row!.is_pending).toBe(false);
          expect(await tx.select().from(signupEmails).where(eq(signupEmails.user_id, buyer.id))).toHaveLength(
            1,
          );
          throw new Error("the purchase failed");
        }),
      ).rejects.toThrow("the purchase failed");
      expect((await profileOf(t.db, buyer.email))!.is_pending).toBe(true);
      expect(await welcomeRows(buyer.id)).toEqual([]);

      await t.db.transaction(async (tx) => {
        expect(await approvePendingMember(tx as unknown as Db, buyer.id)).toBe(true);
      });
      expect((await profileOf(t.db, buyer.email))!.is_pending).toBe(false);
      expect(await welcomeRows(buyer.id)).toHaveLength(1);
    });

    it("answers false for someone not waiting, and works without a transaction too", async () => {
      const buyer = await waiting("Clara Compradora");
      expect(await approvePendingMember(t.db, buyer.id)).toBe(true);
      expect(await approvePendingMember(t.db, buyer.id)).toBe(false);
      expect(await approvePendingMember(t.db, "nao-existe")).toBe(false);
      expect(await welcomeRows(buyer.id)).toHaveLength(1);
    });
  });
});

describe("the e-mails about a sign-up's approval over SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(() => smtp.close());

  it("welcome on approval, a notice on refusal, each once, a refused send tried again by the next sweep", async () => {
    const t = await createTestApp({ env: { SMTP_URL: smtp.url } });
    const hash = await hashPassword(DEFAULT_PASSWORD);
    const admin = await createConfirmedAccount(t.db, {
      email: "admin.smtp@exemplo.com",
      fullName: "Admin",
      username: "adminsmtp",
      passwordHash: hash,
      profile: { is_admin: true },
    });
    const ana = await createConfirmedAccount(t.db, {
      email: "ana.espera@exemplo.com",
      fullName: "Ana Espera",
      username: "anaespera",
      passwordHash: hash,
      profile: { is_pending: true },
    });
    const rui = await createConfirmedAccount(t.db, {
      email: "rui.espera@exemplo.com",
      fullName: "Rui Espera",
      username: "ruiespera",
      passwordHash: hash,
      profile: { is_pending: true },
    });
    const client = t.client();
    const signIn = await client.post("/api/auth/sign-in/email", {
      email: "admin.smtp@exemplo.com",
      password: DEFAULT_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    expect(admin).toBeTruthy();
    expect((await client.post(`/api/admin/members/${ana}/approve`)).status).toBe(200);
    expect((await client.post(`/api/admin/members/${rui}/refuse`)).status).toBe(200);

    smtp.refuse = true;
    expect(await sendSignupEmails(t.deps)).toBe(0);
    expect(smtp.inbox).toHaveLength(0);
    smtp.refuse = false;
    expect(await sendSignupEmails(t.deps)).toBe(2);
    expect(await sendSignupEmails(t.deps)).toBe(0);
    const byRecipient = new Map(smtp.inbox.map((m) => [m.to[0]!, m.raw]));
    const welcome = byRecipient.get("ana.espera@exemplo.com")!;
    expect(welcome).toMatch(/^Subject: .*aprovado/im);
    expect(welcome).toContain("Ana Espera");
    expect(welcome).toMatch(/Message-ID: <cadastro-[0-9a-f-]+@localhost>/i);
    const refusal = byRecipient.get("rui.espera@exemplo.com")!;
    expect(refusal).toContain("Rui Espera");
    expect(await t.db.select().from(signupEmails)).toEqual([]);
  });
});
