import type { PlansResponse } from "@guilda/shared/schemas/plans";
import type { RulesView } from "@guilda/shared/schemas/community";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestClient } from "../test/harness";
import { DEMO_MEMBER_EMAIL, seedDemo } from "./seed";

describe("demo plans and rules", () => {
  let member: TestClient;

  beforeAll(async () => {
    const t = await createTestApp();
    await seedDemo(t.db, "senha-demo-de-teste");
    member = t.client();
    const signIn = await member.post("/api/auth/sign-in/email", {
      email: DEMO_MEMBER_EMAIL,
      password: "senha-demo-de-teste",
    });
    expect(signIn.status).toBe(200);
  });

  it("price the four tiers, Premium highlighted, with example checkout links", async () => {
    const { items } = (await member.get("/api/plans")).json as PlansResponse;
    expect(items.map((p) => [p.tier, p.price_cents, p.billing_period, p.is_highlighted])).toEqual([
      ["trial", 0, "monthly", false],
      ["basic", 4700, "monthly", false],
      ["premium", 9700, "monthly", true],
      ["enterprise", 97000, "yearly", false],
    ]);
    for (const plan of items) {
      expect(plan.features.length).toBeGreaterThanOrEqual(4);
      expect(plan.features.length).toBeLessThanOrEqual(12);
      if (plan.cta_url) expect(plan.cta_url).toMatch(/^https:\/\/exemplo\.com\.br\/checkout\//);
    }
    expect(items[0]!.cta_url).toBeNull();
  });

  it("publish the community rules, signed by the admin", async () => {
    const rules = (await member.get("/api/rules")).json as RulesView;
    expect(rules.html).toContain("<h1>Regras da Guilda dos Colecionadores</h1>");
    expect(rules.html).toContain("<li>Trate todos com cordialidade.");
    expect(rules.markdown).toBeNull();
    expect(rules.updated_by_name).toBeTruthy();
    expect(rules.updated_at).not.toBeNull();
  });
});
