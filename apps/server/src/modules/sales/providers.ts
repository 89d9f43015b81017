import { createHash, timingSafeEqual } from "node:crypto";
import { salesMessages as m } from "@guilda/shared/messages/sales";
import type { SaleEventKind } from "@guilda/shared/rules/sales";
import { genericWebhookSchema, type SaleProvider } from "@guilda/shared/schemas/sales";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import Stripe from "stripe";

/**
 * Each provider's notifications: how their signature is checked (on the raw body, before anything
 * reads it) and what they say about a sale once read. Reading is pure: the processing job decides
 * what the sale becomes.
 */

/** A product as a notification names it: any of `keys` may be the offer's product key. */
export type ProductRef = { keys: string[]; offerCode?: string };

export type SaleNotice = {
  /** A state change of the sale, or 'switch' (a subscription moved to another plan's offer). */
  kind: SaleEventKind | "switch";
  occurredAt: Date;
  paidUntil?: Date | null;
  /** The sale's own name at the provider (a transaction, or the subscription for a subscription). */
  saleKey: string;
  /** Other names the provider gives the same sale (payments, invoices, recurrences). */
  refs: string[];
  products: ProductRef[];
  buyer?: { email: string; name: string | null };
  amountCents?: number | null;
  currency?: string | null;
};

export type Reading =
  | { type: "ignore"; reason: string }
  | { type: "sale"; notice: SaleNotice }
  /** Names more refs of a known sale (Stripe's invoice payments); waits for the sale if unknown. */
  | { type: "link"; refs: string[]; saleRefs: string[] };

export type Verified = { eventId: string; eventType: string; body: unknown; buyerEmail: string | null };
export type Verification = { ok: true; delivery: Verified } | { ok: false; reason: "signature" | "json" };

/** Same time whatever the guess: both sides hashed to one length first. */
function sameSecret(given: string, expected: string) {
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(expected).digest();
  return timingSafeEqual(a, b);
}

function parse(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false };
  }
}

type Obj = Record<string, unknown>;
const obj = (v: unknown): Obj => (v && typeof v === "object" && !Array.isArray(v) ? (v as Obj) : {});
const str = (v: unknown): string | null =>
  typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : null;
const num = (v: unknown): number | null =>
  typeof v === "number" && Number.isFinite(v)
    ? v
    : typeof v === "string" && /^\d+$/.test(v)
      ? Number(v)
      : null;
/** Hotmart dates are milliseconds since the epoch (some older bodies send them as strings). */
const msDate = (v: unknown): Date | null => {
  const n = num(v);
  return n && n > 0 ? new Date(n) : null;
};
/** Stripe dates are seconds since the epoch. */
const secDate = (v: unknown): Date | null => {
  const n = num(v);
  return n && n > 0 ? new Date(n * 1000) : null;
};
const email = (v: unknown) => {
  const s = str(v);
  return s && s.includes("@") ? s.toLowerCase() : null;
};
const cents = (v: unknown) => {
  const n = typeof v === "number" ? v : null;
  return n === null || n < 0 ? null : Math.round(n * 100);
};
const compact = (values: (string | null | undefined)[]) => [
  ...new Set(values.filter((v): v is string => !!v)),
];

// ——— Hotmart (webhook version 2.0.0) ———

const HOTMART_KINDS: Record<string, SaleEventKind> = {
  PURCHASE_APPROVED: "approved",
  PURCHASE_COMPLETE: "approved",
  PURCHASE_REFUNDED: "refunded",
  PURCHASE_CHARGEBACK: "chargeback",
  PURCHASE_CANCELED: "voided",
  PURCHASE_EXPIRED: "expired",
  PURCHASE_DELAYED: "delayed",
  SUBSCRIPTION_CANCELLATION: "canceled",
};

