import { beforeAll, describe, expect, it } from "vitest";
import { signUpConfirmed } from "../../test/accounts";
import { createTestApp, DEFAULT_PASSWORD, uniqueEmail } from "../../test/harness";

describe("hardening", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let member: Awaited<ReturnType<typeof signUpConfirmed>>;
  beforeAll(async () => {
    t = await createTestApp();
    member = await signUpConfirmed(t.client(), t.db);
  });

  it("answers 429 on the 4th rapid sign-in, whatever X-Forwarded-For says", async () => {
    const attacker = t.client();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await attacker.post(
        "/api/auth/sign-in/email",
        { email: member.email, password: `tentativa-${i}-errada` },
        { headers: { "x-forwarded-for": `203.0.113.${i}` } },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    const doubleSlash = await attacker.post("//api/auth/sign-in/email", {
      email: member.email,
      password: DEFAULT_PASSWORD,
    });
    expect(doubleSlash.status).toBe(429);
    expect(doubleSlash.json.code).toBe("RATE_LIMITED");
    expect(doubleSlash.headers.getSetCookie()).toHaveLength(0);
  });

  it("refuses cross-origin writes: foreign Origin, form posts, text/plain and no Content-Type", async () => {
    const client = t.client();
    await client.post("/api/auth/sign-in/email", { email: member.email, password: member.password });
    const foreign = await client.patch(
      "/api/me/profile",
      { full_name: "Hacker" },
      { headers: { origin: "https://evil.example" } },
    );
    expect(foreign.status).toBe(403);
    expect(foreign.json.code).toBe("CROSS_ORIGIN");
    const crossSite = await client.patch(
      "/api/me/profile",
      { full_name: "Hacker" },
      { headers: { "sec-fetch-site": "cross-site" } },
    );
    expect(crossSite.status).toBe(403);
    for (const type of [
      "application/x-www-form-urlencoded",
      "text/plain",
      "multipart/form-data; boundary=x",
    ]) {
      const res = await client.request("PATCH", "/api/me/profile", undefined, {
        headers: { "content-type": type },
        rawBody: "full_name=Hacker",
      });
      expect(res.status).toBe(415);
    }
    const none = await client.request("POST", "/api/auth/sign-out", undefined, { rawBody: "" });
    expect(none.status).toBe(415);
    expect((await client.get("/api/me")).json.profile.full_name).toBe("Maria Souza");
  });

  it("sends CSP, nosniff and frame-ancestors on pages and API answers", async () => {
    const res = await t.client().get("/api/health");
    expect(res.headers.get("content-security-policy")).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self'/);
    // The lesson player's YouTube and Wistia APIs, and never inline or eval'd script.
    expect(res.headers.get("content-security-policy")).toMatch(/script-src [^;]*https:\/\/www\.youtube\.com/);
    expect(res.headers.get("content-security-policy")).not.toMatch(/script-src [^;]*unsafe/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("reports the database kind and migration state", async () => {
    const res = await t.client().get("/api/health");
    expect(res.status).toBe(200);
    expect(res.json.database).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    expect(res.json.migrations.upToDate).toBe(true);
    expect(res.json.migrations.applied).toBeGreaterThan(0);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await t.client().get("/api/nao-existe");
    expect(res.status).toBe(404);
    expect(res.json.code).toBe("NOT_FOUND");
  });

  it("refuses the most common passwords", async () => {
    const res = await t.client().post("/api/auth/sign-up/email", {
      email: uniqueEmail(),
      password: "12345678",
      name: "Teste",
      username: "teste.comum",
    });
    expect(res.json.reasons).toContain("Esta senha é muito comum. Escolha outra.");
  });
  it("believes X-Forwarded-For only behind a configured proxy", async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: "true" } });
    const proxy = proxied.client("127.0.0.1");
    const someone = await signUpConfirmed(proxied.client(), proxied.db);
    for (let i = 0; i < 3; i++) {
      await proxy.post(
        "/api/auth/sign-in/email",
        { email: someone.email, password: "errada-errada" },
        { headers: { "x-forwarded-for": "198.51.100.7" } },
      );
    }
    const blocked = await proxy.post(
      "/api/auth/sign-in/email",
      { email: someone.email, password: "errada-errada" },
      { headers: { "x-forwarded-for": "198.51.100.7" } },
    );
    expect(blocked.status).toBe(429);
    const otherClient = await proxy.post(
      "/api/auth/sign-in/email",
      { email: someone.email, password: "errada-errada" },
      { headers: { "x-forwarded-for": "198.51.100.8" } },
    );
    expect(otherClient.status).toBe(401);
  });
});
