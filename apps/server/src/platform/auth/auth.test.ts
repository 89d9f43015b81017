import { authMessages } from "@guilda/shared";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles, sessions, verifications } from "../../db/schema";
import { lastMailTo, linkIn, signUpConfirmed } from "../../test/accounts";
import { createTestApp, DEFAULT_PASSWORD, PUBLIC_URL, uniqueEmail } from "../../test/harness";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});

describe("sign-up", () => {
  it("creates a Padawan student profile and asks for e-mail confirmation before signing in", async () => {
    const client = t.client();
    const email = uniqueEmail();
    const res = await client.post("/api/auth/sign-up/email", {
      email,
      password: DEFAULT_PASSWORD,
      name: "  Joana Prado ",
      username: "Joana.Prado",
      is_admin: true,
      points: 9999,
    });
    expect(res.status).toBe(200);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.email, email));
    expect(profile).toMatchObject({
      full_name: "Joana Prado",
      username: "joana.prado",
      level: "Padawan",
      points: 0,
      is_student: true,
      is_admin: false,
      is_moderator: false,
    });

    const early = await client.post("/api/auth/sign-in/email", { email, password: DEFAULT_PASSWORD });
    expect(early.status).toBe(403);
    expect(early.json.code).toBe("EMAIL_NOT_VERIFIED");

    const link = linkIn((await lastMailTo(t.db, email))?.text);
    expect(link.startsWith(`${PUBLIC_URL}/api/auth/verify-email?token=`)).toBe(true);
    const confirm = await client.get(link.replace(PUBLIC_URL, ""));
    expect(confirm.status).toBe(302);
    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.json.profile.username).toBe("joana.prado");
  });

  it("speaks of the confirmation link when one does not work, and sends the browser to the login page", async () => {
    const bad = await t.client().get("/api/auth/verify-email?token=nao-e-um-token");
    expect(bad.status).toBe(401);
    expect(bad.json).toEqual({ code: "INVALID_TOKEN", message: authMessages.verifyLinkInvalid });
    expect(authMessages.verifyLinkInvalid).toContain("link de confirmação");
    const followed = await t
      .client()
      .get("/api/auth/verify-email?token=nao-e-um-token&callbackURL=%2Fauth%2Flogin");
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe("/auth/login?error=INVALID_TOKEN");
  });

  it("refuses a username that is taken, with a pt-BR field error", async () => {
    const first = await signUpConfirmed(t.client(), t.db);
    const res = await t.client().post("/api/auth/sign-up/email", {
      email: uniqueEmail(),
      password: DEFAULT_PASSWORD,
      name: "Outra Pessoa",
      username: first.username.toUpperCase(),
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: "USERNAME_TAKEN",
      fieldErrors: { username: authMessages.usernameTaken },
    });
  });

  it("lists every reason a password is weak, and accepts long passphrases with emoji", async () => {
    const weak = await t.client().post("/api/auth/sign-up/email", {
      email: "fulano@exemplo.com.br",
      password: "fulano",
      name: "Fulano",
      username: "fulano",
    });
    expect(weak.status).toBe(400);
    expect(weak.json.code).toBe("WEAK_PASSWORD");
    expect(weak.json.reasons).toEqual([
      "A senha deve ter pelo menos 8 caracteres.",
      "A senha não pode conter seu e-mail ou nome de usuário.",
    ]);
    const long = await t.client().post("/api/auth/sign-up/email", {
      email: uniqueEmail(),
      password: "🦄 uma frase bem longa com mais de sessenta e quatro caracteres 🚀🚀",
      name: "Frase Longa",
      username: "frase.longa",
    });
    expect(long.status).toBe(200);
  });

  it("validates the fields with pt-BR messages", async () => {
    const res = await t.client().post("/api/auth/sign-up/email", {
      email: "nao-e-email",
      password: DEFAULT_PASSWORD,
      name: "",
      username: "a",
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("VALIDATION");
    expect(res.json.fieldErrors).toMatchObject({
      email: authMessages.emailInvalid,
      username: authMessages.usernameInvalid,
      name: authMessages.fullNameRequired,
    });
  });

  it("refuses a reserved username at sign-up, whatever its case or separators", async () => {
    for (const username of ["Admin", "moderador", "suporte_2", "equipe.guilda"]) {
      const res = await t.client().post("/api/auth/sign-up/email", {
        email: `reservado.${username.toLowerCase().replace(/[^a-z0-9]/g, "")}@exemplo.com`,
        password: DEFAULT_PASSWORD,
        name: "Quer Ser Admin",
        username,
      });
      expect(res.status, username).toBe(400);
      expect(res.json.fieldErrors, username).toEqual({ username: authMessages.usernameReserved });
    }
  });

  it("answers the same for an e-mail that already has an account", async () => {
    const existing = await signUpConfirmed(t.client(), t.db);
    const res = await t.client().post("/api/auth/sign-up/email", {
      email: existing.email,
      password: DEFAULT_PASSWORD,
      name: "Intruso",
      username: "intruso.novo",
    });
    expect(res.status).toBe(200);
    expect((await lastMailTo(t.db, existing.email))?.subject).toMatch(/já tem uma conta/);
  });
});

