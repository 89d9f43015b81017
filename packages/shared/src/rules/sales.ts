/**
 * What a sale is at any moment, from the provider events that reached us in any order, and how
 * long each offer it bought lasts. Pure: the server stores the state and applies the grants.
 */

export const SALE_STATUSES = [
  "approved",
  "delayed",
  "canceled",
  "expired",
  "refunded",
  "chargeback",
  "voided",
] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];

/** What a provider event says about a sale, once read by the provider's adapter. */
export const SALE_EVENT_KINDS = [
  /** Paid (a first payment, a completion, or any payment of a subscription). */
  "approved",
  /** A subscription paid again: the paid period goes on. */
  "renewed",
  /** A subscription's payment is late: nothing is extended; access lasts to the paid date. */
  "delayed",
  /** A subscription cancelled: access lasts until the paid period ends. */
  "canceled",
  /** An unpaid purchase (bank slip, Pix) expired: never paid, nothing granted. */
  "expired",
  /** Money returned: what the sale granted is taken back at once, for good. */
  "refunded",
  "chargeback",
  /** The payment itself was cancelled (refused card, cancelled slip): nothing stays granted. */
  "voided",
] as const;
export type SaleEventKind = (typeof SALE_EVENT_KINDS)[number];

/** Refunds, chargebacks and voided payments end a sale; nothing that arrives later revives it. */
export const FINAL_SALE_STATUSES: readonly SaleStatus[] = ["refunded", "chargeback", "voided"];

export type SaleState = {
  status: SaleStatus;
  /** When it was first paid; null while it never was. */
  approvedAt: Date | null;
  /** The end of the paid period of a subscription, when the provider said it. */
  paidUntil: Date | null;
  /** When the event that set `status` happened (later events win; earlier ones only add dates). */
  statusAt: Date;
  /** When access ended or ends because of a cancellation, refund or chargeback. */
  endedAt: Date | null;
};

export type SaleEvent = { kind: SaleEventKind; occurredAt: Date; paidUntil?: Date | null };

const later = (a: Date | null, b: Date | null | undefined) =>
  !b ? a : !a || b.getTime() > a.getTime() ? b : a;

/**
 * The sale after one more event. Events may come twice and out of order: a refund is final
 * whenever it arrives (an approval after it grants nothing); a paid date only ever moves forward;
 * among the other events the one that happened last sets the status.
 */
export function nextSaleState(current: SaleState | null, event: SaleEvent): SaleState {
  const at = event.occurredAt;
  const paidUntil = later(current?.paidUntil ?? null, event.paidUntil);
  if (current && FINAL_SALE_STATUSES.includes(current.status)) return { ...current, paidUntil };
  if (event.kind === "refunded" || event.kind === "chargeback" || event.kind === "voided") {
    return {
      status: event.kind,
      approvedAt: current?.approvedAt ?? null,
      paidUntil,
      statusAt: at,
      endedAt: at,
    };
  }
  const paid = event.kind === "approved" || event.kind === "renewed";
  const approvedAt = current?.approvedAt ?? (paid ? at : null);
  // An event older than the status it would replace only adds what it knows of dates.
  if (current && at.getTime() < current.statusAt.getTime()) return { ...current, approvedAt, paidUntil };
  switch (event.kind) {
    case "approved":
    case "renewed":
      return { status: "approved", approvedAt, paidUntil, statusAt: at, endedAt: null };
    case "delayed":
      // Late on a sale never paid is no sale at all; it stays as it was (or is recorded expired).
      if (!approvedAt)
        return current ?? { status: "expired", approvedAt, paidUntil, statusAt: at, endedAt: at };
      return { status: "delayed", approvedAt, paidUntil, statusAt: at, endedAt: null };
    case "canceled":
      return { status: "canceled", approvedAt, paidUntil, statusAt: at, endedAt: paidUntil ?? at };
    case "expired":
      // An unpaid slip expiring says nothing about a sale that was paid another way.
      if (approvedAt && current) return { ...current, paidUntil };
      return { status: "expired", approvedAt, paidUntil, statusAt: at, endedAt: at };
  }
}

export const OFFER_DURATIONS = ["lifetime", "days", "subscription"] as const;
export type OfferDuration = (typeof OFFER_DURATIONS)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long one offer of a sale grants: `null` when it grants nothing (never paid, or taken back),
 * else the end (`ends` null: no end). A cancelled subscription keeps access to its paid date (or
 * the cancellation, when no paid date was said); a refund ends it at once.
 */
export function offerAccess(
  offer: { duration: OfferDuration; days: number | null },
  sale: SaleState,
): { ends: Date | null } | null {
  if (!sale.approvedAt) return null;
  if (FINAL_SALE_STATUSES.includes(sale.status)) return null;
  if (sale.status === "expired") return null;
  if (offer.duration === "lifetime") return { ends: null };
  if (offer.duration === "days") {
    return { ends: new Date(sale.approvedAt.getTime() + (offer.days ?? 0) * DAY_MS) };
  }
  // While the subscription is paid.
  if (sale.status === "canceled") return { ends: sale.endedAt ?? sale.paidUntil ?? sale.statusAt };
  return { ends: sale.paidUntil };
}
