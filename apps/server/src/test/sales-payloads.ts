import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import Stripe from "stripe";

/**
 * Signed deliveries as the providers send them: Hotmart's 2.0.0 bodies (fixtures written from its
 * documentation) with its token header, Stripe events signed by the stripe library's own test
 * header, and generic bodies signed by the standardwebhooks library.
 */

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/hotmart/${name}.json`, import.meta.url), "utf8"));

export const HOTMART_TOKEN = "hottok-de-teste-1234567890";
export const STRIPE_SECRET = "whsec_teste_assinatura_stripe_123456";
export const GENERIC_SECRET = `whsec_${Buffer.from("segredo-generico-de-teste-32bytes!").toString("base64")}`;

export type HotmartPurchase = {
  event?: string;
  id?: string;
  transaction?: string;
  productId?: number;
  offerCode?: string;
  email?: string;
  name?: string;
  /** A subscription's subscriber code (and its next charge). */
  subscriber?: string;
  nextCharge?: Date;
  recurrence?: number;
  approvedAt?: Date;
  createdAt?: Date;
};

/** A purchase event (PURCHASE_APPROVED by default), as Hotmart's 2.0.0 sends it. */
export function hotmartPurchase(p: HotmartPurchase = {}) {
  const body = fixture("purchase");
  body.id = p.id ?? randomUUID();
  body.event = p.event ?? "PURCHASE_APPROVED";
  body.creation_date = (p.createdAt ?? new Date()).getTime();
  const d = body.data;
  if (p.productId !== undefined) d.product.id = p.productId;
  if (p.email) d.buyer.email = p.email;
  if (p.name) d.buyer.name = p.name;
  d.purchase.transaction = p.transaction ?? `HP${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  d.purchase.approved_date = (p.approvedAt ?? new Date()).getTime();
  if (p.offerCode !== undefined) d.purchase.offer.code = p.offerCode;
  d.purchase.status = body.event.replace("PURCHASE_", "");
  if (p.subscriber) {
    d.purchase.recurrence_number = p.recurrence ?? 1;
    d.purchase.date_next_charge = (p.nextCharge ?? new Date(Date.now() + 30 * 86_400_000)).getTime();
    d.subscription = {
      status: "ACTIVE",
      plan: { id: 460805, name: "Plano Mensal" },
      subscriber: { code: p.subscriber },
    };
  }
  return body;
}

export function hotmartCancellation(p: {
  subscriber: string;
  productId?: number;
  nextCharge: Date;
  email?: string;
  at?: Date;
}) {
  const body = fixture("subscription-cancellation");
  body.id = randomUUID();
  body.data.subscriber.code = p.subscriber;
  if (p.email) body.data.subscriber.email = p.email;
  if (p.productId !== undefined) body.data.product.id = p.productId;
  body.data.date_next_charge = p.nextCharge.getTime();
  body.data.cancellation_date = (p.at ?? new Date()).getTime();
  return body;
}

export function hotmartSwitchPlan(p: {
  subscriber: string;
  productId?: number;
  offerCode: string;
  nextCharge: Date;
}) {
  const body = fixture("switch-plan");
  body.id = randomUUID();
  const sub = body.data.subscription;
  sub.subscriber_code = p.subscriber;
  if (p.productId !== undefined) sub.product.id = p.productId;
  sub.date_next_charge = p.nextCharge.getTime();
  body.data.plans[0].offer.key = p.offerCode;
  return body;
}

/** A Stripe event of `type` about `object`, signed with the library's test header. */
export function stripeEvent(type: string, object: Record<string, unknown>, created = new Date()) {
  return {
    id: `evt_${randomUUID().replaceAll("-", "").slice(0, 24)}`,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: Math.floor(created.getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}
