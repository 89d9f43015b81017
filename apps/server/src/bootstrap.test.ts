import { eq } from "drizzle-orm";
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
  });

  it("generates AUTH_SECRET once and keeps it in the data dir", () => {
    const dir = `/tmp/guilda-config-${process.pid}`;
    const first = loadConfig({ DATA_DIR: dir });
    const second = loadConfig({ DATA_DIR: dir });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.authSecret).toBe(first.authSecret);
    expect(first.publicUrl).toBe("http://localhost:3000");
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
    expect((await client.get("/api/me")).json.profile.is_admin).toBe(true);

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
