import { describe, expect, it } from "vitest";
import { planMessages as m } from "../messages/plans";
import { isSafeHttpUrl, updatePlanSchema } from "./plans";

const plan = {
  name: "Premium",
  price_cents: 9700,
  billing_period: "monthly",
  features: ["  Todos os cursos  "],
  is_highlighted: true,
  is_visible: true,
  cta_label: "Assinar",
  cta_url: "https://exemplo.com.br/checkout/premium",
};

describe("plan input", () => {
  it("accepts only http(s) checkout links", () => {
    expect(isSafeHttpUrl("https://exemplo.com.br/checkout/x?a=1")).toBe(true);
    expect(isSafeHttpUrl("http://exemplo.com.br")).toBe(true);
    for (const bad of [
      "javascript:alert(1)",
      "data:text/html,x",
      "/pricing",
      "//evil.example",
      "https://",
      "ftp://x",
    ])
      expect(isSafeHttpUrl(bad)).toBe(false);
  });

  it("trims features, turns blank button fields into none, and refuses half a button", () => {
    const parsed = updatePlanSchema.parse({ ...plan, cta_label: " ", cta_url: "" });
    expect(parsed.features).toEqual(["Todos os cursos"]);
    expect([parsed.cta_label, parsed.cta_url]).toEqual([null, null]);
    const half = updatePlanSchema.safeParse({ ...plan, cta_url: "" });
    expect(half.success).toBe(false);
    expect(half.error?.issues[0]?.message).toBe(m.ctaIncomplete);
  });

  it("keeps prices in whole, non-negative cents", () => {
    expect(updatePlanSchema.parse({ ...plan, price_cents: null }).price_cents).toBeNull();
    expect(updatePlanSchema.safeParse({ ...plan, price_cents: 12.99 }).error?.issues[0]?.message).toBe(
      m.priceInvalid,
    );
    expect(updatePlanSchema.safeParse({ ...plan, price_cents: -100 }).error?.issues[0]?.message).toBe(
      m.priceNegative,
    );
  });
});
