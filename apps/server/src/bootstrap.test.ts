import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import webpush from "web-push";
import { describe, expect, it } from "vitest";
import { profiles } from "./db/schema";
import { ConfigError, loadConfig } from "./config";
import { ensureAdmin } from "./platform/auth/accounts";
import { signUpConfirmed } from "./test/accounts";
import { createTestApp } from "./test/harness";

describe("configuration", () => {
  it("stops with a clear message on a bad value", () => {
    expect(() => loadConfig({ PORT: "abc", DATA_DIR: "/tmp/guilda-config-test" })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x", DATA_DIR: "/tmp/guilda-config-test" })).toThrow(
      /DATABASE_URL: must be a postgres/,
    );
    expect(() => loadConfig({ ADMIN_EMAIL: "a@b.co", DATA_DIR: "/tmp/guilda-config-test" })).toThrow(
      /must be set together/,
    );
    expect(() => loadConfig({ ADMIN_NAME: "x".repeat(101), DATA_DIR: "/tmp/guilda-config-test" })).toThrow(
      /ADMIN_NAME: must have at most 100 characters/,
    );
    expect(() => loadConfig({ ADMIN_NAME: "Ana\nBia", DATA_DIR: "/tmp/guilda-config-test" })).toThrow(
      /ADMIN_NAME: must be one line/,
    );
  });

  it("names the ADMIN_EMAIL account from ADMIN_NAME, 'Administrador' by default", () => {
    const dir = "/tmp/guilda-config-test";
    expect(loadConfig({ DATA_DIR: dir }).adminName).toBe("Administrador");
    expect(loadConfig({ DATA_DIR: dir, ADMIN_NAME: "" }).adminName).toBe("Administrador");
    expect(loadConfig({ DATA_DIR: dir, ADMIN_NAME: "  Joana Prado  " }).adminName).toBe("Joana Prado");
  });

  it("generates AUTH_SECRET once and keeps it in the data dir", () => {
    const dir = `/tmp/guilda-config-${process.pid}`;
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.authSecret).toBe(first.authSecret);
    expect(first.publicUrl).toBe("http://localhost:3000");
  });

  it("generates the VAPID keys once and keeps them in the data dir, unless the environment gives them", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "guilda-vapid-"));
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.push.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.push.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second.push).toEqual(first.push);
    expect(JSON.parse(readFileSync(path.join(dir, "vapid-keys.json"), "utf8"))).toEqual({
      publicKey: first.push.publicKey,
      privateKey: first.push.privateKey,
    });
    // No admin, no https address: the sender's address; push services accept only mailto: or https.
    expect(first.push.subject).toBe("mailto:nao-responda@guilda.local");
    expect(first.push.allowLoopback).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dir, ADMIN_EMAIL: "Dona@Exemplo.com.br", ADMIN_PASSWORD: "senha-forte" }).push
        .subject,
    ).toBe("mailto:dona@exemplo.com.br");
    expect(loadConfig({ DATA_DIR: dir, PUBLIC_URL: "https://guilda.exemplo.com.br" }).push.subject).toBe(
      "https://guilda.exemplo.com.br",
    );

    const keys = webpush.generateVAPIDKeys();
    const given = loadConfig({
      DATA_DIR: dir,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: "mailto:contato@exemplo.com.br",
    });
    expect(given.push).toMatchObject({ ...keys, subject: "mailto:contato@exemplo.com.br" });

    expect(() => loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(
      "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together",
    );
    expect(() =>
      loadConfig({ DATA_DIR: dir, VAPID_PUBLIC_KEY: "abc", VAPID_PRIVATE_KEY: keys.privateKey }),
    ).toThrow("VAPID_PUBLIC_KEY: must be a base64url P-256 public key");
    expect(() =>
      loadConfig({
        DATA_DIR: dir,
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
        VAPID_SUBJECT: "http://exemplo.com.br",
      }),
    ).toThrow("VAPID_SUBJECT: must be a mailto: address or an https:// URL");
  });
});

describe("ADMIN_EMAIL and ADMIN_PASSWORD", () => {
  it("create a confirmed admin, or promote an existing account", async () => {
    const t = await createTestApp();
    expect(await ensureAdmin(t.db, "Chefe@Exemplo.com.br", "senha-do-chefe-forte")).toBe("created");
    const client = t.client();
    expect(
      (
        await client.post("/api/auth/sign-in/email", {
          email: "chefe@exemplo.com.br",
          password: "senha-do-chefe-forte",
        })
      ).status,
    ).toBe(200);
    expect((await client.get("/api/me")).json.profile).toMatchObject({
      is_admin: true,
      full_name: "Administrador",
    });

    const member = await signUpConfirmed(t.client(), t.db);
    expect(await ensureAdmin(t.db, member.email, "senha-nova-do-membro")).toBe("promoted");
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, member.id));
    expect(row!.is_admin).toBe(true);
    expect(
      (
        await t
          .client()
          .post("/api/auth/sign-in/email", { email: member.email, password: "senha-nova-do-membro" })
      ).status,
    ).toBe(200);
  });
});

describe("ADMIN_NAME", () => {
  it("names the admin when it is created; a name changed on /perfil/editar survives a restart", async () => {
    const t = await createTestApp();
    const email = "dona@exemplo.com.br";
    expect(await ensureAdmin(t.db, email, "senha-da-dona-forte", "Joana Prado")).toBe("created");
    const client = t.client();
    await client.post("/api/auth/sign-in/email", { email, password: "senha-da-dona-forte" });
    expect((await client.get("/api/me")).json.profile.full_name).toBe("Joana Prado");
    // She changes it like anyone, on /perfil/editar.
    const saved = await client.patch("/api/me/profile", { full_name: "Joana P. Prado" });
    expect(saved.status).toBe(200);
    // The next start applies ADMIN_EMAIL again (same ADMIN_NAME): the name she chose stays.
    expect(await ensureAdmin(t.db, email, "senha-da-dona-forte", "Joana Prado")).toBe("promoted");
    const [row] = await t.db.select().from(profiles).where(eq(profiles.email, email));
    expect(row!.full_name).toBe("Joana P. Prado");
    expect((await client.get("/api/me")).json.profile.full_name).toBe("Joana P. Prado");
  });
});
