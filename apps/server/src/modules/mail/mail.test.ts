import { beforeAll, describe, expect, it } from "vitest";
import { makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";

describe("development outbox", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestClient;
  let adminEmail: string;
  let otherAdminEmail: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    const a = await signUpConfirmed(admin, t.db, { name: "Admin Um" });
    await makeAdmin(t.db, a.id);
    adminEmail = a.email;
    const b = await signUpConfirmed(t.client(), t.db, { name: "Admin Dois" });
    await makeAdmin(t.db, b.id);
    otherAdminEmail = b.email;
  });

  it("shows an admin other accounts' messages without their secret links", async () => {
    await t.client().post("/api/auth/request-password-reset", { email: otherAdminEmail });
    await t.client().post("/api/auth/request-password-reset", { email: adminEmail });
    const res = await admin.get("/api/admin/outbox");
    expect(res.status).toBe(200);
    expect(res.json.mailer).toBe("outbox");
    const others = res.json.items.filter((i: { to: string }) => i.to === otherAdminEmail);
    const own = res.json.items.filter((i: { to: string }) => i.to === adminEmail);
    // Confirmation and reset of the other admin: recipient, subject and time only.
    expect(others).toHaveLength(2);
    for (const item of others) {
      expect(Object.keys(item).sort()).toEqual(["created_at", "id", "subject", "to"]);
    }
    expect(JSON.stringify(others)).not.toMatch(/token=/);
    // The admin's own messages keep their body.
    expect(own).toHaveLength(2);
    expect(own.some((i: { text?: string }) => /recuperar-senha#reset&token=/.test(i.text ?? ""))).toBe(true);
  });

  it("is for admins only", async () => {
    const member = t.client();
    await signUpConfirmed(member, t.db);
    expect((await member.get("/api/admin/outbox")).status).toBe(403);
  });
});