export function verifyHotmart(raw: string, headers: Headers, token: string): Verification {
  const parsed = parse(raw);
  // The token travels in a header (and, in older configurations, in the body as `hottok`).
  const given = headers.get("x-hotmart-hottok") ?? (parsed.ok ? str(obj(parsed.value).hottok) : null) ?? "";
  if (!given || !sameSecret(given, token)) return { ok: false, reason: "signature" };
  if (!parsed.ok) return { ok: false, reason: "json" };
  const body = obj(parsed.value);
  const data = obj(body.data);
  const eventType = str(body.event) ?? "";
  const id = str(body.id);
  return {
    ok: true,
    delivery: {
      // An event without its id is still kept once: named by what it says.
      eventId: id ?? `sem-id:${createHash("sha256").update(raw).digest("hex").slice(0, 32)}`,
      eventType,
      body: parsed.value,
      buyerEmail:
        email(obj(data.buyer).email) ??
        email(obj(data.subscriber).email) ??
        email(obj(obj(data.subscription).user).email),
    },
  };
}

export function readHotmart(body: unknown): Reading {
  const root = obj(body);
  const event = str(root.event) ?? "";
  const data = obj(root.data);
  const created = msDate(root.creation_date) ?? new Date();
  if (event === "SWITCH_PLAN") {
    const sub = obj(data.subscription);
    const code = str(sub.subscriber_code);
    const product = obj(sub.product);
    const current = (Array.isArray(data.plans) ? data.plans : []).map(obj).find((p) => p.current === true);
    const offerCode = str(obj(current?.offer).key);
    const productId = str(product.id);
    if (!code || !productId || !offerCode) return { type: "ignore", reason: m.bodyInvalid };
    return {
      type: "sale",
      notice: {
        kind: "switch",
        occurredAt: msDate(data.switch_plan_date) ?? created,
        paidUntil: msDate(sub.date_next_charge),
        saleKey: `assinatura:${code}`,
        refs: [],
        products: [{ keys: [productId], offerCode }],
      },
    };
  }
  const kind = HOTMART_KINDS[event];
  if (!kind) return { type: "ignore", reason: m.unhandledEvent(event || "?") };
  const product = obj(data.product);
  const productKeys = compact([str(product.id), str(product.ucode)]);
  if (event === "SUBSCRIPTION_CANCELLATION") {
    const subscriber = obj(data.subscriber);
    const code = str(subscriber.code);
    if (!code || !productKeys.length) return { type: "ignore", reason: m.bodyInvalid };
    const buyer = email(subscriber.email);
    return {
      type: "sale",
      notice: {
        kind,
        occurredAt: msDate(data.cancellation_date) ?? created,
        // Hotmart: access lasts until the charge that will not happen.
        paidUntil: msDate(data.date_next_charge),
        saleKey: `assinatura:${code}`,
        refs: [],
        products: [{ keys: productKeys }],
        ...(buyer ? { buyer: { email: buyer, name: str(subscriber.name) } } : {}),
      },
    };
  }
  const purchase = obj(data.purchase);
  const transaction = str(purchase.transaction);
  const code = str(obj(obj(data.subscription).subscriber).code);
  if (!transaction || !productKeys.length) return { type: "ignore", reason: m.bodyInvalid };
  const buyer = obj(data.buyer);
  const buyerEmail = email(buyer.email);
  const price = obj(purchase.price);
  return {
    type: "sale",
    notice: {
      kind,
      occurredAt: kind === "approved" ? (msDate(purchase.approved_date) ?? created) : created,
      paidUntil: code ? msDate(purchase.date_next_charge) : null,
      // A subscription is one sale over its recurrences, each a transaction of its own.
      saleKey: code ? `assinatura:${code}` : transaction,
      refs: [transaction],
      products: [
        {
          keys: productKeys,
          ...(str(obj(purchase.offer).code) ? { offerCode: str(obj(purchase.offer).code)! } : {}),
        },
      ],
      ...(buyerEmail ? { buyer: { email: buyerEmail, name: str(buyer.name) } } : {}),
      amountCents: cents(price.value),
      currency: str(price.currency_value),
    },
  };
}

// ——— Stripe ———

export function verifyStripe(raw: string, headers: Headers, secret: string): Verification {
  const signature = headers.get("stripe-signature");
  if (!signature) return { ok: false, reason: "signature" };
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(raw, signature, secret);
  } catch (error) {
    // The library parses after verifying: a signed body that is not JSON is the sender's mistake.
    if (error instanceof SyntaxError) return { ok: false, reason: "json" };
    return { ok: false, reason: "signature" };
  }
  const object = obj(event.data?.object);
  return {
    ok: true,
    delivery: {
      eventId: event.id,
      eventType: event.type,
      body: event,
      buyerEmail:
        email(obj(object.customer_details).email) ??
        email(object.customer_email) ??
        email(object.receipt_email) ??
        email(obj(object.billing_details).email),
    },
  };
}

