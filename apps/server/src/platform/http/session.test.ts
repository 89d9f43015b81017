import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "../../app";
import { createDeps } from "../../bootstrap";
import { profiles, sessions, users } from "../../db/schema";
import { makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp, DEFAULT_PASSWORD, TestClient } from "../../test/harness";
import { createLogger } from "../logger";
import type { Deps } from "./context";

/**
 * The session middleware resolves a fresh session (valid, not due for its sliding refresh) in
 * one query and leaves everything else to the library. Nothing about the viewer is kept between
 * requests, so every change in the database shows on the very next request, on any instance.
 * With TEST_DATABASE_URL both instances share one PostgreSQL database; on the embedded database
 * they share one in-process PGlite, which is how it runs (one process).
 */

let t: Awaited<ReturnType<typeof createTestApp>>;
let other: { deps: Deps; app: ReturnType<typeof createApp> };

beforeAll(async () => {
  t = await createTestApp();
  // A second instance: its own auth, hub and jobs, the same database and secret.
  const deps = createDeps(t.deps.config, t.deps.database, createLogger("silent"));
  await deps.jobs.stop();
  other = { deps, app: createApp(deps) };
});

afterAll(async () => {
  await other.deps.realtime.close();
});

afterEach(() => vi.restoreAllMocks());

/** A client of the other instance holding the same cookies (the load balancer sent it there). */
function onOther(client: TestClient) {
  const copy = new TestClient(other.app, client.ip);
  copy.cookies = client.cookies;
  return copy;
}

describe("session middleware", () => {
  it("resolves a fresh session without the library's session check, and a stale one with it", async () => {
    const client = t.client();
    const member = await signUpConfirmed(client, t.db);
    const check = vi.spyOn(t.deps.auth.api, "getSession");
    const me = await client.get("/api/me");
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({
      user: { id: member.id, email: member.email },
      profile: { id: member.id },
    });
    expect(me.headers.getSetCookie()).toEqual([]);
    expect(check).not.toHaveBeenCalled();

    // Due for its sliding refresh: the library refreshes it and sends the cookie again.
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() + 2 * 24 * 3600 * 1000) })
      .where(eq(sessions.userId, member.id));
    const refreshed = await client.get("/api/me");
    expect(refreshed.status).toBe(200);
    expect(refreshed.headers.getSetCookie().join()).toMatch(/guilda\.session_token=/);
    expect(check).toHaveBeenCalledTimes(1);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(session!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 3600 * 1000);
  });

  it("rejects a cookie whose signature does not match, a bare token and an expired session", async () => {
    const client = t.client();
    const member = await signUpConfirmed(client, t.db);
    const name = "guilda.session_token";
    const signed = decodeURIComponent(client.cookies.get(name)!);
    const token = signed.slice(0, signed.lastIndexOf("."));
    const signature = signed.slice(signed.lastIndexOf(".") + 1);
    expect((await client.get("/api/me")).status).toBe(200);

    const forged = (value: string) => {
      const c = t.client();
      c.cookies.set(name, encodeURIComponent(value));
      return c.get("/api/me");
    };
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    expect((await forged(`${token}.${flipped}`)).status).toBe(401);
    expect((await forged(token)).status).toBe(401);
    expect((await forged(`${token}x.${signature}`)).status).toBe(401);
    expect((await forged(signed)).status).toBe(200);

    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, member.id));
    expect((await client.get("/api/me")).status).toBe(401);
    // The library cleans the expired session up.
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(0);
  });

  it("applies a role change and a profile change on the next request", async () => {
    const client = t.client();
    const member = await signUpConfirmed(client, t.db, { name: "Rita Prado" });
    expect((await client.get("/api/admin/ai-agents")).status).toBe(403);
    await makeAdmin(t.db, member.id);
    expect((await onOther(client).get("/api/admin/ai-agents")).status).toBe(200);
    await t.db.update(profiles).set({ is_admin: false }).where(eq(profiles.id, member.id));
    expect((await client.get("/api/admin/ai-agents")).status).toBe(403);
    await t.db.update(profiles).set({ full_name: "Rita Prado Lima" }).where(eq(profiles.id, member.id));
    expect((await onOther(client).get("/api/me")).json.profile.full_name).toBe("Rita Prado Lima");
  });
});

describe("across two instances on one database", () => {
  it("ends the session on the other instance at once after a sign-out", async () => {
    const client = t.client();
    await signUpConfirmed(client, t.db);
    const elsewhere = onOther(client);
    elsewhere.cookies = new Map(client.cookies);
    expect((await elsewhere.get("/api/me")).status).toBe(200);
    expect((await client.post("/api/auth/sign-out", {})).status).toBe(200);
    expect((await elsewhere.get("/api/me")).status).toBe(401);
  });

  it("ends the other sessions on the other instance at once after a password change", async () => {
    const laptop = t.client();
    const member = await signUpConfirmed(laptop, t.db);
    const phone = new TestClient(other.app);
    const signIn = await phone.post("/api/auth/sign-in/email", {
      email: member.email,
      password: DEFAULT_PASSWORD,
    });
    expect(signIn.status).toBe(200);
    expect((await phone.get("/api/me")).status).toBe(200);
    const change = await laptop.post("/api/auth/change-password", {
      currentPassword: DEFAULT_PASSWORD,
      newPassword: "outra-senha-bem-forte-2026",
    });
    expect(change.status).toBe(200);
    expect((await phone.get("/api/me")).status).toBe(401);
    expect((await laptop.get("/api/me")).status).toBe(200);
  });

  it("ends the session on the other instance at once when the member is deleted", async () => {
    const client = t.client();
    const member = await signUpConfirmed(client, t.db);
    expect((await onOther(client).get("/api/me")).status).toBe(200);
    await t.db.delete(users).where(eq(users.id, member.id));
    expect((await onOther(client).get("/api/me")).status).toBe(401);
    expect((await client.get("/api/me")).status).toBe(401);
  });
});
