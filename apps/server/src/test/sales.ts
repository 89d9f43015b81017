import { randomUUID } from "node:crypto";
import { Webhook } from "standardwebhooks";
import Stripe from "stripe";
import { SALES_DELIVERY_JOB } from "../modules/sales/sales.processing";
import type { Deps } from "../platform/http/context";
import type { TestClient } from "./harness";
import { GENERIC_SECRET, HOTMART_TOKEN, STRIPE_SECRET } from "./sales-payloads";

export * from "./sales-payloads";

export function sendHotmart(client: TestClient, body: unknown, token = HOTMART_TOKEN) {
  return client.request("POST", "/api/webhooks/hotmart", undefined, {
    headers: { "content-type": "application/json", "x-hotmart-hottok": token, origin: "https://hotmart.com" },
    rawBody: JSON.stringify(body),
  });
}

export function sendStripe(
  client: TestClient,
  event: unknown,
  { secret = STRIPE_SECRET, timestamp }: { secret?: string; timestamp?: number } = {},
) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(timestamp ? { timestamp } : {}),
  });
  return client.request("POST", "/api/webhooks/stripe", undefined, {
    headers: { "content-type": "application/json", "stripe-signature": signature },
    rawBody: payload,
  });
}

export function sendGeneric(
  client: TestClient,
  body: unknown,
  {
    secret = GENERIC_SECRET,
    id = `msg_${randomUUID()}`,
    at = new Date(),
  }: { secret?: string; id?: string; at?: Date } = {},
) {
  const payload = JSON.stringify(body);
  const signature = new Webhook(secret).sign(id, at, payload);
  return client.request("POST", "/api/webhooks/generic", undefined, {
    headers: {
      "content-type": "application/json",
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": signature,
    },
    rawBody: payload,
  });
}

/** Waits until every stored delivery was applied. */
export function drainSales(deps: Deps) {
  return deps.jobs.idle([SALES_DELIVERY_JOB], 30_000);
}
