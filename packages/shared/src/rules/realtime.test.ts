import { describe, expect, it } from "vitest";
import { busyRetryDelay, reconnectDelay } from "./realtime";

describe("reconnectDelay", () => {
  it("keeps the spec's steps at the middle of the spread", () => {
    expect([0, 1, 2, 3, 4, 9].map((a) => reconnectDelay(a, () => 0.5))).toEqual([
      1000, 2000, 5000, 10_000, 10_000, 10_000,
    ]);
  });

  it("spreads each step by half either way", () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 0.999999)).toBe(1500);
    expect(reconnectDelay(3, () => 0)).toBe(5000);
    expect(reconnectDelay(3, () => 0.999999)).toBe(15_000);
    expect(reconnectDelay(-1, () => 0.5)).toBe(1000);
  });

  it("spreads a thousand tabs over the whole second either side", () => {
    const delays = Array.from({ length: 1000 }, () => reconnectDelay(0));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...delays)).toBeLessThanOrEqual(1500);
    // Spread, not piled up: each tenth of the range holds some of them.
    const buckets = new Set(delays.map((d) => Math.min(9, Math.floor((d - 500) / 100))));
    expect(buckets.size).toBe(10);
  });
});

describe("busyRetryDelay", () => {
  it("reads the server's wait and spreads it", () => {
    expect(busyRetryDelay("4000", () => 0.5)).toBe(4000);
    expect(busyRetryDelay("4000", () => 0)).toBe(2000);
    expect(busyRetryDelay("999999", () => 0.5)).toBe(60_000);
  });

  it("ignores any other reason", () => {
    expect(busyRetryDelay("", () => 0.5)).toBeNull();
    expect(busyRetryDelay("session ended", () => 0.5)).toBeNull();
    expect(busyRetryDelay("-5", () => 0.5)).toBeNull();
    expect(busyRetryDelay("1e3", () => 0.5)).toBeNull();
  });
});