/** Price and product ids of an invoice's lines (the current shape and the older one). */
function invoiceProducts(invoice: Obj): ProductRef[] {
  const lines = Array.isArray(obj(invoice.lines).data) ? (obj(invoice.lines).data as unknown[]) : [];
  return lines.map((l) => {
    const line = obj(l);
    const details = obj(obj(line.pricing).price_details);
    const price = obj(line.price);
    return { keys: compact([str(details.price), str(details.product), str(price.id), str(price.product)]) };
  });
}

const idOf = (v: unknown) => str(v) ?? str(obj(v).id);

export function readStripe(body: unknown): Reading {
  const event = obj(body);
  const type = str(event.type) ?? "";
  const o = obj(obj(event.data).object);
  const created = secDate(event.created) ?? new Date();
  switch (type) {
    case "checkout.session.completed": {
      if (o.payment_status !== "paid" && o.payment_status !== "no_payment_required")
        return { type: "ignore", reason: m.unhandledEvent(`${type} (${str(o.payment_status) ?? "?"})`) };
      const subscription = idOf(o.subscription);
      const intent = idOf(o.payment_intent);
      const buyer = email(obj(o.customer_details).email) ?? email(o.customer_email);
      return {
        type: "sale",
        notice: {
          kind: "approved",
          occurredAt: created,
          saleKey: subscription ?? intent ?? str(o.id)!,
          refs: compact([str(o.id), intent, idOf(o.invoice)]),
          // A Payment Link, or the key put in the checkout's metadata; a subscription's prices come
          // with its invoice.
          products: [{ keys: compact([idOf(o.payment_link), str(obj(o.metadata).product_key)]) }],
          ...(buyer ? { buyer: { email: buyer, name: str(obj(o.customer_details).name) } } : {}),
          amountCents: num(o.amount_total),
          currency: str(o.currency)?.toUpperCase() ?? null,
        },
      };
    }
    case "invoice.paid": {
      const subscription = idOf(obj(obj(o.parent).subscription_details).subscription) ?? idOf(o.subscription);
      const payments = Array.isArray(obj(o.payments).data) ? (obj(o.payments).data as unknown[]) : [];
      const ends = (Array.isArray(obj(o.lines).data) ? (obj(o.lines).data as unknown[]) : [])
        .map((l) => secDate(obj(obj(l).period).end))
        .filter((d): d is Date => !!d);
      const buyer = email(o.customer_email);
      return {
        type: "sale",
        notice: {
          kind: o.billing_reason === "subscription_cycle" ? "renewed" : "approved",
          occurredAt: secDate(obj(o.status_transitions).paid_at) ?? created,
          paidUntil: subscription && ends.length ? new Date(Math.max(...ends.map((d) => d.getTime()))) : null,
          saleKey: subscription ?? str(o.id)!,
          refs: compact([
            str(o.id),
            idOf(o.payment_intent),
            idOf(o.charge),
            ...payments.map((p) => idOf(obj(obj(p).payment).payment_intent)),
            ...payments.map((p) => idOf(obj(obj(p).payment).charge)),
          ]),
          products: invoiceProducts(o),
          ...(buyer ? { buyer: { email: buyer, name: str(o.customer_name) } } : {}),
          amountCents: num(o.amount_paid),
          currency: str(o.currency)?.toUpperCase() ?? null,
        },
      };
    }
    case "invoice_payment.paid": {
      const invoice = idOf(o.invoice);
      const payment = obj(o.payment);
      const refs = compact([idOf(payment.payment_intent), idOf(payment.charge)]);
      if (!invoice || !refs.length) return { type: "ignore", reason: m.bodyInvalid };
      return { type: "link", refs, saleRefs: [invoice] };
    }
    case "customer.subscription.deleted": {
      const items = Array.isArray(obj(o.items).data) ? (obj(o.items).data as unknown[]) : [];
      const periodEnds = [
        secDate(o.current_period_end),
        ...items.map((i) => secDate(obj(i).current_period_end)),
      ].filter((d): d is Date => !!d);
      return {
        type: "sale",
        notice: {
          kind: "canceled",
          occurredAt: secDate(o.canceled_at) ?? secDate(o.ended_at) ?? created,
          paidUntil: periodEnds.length ? new Date(Math.max(...periodEnds.map((d) => d.getTime()))) : null,
          saleKey: str(o.id)!,
          refs: [],
          products: [],
        },
      };
    }
    case "charge.refunded": {
      // A partial refund leaves the purchase standing.
      if (o.refunded !== true) return { type: "ignore", reason: m.partialRefund };
      const intent = idOf(o.payment_intent);
      return {
        type: "sale",
        notice: {
          kind: "refunded",
          occurredAt: created,
          saleKey: intent ?? str(o.id)!,
          refs: compact([str(o.id), intent, idOf(o.invoice)]),
          products: [],
        },
      };
    }
    case "charge.dispute.created": {
      const intent = idOf(o.payment_intent);
      const charge = idOf(o.charge);
      return {
        type: "sale",
        notice: {
          kind: "chargeback",
          occurredAt: created,
          saleKey: intent ?? charge ?? str(o.id)!,
          refs: compact([charge, intent]),
          products: [],
        },
      };
    }
    default:
      return { type: "ignore", reason: m.unhandledEvent(type || "?") };
  }
}

