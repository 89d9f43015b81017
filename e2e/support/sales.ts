import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { BrowserContext } from "playwright-core";
import type { DeliveryPage, DeliveryStatus } from "@guilda/shared/schemas/sales";
import { apiCall } from "./api";
import { baseURL } from "./browser";

/** Hotmart's 2.0.0 purchase body, the fixture the server's tests use. */
const purchaseFixture = () =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, "../../apps/server/src/test/fixtures/hotmart/purchase.json"),
      "utf8",
    ),
  );

/** A purchase event (PURCHASE_APPROVED by default) for `productId`, as Hotmart's 2.0.0 sends it. */
export function hotmartPurchase(p: {
  event?: "PURCHASE_APPROVED" | "PURCHASE_REFUNDED";
  productId: string;
  transaction: string;
  email: string;
  name: string;
}) {
  const body = purchaseFixture();
  const now = Date.now();
  body.id = randomUUID();
  body.event = p.event ?? "PURCHASE_APPROVED";
  body.creation_date = now;
  body.data.product.id = Number(p.productId);
  body.data.buyer.email = p.email;
  body.data.buyer.name = p.name;
  body.data.purchase.transaction = p.transaction;
  body.data.purchase.approved_date = now;
  body.data.purchase.status = body.event.replace("PURCHASE_", "");
  return body;
}

let senderCounter = 0;

/**
 * POSTs a notification to /api/webhooks/hotmart as Hotmart's servers do: JSON with the token in
 * X-HOTMART-HOTTOK, no cookie, no Origin. Each call comes from an address of its own.
 */
export async function sendHotmart(body: unknown, token: string) {
  senderCounter += 1;
  const response = await fetch(`${baseURL()}/api/webhooks/hotmart`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-hotmart-hottok": token,
      "x-forwarded-for": `203.0.113.${(process.pid + senderCounter) % 250}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as unknown };
}

/**
 * Waits until the admin's delivery log shows the delivery of `eventId` in a final status (the job
 * that applies it runs apart from the 200 the provider got).
 */
export async function waitForDelivery(
  staff: BrowserContext,
  eventId: string,
  statuses: DeliveryStatus[] = ["processed"],
): Promise<void> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const page = await apiCall<DeliveryPage>(staff, "GET", "/api/admin/sales/deliveries?limit=100");
    const found = page.items.find((item) => item.event_id === eventId);
    if (found && statuses.includes(found.status)) return;
    if (found && found.status !== "pending")
      throw new Error(`delivery ${eventId} is ${found.status}: ${found.error ?? ""}`);
    if (Date.now() > deadline) throw new Error(`delivery ${eventId} was not processed`);
    await new Promise((r) => setTimeout(r, 300));
  }
}
