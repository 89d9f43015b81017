import { describe, expect, it } from "vitest";
import {
  AI_QUOTA_WINDOW_MS,
  aiQuotaState,
  aiQuotasWithDefaults,
  aiTierRank,
  asAiTier,
  canUseAgent,
} from "./ai-tiers";

const now = new Date("2026-03-10T12:00:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 60 * 60 * 1000);

describe("AI tiers", () => {
  it("orders trial < basic < premium < enterprise", () => {
    expect(["trial", "basic", "premium", "enterprise"].map((t) => aiTierRank(t as never))).toEqual([
      0, 1, 2, 3,
    ]);
  });

  it("lets a member use agents at or below their tier, admins every agent", () => {
    const member = (tier: "trial" | "basic" | "premium" | "enterprise") => ({ tier, isAdmin: false });
    expect(canUseAgent(member("trial"), "trial")).toBe(true);
    expect(canUseAgent(member("trial"), "basic")).toBe(false);
    expect(canUseAgent(member("basic"), "premium")).toBe(false);
    expect(canUseAgent(member("premium"), "premium")).toBe(true);
    expect(canUseAgent(member("premium"), "basic")).toBe(true);
    expect(canUseAgent(member("enterprise"), "enterprise")).toBe(true);
    expect(canUseAgent({ tier: "trial", isAdmin: true }, "enterprise")).toBe(true);
  });

  it("reads an unknown stored tier as trial", () => {
    expect(asAiTier("gold")).toBe("trial");
    expect(asAiTier(null)).toBe("trial");
    expect(asAiTier("premium")).toBe("premium");
  });

  it("fills the quotas the admin did not set with the defaults", () => {
    expect(
      aiQuotasWithDefaults([
        { tier: "basic", messages_per_day: 7 },
        { tier: "x", messages_per_day: 1 },
      ]),
    ).toEqual({ trial: 20, basic: 7, premium: 300, enterprise: 1000 });
  });
});

describe("AI quota window", () => {
  it("is under the limit with no reset time", () => {
    expect(aiQuotaState(3, [hoursAgo(1), hoursAgo(2)], now)).toEqual({
      used: 2,
      exceeded: false,
      resetsAt: null,
    });
  });

  it("ignores answers older than 24 h", () => {
    expect(aiQuotaState(2, [hoursAgo(1), hoursAgo(24), hoursAgo(30)], now).used).toBe(1);
  });

  it("resets when the oldest counted answer leaves the window", () => {
    const state = aiQuotaState(2, [hoursAgo(1), hoursAgo(5)], now);
    expect(state.exceeded).toBe(true);
    expect(state.resetsAt).toEqual(new Date(hoursAgo(5).getTime() + AI_QUOTA_WINDOW_MS));
  });

  it("with a lowered limit, waits for enough answers to leave", () => {
    const state = aiQuotaState(1, [hoursAgo(1), hoursAgo(3), hoursAgo(5)], now);
    expect(state.used).toBe(3);
    expect(state.resetsAt).toEqual(new Date(hoursAgo(1).getTime() + AI_QUOTA_WINDOW_MS));
  });

  it("a zero quota is exceeded at once and never resets", () => {
    expect(aiQuotaState(0, [], now)).toEqual({ used: 0, exceeded: true, resetsAt: null });
    expect(aiQuotaState(0, [hoursAgo(2)], now)).toEqual({ used: 1, exceeded: true, resetsAt: null });
  });
});