// ——— Generic (Standard Webhooks) ———

export function verifyGeneric(raw: string, headers: Headers, secret: string): Verification {
  const signed = {
    "webhook-id": headers.get("webhook-id") ?? "",
    "webhook-timestamp": headers.get("webhook-timestamp") ?? "",
    "webhook-signature": headers.get("webhook-signature") ?? "",
  };
  try {
    // Checks the signature and that the timestamp is within 5 minutes of our clock.
    new Webhook(secret).verify(raw, signed);
  } catch (error) {
    if (error instanceof WebhookVerificationError) return { ok: false, reason: "signature" };
    return { ok: false, reason: "json" };
  }
  const parsed = parse(raw);
  if (!parsed.ok) return { ok: false, reason: "json" };
  const body = obj(parsed.value);
  return {
    ok: true,
    delivery: {
      eventId: signed["webhook-id"],
      eventType: str(body.event) ?? "",
      body: parsed.value,
      buyerEmail: email(obj(body.buyer).email),
    },
  };
}

const GENERIC_KINDS = {
  "purchase.approved": "approved",
  "purchase.refunded": "refunded",
  "subscription.canceled": "canceled",
  "subscription.renewed": "renewed",
} as const;

/** The field errors of a generic body, or null when it is one we read. */
export function genericBodyProblems(body: unknown): Record<string, string> | null {
  const parsed = genericWebhookSchema.safeParse(body);
  if (parsed.success) return null;
  const problems: Record<string, string> = {};
  for (const issue of parsed.error.issues) problems[issue.path.join(".") || "_"] ??= issue.message;
  return problems;
}

export function readGeneric(body: unknown, receivedAt: Date): Reading {
  const parsed = genericWebhookSchema.safeParse(body);
  if (!parsed.success) return { type: "ignore", reason: m.bodyInvalid };
  const b = parsed.data;
  return {
    type: "sale",
    notice: {
      kind: GENERIC_KINDS[b.event],
      occurredAt: b.occurred_at ? new Date(b.occurred_at) : receivedAt,
      paidUntil: b.paid_until ? new Date(b.paid_until) : null,
      saleKey: b.transaction,
      refs: [],
      products: [{ keys: [b.product] }],
      buyer: { email: b.buyer.email.toLowerCase(), name: b.buyer.name?.trim() || null },
      amountCents: b.amount_cents ?? null,
      currency: b.currency?.toUpperCase() ?? null,
    },
  };
}

export function readDelivery(provider: SaleProvider, body: unknown, receivedAt: Date): Reading {
  if (provider === "hotmart") return readHotmart(body);
  if (provider === "stripe") return readStripe(body);
  return readGeneric(body, receivedAt);
}
