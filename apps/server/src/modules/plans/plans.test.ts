import { planMessages as m } from "@guilda/shared/messages/plans";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { plans, profiles } from "../../db/schema";
import { makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createDatabase } from "../../platform/db";
import { defaultPlan } from "./plans.service";
import { createTestApp, type TestClient } from "../../test/harness";
import { scratchPostgres } from "../../test/scratch-postgres";

const premium = {
  name: "Premium",
  price_cents: 12990,
  billing_period: "monthly",
  features: ["Todos os cursos de restauração", "Agente de IA Premium", "Selo de colecionador verificado"],
  is_highlighted: false,
  is_visible: true,
  cta_label: "Assinar Premium",
  cta_url: "https://exemplo.com.br/checkout/premium",
};

describe("plans (/pricing)", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestClient;
  let member: TestClient;
  let memberId: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    await makeAdmin(t.db, (await signUpConfirmed(admin, t.db, { name: "Ana Admin" })).id);
    member = t.client();
    memberId = (await signUpConfirmed(member, t.db)).id;
  });

  it("are for signed-in members, and fall back to the four default plans when no row exists", async () => {
    expect((await t.client().get("/api/plans")).status).toBe(401);
    const res = await member.get("/api/plans");
    expect(res.status).toBe(200);
    expect(res.json.current_tier).toBe("trial");
    expect(res.json.items).toEqual([
      expect.objectContaining({ tier: "trial", name: "Teste", price_cents: 0, billing_period: "monthly" }),
      expect.objectContaining({ tier: "basic", name: "Básico", price_cents: null, features: [] }),
      expect.objectContaining({ tier: "premium", name: "Premium", price_cents: null, cta_url: null }),
      expect.objectContaining({
        tier: "enterprise",
        name: "Empresarial",
        price_cents: null,
        is_highlighted: false,
      }),
    ]);
  });

  it("refuses members and visitors on the admin endpoint", async () => {
    expect((await member.put("/api/admin/plans/premium", premium)).status).toBe(403);
    expect((await t.client().put("/api/admin/plans/premium", premium)).status).toBe(401);
    expect((await member.get("/api/plans")).json.items[2].price_cents).toBeNull();
  });

  it("are edited by an admin; cents round-trip exactly and members see the change", async () => {
    // Fields the server owns are ignored when sent.
    const res = await admin.put("/api/admin/plans/premium", {
      ...premium,
      tier: "trial",
      updated_by: memberId,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ ...premium, tier: "premium", unhighlighted_tier: null });
    expect(typeof res.json.updated_at).toBe("string");
    const [row] = await t.db.select().from(plans).where(eq(plans.tier, "premium"));
    expect(row!.price_cents).toBe(12990);
    expect(row!.updated_by).not.toBe(memberId);
    const seen = (await member.get("/api/plans")).json.items;
    expect(seen.map((p: { tier: string }) => p.tier)).toEqual(["trial", "basic", "premium", "enterprise"]);
    expect(seen[2]).toMatchObject({
      price_cents: 12990,
      features: premium.features,
      cta_label: "Assinar Premium",
    });
    for (const cents of [1, 99, 4700, 97000, 99_999_999]) {
      const again = await admin.put("/api/admin/plans/basic", {
        ...premium,
        name: "Basic",
        price_cents: cents,
      });
      expect(again.json.price_cents).toBe(cents);
      expect((await member.get("/api/plans")).json.items[1].price_cents).toBe(cents);
    }
    // No price ('Sob consulta') and no button.
    const onRequest = await admin.put("/api/admin/plans/enterprise", {
      ...premium,
      name: "Enterprise",
      price_cents: null,
      billing_period: "yearly",
      cta_label: "",
      cta_url: "",
    });
    expect(onRequest.json).toMatchObject({
      price_cents: null,
      billing_period: "yearly",
      cta_label: null,
      cta_url: null,
    });
  });

  it("refuse bad input with pt-BR messages", async () => {
    const bad = async (body: object, field: string, message: string, tier = "premium") => {
      const res = await admin.put(`/api/admin/plans/${tier}`, { ...premium, ...body });
      expect(res.status).toBe(400);
      expect(res.json.fieldErrors[field]).toBe(message);
    };
    await bad({ cta_url: "javascript:alert(1)" }, "cta_url", m.ctaUrlInvalid);
    await bad({ cta_url: "JavaScript:alert(1)//https://x" }, "cta_url", m.ctaUrlInvalid);
    await bad({ cta_url: "data:text/html,<script>alert(1)</script>" }, "cta_url", m.ctaUrlInvalid);
    await bad({ cta_url: "/pricing" }, "cta_url", m.ctaUrlInvalid);
    await bad({ price_cents: -1 }, "price_cents", m.priceNegative);
    await bad({ price_cents: 97.5 }, "price_cents", m.priceInvalid);
    await bad({ price_cents: "9700" }, "price_cents", m.priceInvalid);
    await bad({ billing_period: "weekly" }, "billing_period", m.periodInvalid);
    await bad({ name: "  " }, "name", m.nameRequired);
    await bad({ features: Array.from({ length: 13 }, (_, i) => `Item ${i}`) }, "features", m.featuresTooMany);
    await bad({ features: ["x".repeat(121)] }, "features.0", m.featureTooLong);
    await bad({ cta_url: "" }, "cta_url", m.ctaIncomplete);
    const unknown = await admin.put("/api/admin/plans/gold", premium);
    expect(unknown.status).toBe(400);
    expect(unknown.json.fieldErrors.tier).toBe(m.tierInvalid);
    // Nothing of the refused writes was stored.
    const stored = (await member.get("/api/plans")).json.items[2];
    expect(stored).toMatchObject({ price_cents: 12990, cta_url: "https://exemplo.com.br/checkout/premium" });
  });

  it("keep at most one highlighted plan, and say which one lost it", async () => {
    const first = await admin.put("/api/admin/plans/premium", { ...premium, is_highlighted: true });
    expect(first.json).toMatchObject({ is_highlighted: true, unhighlighted_tier: null });
    const second = await admin.put("/api/admin/plans/basic", {
      ...premium,
      name: "Basic",
      is_highlighted: true,
    });
    expect(second.status).toBe(200);
    expect(second.json).toMatchObject({ tier: "basic", is_highlighted: true, unhighlighted_tier: "premium" });
    const items = (await member.get("/api/plans")).json.items as { tier: string; is_highlighted: boolean }[];
    expect(items.filter((p) => p.is_highlighted).map((p) => p.tier)).toEqual(["basic"]);
    // Saving the highlighted plan again takes nothing from anyone.
    const same = await admin.put("/api/admin/plans/basic", {
      ...premium,
      name: "Basic",
      is_highlighted: true,
    });
    expect(same.json.unhighlighted_tier).toBeNull();
    // Two admins highlighting different plans at once: exactly one ends highlighted.
    const results = await Promise.all(
      (["trial", "premium", "enterprise"] as const).map((tier) =>
        admin.put(`/api/admin/plans/${tier}`, { ...premium, name: tier, is_highlighted: true }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const rows = await t.db.select().from(plans).where(eq(plans.is_highlighted, true));
    expect(rows).toHaveLength(1);
    // The database itself refuses a second highlighted row.
    await expect(
      t.db
        .update(plans)
        .set({ is_highlighted: true })
        .where(eq(plans.tier, rows[0]!.tier === "trial" ? "basic" : "trial")),
    ).rejects.toThrow();
  });

  it("hide hidden plans from members and flag them for admins", async () => {
    await admin.put("/api/admin/plans/enterprise", { ...premium, name: "Enterprise", is_visible: false });
    const forMember = (await member.get("/api/plans")).json.items as { tier: string }[];
    expect(forMember.map((p) => p.tier)).toEqual(["trial", "basic", "premium"]);
    const forAdmin = (await admin.get("/api/plans")).json.items as { tier: string; is_visible: boolean }[];
    expect(forAdmin.map((p) => [p.tier, p.is_visible])).toEqual([
      ["trial", true],
      ["basic", true],
      ["premium", true],
      ["enterprise", false],
    ]);
  });

  it("tell the member their current tier", async () => {
    await t.db.update(profiles).set({ ai_tier: "premium" }).where(eq(profiles.id, memberId));
    expect((await member.get("/api/plans")).json.current_tier).toBe("premium");
  });

  it("start from the four default plans the migration inserts, the same as the fallback", async () => {
    const url = process.env.TEST_DATABASE_URL;
    const scratch = url ? await scratchPostgres(url, "guilda_plans") : undefined;
    const fresh = createDatabase(scratch ? { kind: "postgres", url: scratch.url } : { kind: "pglite" });
    try {
      await fresh.migrate();
      const rows = await fresh.db.select().from(plans);
      const byTier = new Map(rows.map((r) => [r.tier, r]));
      expect([...byTier.keys()].sort()).toEqual(["basic", "enterprise", "premium", "trial"]);
      for (const tier of ["trial", "basic", "premium", "enterprise"] as const)
        expect({ ...byTier.get(tier)!, updated_at: null }).toMatchObject({
          ...defaultPlan(tier),
          updated_by: null,
        });
    } finally {
      await fresh.close();
      await scratch?.drop();
    }
  });
});
