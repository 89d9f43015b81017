import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { courses, memberInvites, profiles, userCourses } from "../../db/schema";
import { lastMailTo, linkIn, makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp, PUBLIC_URL, type TestClient } from "../../test/harness";
import { INVITE_EMAIL_JOB } from "./invites.service";

describe("adding members and accepting invites", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestClient;
  let member: TestClient;
  let memberEmail: string;
  let courseId: string;

  const batch = (body: unknown) => admin.post("/api/admin/members/batch", body);

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    member = t.client();
    const a = await signUpConfirmed(admin, t.db, { name: "Admin" });
    await makeAdmin(t.db, a.id);
    memberEmail = (await signUpConfirmed(member, t.db)).email;
    const [course] = await t.db
      .insert(courses)
      .values({ title: "Curso", slug: "curso", is_published: true })
      .returning();
    courseId = course!.id;
  });

  it("is for admins only", async () => {
    const res = await member.post("/api/admin/members/batch", {
      mode: "invite",
      source: "manual",
      members: [{ name: "X", email: "x@exemplo.com" }],
    });
    expect(res.status).toBe(403);
  });

  it("invites a batch with a result per member, and a re-run invites nobody twice", async () => {
    const body = {
      mode: "invite",
      source: "csv",
      members: [
        { name: "Carla Nova", email: "Carla.Nova@Exemplo.com", courses: [courseId], tags: ["vip"], line: 2 },
        { name: "Já Membro", email: memberEmail, line: 3 },
        { name: "Davi Novo", email: "davi@exemplo.com", line: 4 },
      ],
    };
    const first = await batch(body);
    expect(first.status).toBe(200);
    expect(first.json.summary).toMatchObject({ invited: 2, skipped: 1, errors: 0, emails_queued: 2 });
    const carla = first.json.results[0];
    expect(carla).toMatchObject({
      line: 2,
      email: "carla.nova@exemplo.com",
      status: "invited",
      email_status: "queued",
    });
    // The e-mails go out from the queue, after the answer; the results screen follows them.
    await t.deps.jobs.idle([INVITE_EMAIL_JOB]);
    const ids = [carla.invite_id, first.json.results[2].invite_id];
    const progress = await admin.post("/api/admin/members/batch/email-status", { ids });
    expect(progress.json).toMatchObject({ queued: 0, sent: 2, failed: 0 });
    expect(progress.json.items.map((i: { email_status: string }) => i.email_status)).toEqual([
      "sent",
      "sent",
    ]);
    expect((await member.post("/api/admin/members/batch/email-status", { ids })).status).toBe(403);
    expect(carla.invite_url).toMatch(new RegExp(`^${PUBLIC_URL}/auth/accept-invite\\?token=`));
    expect(first.json.results[1]).toMatchObject({ status: "already_member" });
    const mail = await lastMailTo(t.db, "carla.nova@exemplo.com");
    expect(mail?.subject).toContain("convite");
    expect(mail?.text).toContain("Olá, Carla Nova!");
    expect(mail?.text).toContain("7 dias");
    expect(linkIn(mail?.text)).toBe(carla.invite_url);

    const again = await batch(body);
    expect(again.json.summary).toMatchObject({ invited: 0, skipped: 3, emails_queued: 0 });
    expect(again.json.results[0]).toMatchObject({ status: "already_invited", email_status: "sent" });
    await t.deps.jobs.idle([INVITE_EMAIL_JOB]);
    expect(again.json.results.map((r: { status: string }) => r.status)).toEqual([
      "already_invited",
      "already_member",
      "already_invited",
    ]);
    const invites = await t.db
      .select()
      .from(memberInvites)
      .where(eq(memberInvites.email, "carla.nova@exemplo.com"));
    expect(invites).toHaveLength(1);
    expect(invites[0]).toMatchObject({ tags: ["vip"], selected_courses: [courseId], status: "pending" });
    const mails = (await t.db.execute(
      sql`select count(*)::int as n from mail_outbox where "to" = 'carla.nova@exemplo.com'`,
    )) as unknown as { rows: { n: number }[] };
    expect(mails.rows[0]!.n).toBe(1);
  });

  it("sends on a re-run the e-mail of an invite left unsent by a stopped server, and only once", async () => {
    // As if the server stopped after the row was written and before the e-mail went out.
    await t.db.insert(memberInvites).values({
      name: "Fábio Parado",
      email: "fabio@exemplo.com",
      invite_token: "token-sem-email-0001",
      expires_at: new Date(Date.now() + 86400000),
    });
    const body = {
      mode: "invite",
      source: "csv",
      members: [{ name: "Fábio Parado", email: "fabio@exemplo.com", line: 2 }],
    };
    const rerun = await batch(body);
    expect(rerun.json.results[0]).toMatchObject({ status: "already_invited", email_status: "queued" });
    await t.deps.jobs.idle([INVITE_EMAIL_JOB]);
    const after = await batch(body);
    expect(after.json.results[0]).toMatchObject({ status: "already_invited", email_status: "sent" });
    await t.deps.jobs.idle([INVITE_EMAIL_JOB]);
    const mails = (await t.db.execute(
      sql`select count(*)::int as n from mail_outbox where "to" = 'fabio@exemplo.com'`,
    )) as unknown as { rows: { n: number }[] };
    expect(mails.rows[0]!.n).toBe(1);
  });

  it("refuses a malformed batch as a whole with field errors", async () => {
    const res = await batch({
      mode: "create",
      source: "manual",
      members: [{ name: "Sem Senha", email: "s@exemplo.com" }],
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fieldErrors)).toContain("members.0.password");
    expect((await batch({ mode: "create", source: "csv", members: [] })).status).toBe(400);
  });

  it("creates accounts at once with the chosen roles and courses", async () => {
    const res = await batch({
      mode: "create",
      source: "manual",
      members: [
        {
          name: "Eva Criada",
          email: "eva@exemplo.com",
          password: "uma-senha-bem-forte",
          is_moderator: true,
          courses: [courseId],
        },
      ],
    });
    expect(res.json.results[0]).toMatchObject({ status: "created" });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.email, "eva@exemplo.com"));
    expect(profile).toMatchObject({ is_moderator: true, is_student: true, is_admin: false, username: "eva" });
    expect(await t.db.select().from(userCourses).where(eq(userCourses.user_id, profile!.id))).toHaveLength(1);
    const eva = t.client();
    const signIn = await eva.post("/api/auth/sign-in/email", {
      email: "eva@exemplo.com",
      password: "uma-senha-bem-forte",
    });
    expect(signIn.status).toBe(200);
  });

  it("never gives a created member a reserved username from their e-mail", async () => {
    const res = await batch({
      mode: "create",
      source: "manual",
      members: [
        { name: "Loja Suporte", email: "suporte@loja.com.br", password: "uma-senha-bem-forte" },
        { name: "Equipe Admin", email: "Admin.2@loja.com.br", password: "uma-senha-bem-forte" },
      ],
    });
    expect(res.json.results.map((r: { status: string }) => r.status)).toEqual(["created", "created"]);
    const rows = await t.db
      .select({ email: profiles.email, username: profiles.username })
      .from(profiles)
      .where(inArray(profiles.email, ["suporte@loja.com.br", "admin.2@loja.com.br"]));
    expect(rows.map((r) => r.username).sort()).toEqual(["membro", "membro2"]);
  });

  it("accepts an invite once: account with the invite's roles and courses, signed in", async () => {
    const [invite] = await t.db
      .select()
      .from(memberInvites)
      .where(eq(memberInvites.email, "carla.nova@exemplo.com"));
    const guest = t.client();
    const preview = await guest.get(`/api/invites/${invite!.invite_token}`);
    expect(preview.json).toMatchObject({ name: "Carla Nova", email: "carla.nova@exemplo.com" });
    const weak = await guest.post(`/api/invites/${invite!.invite_token}/accept`, {
      username: "carla",
      password: "123",
    });
    expect(weak.status).toBe(400);
    const taken = await guest.post(`/api/invites/${invite!.invite_token}/accept`, {
      username: "eva",
      password: "uma-senha-bem-forte",
    });
    expect(taken.status).toBe(409);
    const reserved = await guest.post(`/api/invites/${invite!.invite_token}/accept`, {
      username: "Moderador",
      password: "uma-senha-bem-forte",
    });
    expect(reserved.status).toBe(400);
    expect(reserved.json.fieldErrors).toEqual({
      username: "Este nome de usuário é reservado. Escolha outro.",
    });
    const ok = await guest.post(`/api/invites/${invite!.invite_token}/accept`, {
      username: "carla",
      password: "uma-senha-bem-forte",
    });
    expect(ok.status).toBe(200);
    const me = await guest.get("/api/me");
    expect(me.json.profile).toMatchObject({ username: "carla", full_name: "Carla Nova", is_student: true });
    expect(
      await t.db.select().from(userCourses).where(eq(userCourses.user_id, me.json.profile.id)),
    ).toHaveLength(1);
    const used = await t.client().get(`/api/invites/${invite!.invite_token}`);
    expect(used.status).toBe(410);
    expect(used.json.message).toBe("Este convite já foi usado. Entre com sua conta ou peça um novo convite.");
  });

  it("explains expired, cancelled and unknown invites", async () => {
    const [davi] = await t.db.select().from(memberInvites).where(eq(memberInvites.email, "davi@exemplo.com"));
    await t.db
      .update(memberInvites)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(memberInvites.id, davi!.id));
    const expired = await t.client().get(`/api/invites/${davi!.invite_token}`);
    expect(expired.status).toBe(410);
    expect(expired.json.code).toBe("INVITE_EXPIRED");
    await t.db
      .update(memberInvites)
      .set({ expires_at: new Date(Date.now() + 86400000), status: "cancelled" })
      .where(eq(memberInvites.id, davi!.id));
    expect((await t.client().get(`/api/invites/${davi!.invite_token}`)).json.code).toBe("INVITE_CANCELLED");
    const accept = await t.client().post(`/api/invites/${davi!.invite_token}/accept`, {
      username: "davi",
      password: "uma-senha-bem-forte",
    });
    expect(accept.status).toBe(410);
    expect((await t.client().get("/api/invites/token-que-nao-existe")).status).toBe(404);
  });
});