describe("sign-in and sign-out", () => {
  it("gives the same answer for an unknown e-mail and a wrong password", async () => {
    const member = await signUpConfirmed(t.client(), t.db);
    const wrong = await t
      .client()
      .post("/api/auth/sign-in/email", { email: member.email, password: "senha-errada-123" });
    const unknown = await t
      .client()
      .post("/api/auth/sign-in/email", { email: uniqueEmail(), password: "senha-errada-123" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual(unknown.json);
  });

  it("loads the profile after sign-in, with the admin flag from is_admin", async () => {
    const member = await signUpConfirmed(t.client(), t.db);
    await t.db.update(profiles).set({ is_admin: true }).where(eq(profiles.id, member.id));
    const client = t.client();
    const res = await client.post("/api/auth/sign-in/email", {
      email: member.email,
      password: member.password,
    });
    expect(res.status).toBe(200);
    const me = await client.get("/api/me");
    expect(me.json.profile).toMatchObject({ id: member.id, is_admin: true });
  });

  it("Sair ends every session of the user; an old cookie then gets 401", async () => {
    const member = await signUpConfirmed(t.client(), t.db);
    const laptop = t.client();
    const phone = t.client();
    for (const c of [laptop, phone]) {
      expect(
        (await c.post("/api/auth/sign-in/email", { email: member.email, password: member.password })).status,
      ).toBe(200);
    }
    const oldCookies = new Map(laptop.cookies);
    expect((await laptop.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await laptop.get("/api/me")).status).toBe(401);
    expect((await phone.get("/api/me")).status).toBe(401);
    laptop.cookies = oldCookies;
    const replay = await laptop.get("/api/me");
    expect(replay.status).toBe(401);
    expect(replay.json).toEqual({ code: "UNAUTHENTICATED", message: "Usuário não autenticado" });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(0);
  });

  it("slides the session: a session in use past a day gets a later expiry", async () => {
    const client = t.client();
    const member = await signUpConfirmed(client, t.db);
    const old = new Date(Date.now() + 2 * 24 * 3600 * 1000);
    await t.db
      .update(sessions)
      .set({ expiresAt: old, updatedAt: new Date(Date.now() - 13 * 24 * 3600 * 1000) })
      .where(eq(sessions.userId, member.id));
    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.headers.getSetCookie().join()).toMatch(/guilda\.session_token=/);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(session!.expiresAt.getTime()).toBeGreaterThan(old.getTime() + 24 * 3600 * 1000);
  });

  it("treats an expired session as signed out", async () => {
    const client = t.client();
    const member = await signUpConfirmed(client, t.db);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, member.id));
    expect((await client.get("/api/me")).status).toBe(401);
  });
});

describe("password recovery", () => {
  it("answers the same whether or not the e-mail exists", async () => {
    const member = await signUpConfirmed(t.client(), t.db);
    const known = await t
      .client()
      .post("/api/auth/request-password-reset", { email: member.email, redirectTo: "/recuperar-senha" });
    const unknown = await t
      .client()
      .post("/api/auth/request-password-reset", { email: uniqueEmail(), redirectTo: "/recuperar-senha" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.json).toEqual(unknown.json);
  });

  it("sends a single-use link valid for at most an hour that ends the other sessions", async () => {
    const member = await signUpConfirmed(t.client(), t.db);
    const other = t.client();
    await other.post("/api/auth/sign-in/email", { email: member.email, password: member.password });
    expect((await other.get("/api/me")).status).toBe(200);

    const requester = t.client();
    expect(
      (
        await requester.post("/api/auth/request-password-reset", {
          email: member.email,
          redirectTo: "/recuperar-senha",
        })
      ).status,
    ).toBe(200);
    const link = linkIn((await lastMailTo(t.db, member.email))?.text);
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/recuperar-senha#reset&token=`));
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get("token")!;

    const [stored] = await t.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3600 * 1000);

    const weak = await requester.post("/api/auth/reset-password", { newPassword: "curta", token });
    expect(weak.json.code).toBe("WEAK_PASSWORD");

    const newPassword = "outra-senha-bem-forte";
    expect((await requester.post("/api/auth/reset-password", { newPassword, token })).status).toBe(200);
    expect((await other.get("/api/me")).status).toBe(401);
    const reused = await requester.post("/api/auth/reset-password", {
      newPassword: "mais-uma-senha-forte",
      token,
    });
    expect(reused.status).toBe(400);
    expect(reused.json.code).toBe("INVALID_TOKEN");

    expect(
      (await t.client().post("/api/auth/sign-in/email", { email: member.email, password: member.password }))
        .status,
    ).toBe(401);
    expect(
      (await t.client().post("/api/auth/sign-in/email", { email: member.email, password: newPassword }))
        .status,
    ).toBe(200);
  });
});
