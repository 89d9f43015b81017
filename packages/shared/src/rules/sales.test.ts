import { describe, expect, it } from "vitest";
import { nextSaleState, offerAccess, type SaleEvent, type SaleState } from "./sales";

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12));
const ev = (kind: SaleEvent["kind"], day: number, paidUntil?: number): SaleEvent => ({
  kind,
  occurredAt: at(day),
  ...(paidUntil === undefined ? {} : { paidUntil: at(paidUntil) }),
});
const replay = (events: SaleEvent[]) =>
  events.reduce<SaleState | null>((state, e) => nextSaleState(state, e), null)!;

describe("nextSaleState", () => {
  it("records the first payment and keeps it when the same approval comes again", () => {
    const once = replay([ev("approved", 1)]);
    expect(once).toEqual({
      status: "approved",
      approvedAt: at(1),
      paidUntil: null,
      statusAt: at(1),
      endedAt: null,
    });
    expect(replay([ev("approved", 1), ev("approved", 1)])).toEqual(once);
  });

  it("makes a refund final whatever arrives after it, and an approval after a refund grants nothing", () => {
    const refundedFirst = replay([ev("refunded", 3), ev("approved", 1)]);
    expect(refundedFirst.status).toBe("refunded");
    expect(refundedFirst.endedAt).toEqual(at(3));
    expect(offerAccess({ duration: "lifetime", days: null }, refundedFirst)).toBeNull();
    const later = replay([ev("approved", 1), ev("refunded", 3), ev("renewed", 5, 40)]);
    expect(later.status).toBe("refunded");
    expect(offerAccess({ duration: "subscription", days: null }, later)).toBeNull();
  });

  it("ends a chargeback or a voided payment at once", () => {
    for (const kind of ["chargeback", "voided"] as const) {
      const state = replay([ev("approved", 1), ev(kind, 2)]);
      expect(state).toMatchObject({ status: kind, approvedAt: at(1), endedAt: at(2) });
      expect(offerAccess({ duration: "lifetime", days: null }, state)).toBeNull();
    }
  });

  it("moves the paid date only forward, in whatever order renewals arrive", () => {
    const state = replay([ev("approved", 1, 31), ev("renewed", 31, 62), ev("renewed", 10, 31)]);
    expect(state).toMatchObject({
      status: "approved",
      approvedAt: at(1),
      paidUntil: at(62),
      statusAt: at(31),
    });
  });

  it("lets an older event add dates without replacing a newer status", () => {
    const state = replay([ev("canceled", 20, 31), ev("approved", 1)]);
    expect(state).toMatchObject({
      status: "canceled",
      approvedAt: at(1),
      paidUntil: at(31),
      endedAt: at(31),
    });
    expect(offerAccess({ duration: "subscription", days: null }, state)).toEqual({ ends: at(31) });
  });

  it("treats a late payment of a sale never paid as no sale, and of a paid one as delayed", () => {
    expect(replay([ev("delayed", 2)]).status).toBe("expired");
    const paid = replay([ev("approved", 1, 31), ev("delayed", 31)]);
    expect(paid).toMatchObject({ status: "delayed", paidUntil: at(31), endedAt: null });
    expect(offerAccess({ duration: "subscription", days: null }, paid)).toEqual({ ends: at(31) });
  });

  it("ignores an expired slip of a sale paid another way", () => {
    const state = replay([ev("approved", 2), ev("expired", 3)]);
    expect(state.status).toBe("approved");
    expect(replay([ev("expired", 3)]).status).toBe("expired");
    expect(offerAccess({ duration: "lifetime", days: null }, replay([ev("expired", 3)]))).toBeNull();
  });
});

describe("offerAccess", () => {
  const approved = replay([ev("approved", 1, 31)]);

  it("grants for life, for N days from the first payment, or to the paid date", () => {
    expect(offerAccess({ duration: "lifetime", days: null }, approved)).toEqual({ ends: null });
    expect(offerAccess({ duration: "days", days: 30 }, approved)).toEqual({ ends: at(31) });
    expect(offerAccess({ duration: "days", days: 7 }, approved)).toEqual({ ends: at(8) });
    expect(offerAccess({ duration: "subscription", days: null }, approved)).toEqual({ ends: at(31) });
  });

  it("keeps a cancelled subscription to its paid date, and a lifetime offer for life", () => {
    const canceled = nextSaleState(approved, ev("canceled", 10));
    expect(offerAccess({ duration: "subscription", days: null }, canceled)).toEqual({ ends: at(31) });
    expect(offerAccess({ duration: "lifetime", days: null }, canceled)).toEqual({ ends: null });
    const noDate = replay([ev("approved", 1), ev("canceled", 10)]);
    expect(offerAccess({ duration: "subscription", days: null }, noDate)).toEqual({ ends: at(10) });
  });

  it("grants nothing for a sale never paid", () => {
    expect(offerAccess({ duration: "lifetime", days: null }, replay([ev("canceled", 2)]))).toBeNull();
  });
});
