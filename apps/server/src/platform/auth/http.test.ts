import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles, sessions, users } from "../../db/schema";
import { createSpace, signUpConfirmed } from "../../test/accounts";
import { createTestApp, DEFAULT_PASSWORD, uniqueEmail, type TestClient } from "../../test/harness";

type App = Awaited<ReturnType<typeof createTestApp>>;

// Words of the English answers the libraries give by default; none may reach a member.
const ENGLISH =
  /\b(the|invalid|failed|error|too|many|please|try|again|request|required|expected|received|unrecognized|malformed|body|must|should|found|user|password|payload|large|unauthorized|forbidden|exists|check|your|key|string|number)\b/i;

function textsOf(body: { message?: unknown; fieldErrors?: Record<string, string>; reasons?: string[] }) {
  return [body.message, ...Object.values(body.fieldErrors ?? {}), ...(body.reasons ?? [])].filter(
    (v): v is string => typeof v === "string",
  );
}

describe("authentication answers", () => {
  let t: App;
  let member: Awaited<ReturnType<typeof signUpConfirmed>>;
  let client: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    client = t.client();
    member = await signUpConfirmed(client, t.db, { name: "Carla Dias" });
    await createSpace(t.db, { slug: "geral" });
  });

  it("never sends session tokens to the browser", async () => {
    const fresh = t.client();
    const signIn = await fresh.post("/api/auth/sign-in/email", {
      email: member.email,
      password: member.password,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.json.user.email).toBe(member.email);
    expect(signIn.text).not.toMatch(/"token"/);
    const session = await fresh.get("/api/auth/get-session");
    expect(session.json.user.email).toBe(member.email);
    expect(session.json.session.userId).toBe(member.id);
    expect(session.text).not.toMatch(/"token"/);
    const list = await fresh.get("/api/auth/list-sessions");
    expect(list.json.length).toBeGreaterThanOrEqual(2);
    expect(list.text).not.toMatch(/"token"/);
  });

  it("closes the library's endpoints the app does not use, such as update-user", async () => {
    for (const path of ["/api/auth/update-user", "/api/auth/change-email", "/api/auth/delete-user"]) {
      const res = await client.post(path, { name: "Outro Nome", image: "javascript:alert(1)" });
      expect(res.status, path).toBe(404);
      expect(res.json).toEqual({ code: "NOT_FOUND", message: "Não encontrado." });
    }
    const [row] = await t.db
      .select({ name: users.name, image: users.image })
      .from(users)
      .where(eq(users.id, member.id));
    expect(row).toEqual({ name: "Carla Dias", image: null });
  });

  it("keeps users.name in step with the profile name", async () => {
    const res = await client.patch("/api/me/profile", { full_name: "Carla Dias Souza" });
    expect(res.status).toBe(200);
    const [row] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, member.id));
    expect(row!.name).toBe("Carla Dias Souza");
  });

  it("answers every refusal in pt-BR JSON with code and message", async () => {
    const visitor = t.client();
    const bad: [string, string, unknown][] = [
      ["POST", "/api/auth/sign-in/email", { email: member.email, password: "senha-errada-123" }],
      ["POST", "/api/auth/sign-in/email", { email: "nao-existe@exemplo.com", password: "qualquer-coisa" }],
      ["POST", "/api/auth/sign-in/email", {}],
      ["POST", "/api/auth/sign-in/email", { email: 5, password: [] }],
      ["POST", "/api/auth/sign-up/email", { email: uniqueEmail(), password: "x", name: "A", username: "aa" }],
      [
        "POST",
        "/api/auth/sign-up/email",
        {
          email: uniqueEmail(),
          password: DEFAULT_PASSWORD,
          name: "Alguém",
          username: "alguem.novo",
          callbackURL: "https://evil.example/roubar",
        },
      ],
      ["POST", "/api/auth/reset-password", { newPassword: "uma-senha-boa-123", token: "nao-existe" }],
      ["POST", "/api/auth/request-password-reset", { email: "x", redirectTo: "https://evil.example" }],
      [
        "POST",
        "/api/auth/send-verification-email",
        { email: member.email, callbackURL: "https://evil.example" },
      ],
      ["POST", "/api/auth/change-password", { currentPassword: "a", newPassword: "b" }],
      ["GET", "/api/auth/nao-existe", undefined],
      ["POST", "/api/posts", { title: "a".repeat(5000), content: "b" }],
      ["GET", "/api/members?sort=qualquer", undefined],
      ["GET", "/api/members?desconhecido=1", undefined],
      ["GET", "/api/posts?cursor=bm9wZQ", undefined],
      ["GET", "/api/posts?limit=-4", undefined],
      ["PATCH", "/api/me/profile", { username: 42 }],
      ["PATCH", "/api/me/profile", { avatar_url: "javascript:alert(1)" }],
      ["DELETE", "/api/posts/nao-e-uuid", undefined],
      ["PUT", "/api/admin/spaces/order", { ids: "x" }],
    ];
    const signedIn = t.client();
    await signedIn.post("/api/auth/sign-in/email", { email: member.email, password: member.password });
    for (const [method, path, body] of bad) {
      const who = path.startsWith("/api/auth/") ? visitor : signedIn;
      const res = await who.request(method, path, body);
      const label = `${method} ${path} → ${res.status} ${res.text}`;
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.headers.get("content-type"), label).toMatch(/application\/json/);
      expect(typeof res.json.code, label).toBe("string");
      expect(typeof res.json.message, label).toBe("string");
      for (const text of textsOf(res.json)) expect(text, label).not.toMatch(ENGLISH);
    }
  });

  it("answers a password-reset request in pt-BR, the same for any address", async () => {
    const known = await t.client().post("/api/auth/request-password-reset", { email: member.email });
    const unknown = await t.client().post("/api/auth/request-password-reset", { email: uniqueEmail() });
    expect(known.status).toBe(200);
    expect(known.json).toEqual(unknown.json);
    expect(known.json.message).toBe(
      "Se este e-mail estiver cadastrado, enviaremos um link para redefinir a senha.",
    );
  });

  it("answers the 4th rapid sign-in with 429 in pt-BR, with the seconds to wait", async () => {
    const attacker = t.client();
    let last;
    for (let i = 0; i < 4; i++) {
      last = await attacker.post("/api/auth/sign-in/email", {
        email: member.email,
        password: `errada-${i}-x`,
      });
    }
    expect(last!.status).toBe(429);
    const wait = Number(last!.headers.get("retry-after"));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(10);
    expect(last!.json).toEqual({
      code: "RATE_LIMITED",
      message: `Muitas tentativas. Aguarde ${wait} ${wait === 1 ? "segundo" : "segundos"} e tente novamente.`,
      retryAfter: wait,
    });
  });

  describe("changing the password", () => {
    let owner: Awaited<ReturnType<typeof signUpConfirmed>>;
    let phone: TestClient;
    let laptop: TestClient;

    beforeAll(async () => {
      phone = t.client();
      owner = await signUpConfirmed(phone, t.db, { name: "Davi Rocha", username: "davi.rocha" });
      laptop = t.client();
      await laptop.post("/api/auth/sign-in/email", { email: owner.email, password: owner.password });
      expect((await laptop.get("/api/me")).status).toBe(200);
    });

    it("applies the sign-up strength rules, with every reason in pt-BR", async () => {
      for (const newPassword of ["x", "12345678", "davi.rocha-2026", "aaaaaaaaaaaa"]) {
        const res = await phone.post("/api/auth/change-password", {
          currentPassword: owner.password,
          newPassword,
        });
        expect(res.status, newPassword).toBe(400);
        expect(res.json.code).toBe("WEAK_PASSWORD");
        expect(res.json.message).toBe("Senha fraca");
        expect(res.json.reasons.length).toBeGreaterThan(0);
      }
      expect(
        (await phone.post("/api/auth/change-password", { currentPassword: owner.password, newPassword: "x" }))
          .json.reasons,
      ).toEqual(["A senha deve ter pelo menos 8 caracteres."]);
    });

    it("refuses a wrong current password with a field error", async () => {
      const res = await phone.post("/api/auth/change-password", {
        currentPassword: "nao-e-a-senha-atual",
        newPassword: "outra senha bem forte 2026",
      });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("Senha atual incorreta.");
      expect(res.json.fieldErrors).toEqual({ currentPassword: "Senha atual incorreta." });
    });

    it("ends every other session even when the client does not ask, and keeps this one", async () => {
      const res = await phone.post("/api/auth/change-password", {
        currentPassword: owner.password,
        newPassword: "outra senha bem forte 2026",
        revokeOtherSessions: false,
      });
      expect(res.status).toBe(200);
      expect(res.text).not.toMatch(/"token"/);
      expect((await laptop.get("/api/me")).status).toBe(401);
      expect((await phone.get("/api/me")).status).toBe(200);
      const left = await t.db.select().from(sessions).where(eq(sessions.userId, owner.id));
      expect(left).toHaveLength(1);
      const old = await t
        .client()
        .post("/api/auth/sign-in/email", { email: owner.email, password: owner.password });
      expect(old.status).toBe(401);
      const fresh = await t
        .client()
        .post("/api/auth/sign-in/email", { email: owner.email, password: "outra senha bem forte 2026" });
      expect(fresh.status).toBe(200);
      const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, owner.id));
      expect(profile!.full_name).toBe("Davi Rocha");
    });
  });
});
