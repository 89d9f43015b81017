import { asAiTier } from "@guilda/shared/rules/ai-tiers";
import { tierLabel } from "@guilda/shared/rules/community-words";
import { salesMessages as m } from "@guilda/shared/messages/sales";
import { nextSaleState, offerAccess, type SaleState, type SaleStatus } from "@guilda/shared/rules/sales";
import type { SaleProvider } from "@guilda/shared/schemas/sales";
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db";
import { publish, type PublishScope } from "../../platform/events";
import type { Deps } from "../../platform/http/context";
import type { JobContext, Jobs } from "../../platform/jobs";
import { PendingEvents } from "../../platform/realtime/pending";
import { inviteBuyer, settleBuyerInvite } from "../invites/invites.service";
import { tierLabels } from "../plans/plans.service";
import {
  approvePendingMember,
  endLapsedGrants,
  setPurchaseGrants,
  type GrantTarget,
  type PurchaseGrant,
} from "../members/members.service";
import { readDelivery, type Reading, type SaleNotice } from "./providers";
import * as q from "./sales.queries";

/** One job per stored delivery; retried with back-off while it fails. */
export const SALES_DELIVERY_JOB = "sales-delivery";
export type SalesDeliveryJob = { deliveryId: string };
/** An offer changed: every purchase of it is granted again by its new terms. */
export const SALES_OFFER_SYNC_JOB = "sales-offer-sync";
export type SalesOfferSyncJob = { offerId: string };
/** Every 5 minutes: tiers and roles whose paid period ended are taken back. */
export const SALES_GRANT_SWEEP_JOB = "sales-grant-sweep";

/**
 * Sales are applied one at a time, whatever the instance: two notifications of the same new sale
 * (an approval and its completion, or Stripe's session and invoice) must find each other.
 */
const SALES_LOCK = 7_300_030;

/** A delivery that can only be applied after another (a payment of a sale not stored yet). */
class NotYet extends Error {}

/**
 * Senders wait for their 200; a delivery's processing can wait a moment. On one instance the
 * thread (and, on the embedded database, the one connection) is shared: a job starts once no
 * delivery has been received for QUIET_MS, or after MAX_YIELD_MS however busy the endpoint is.
 */
const QUIET_MS = 30;
const MAX_YIELD_MS = 1000;
let lastReceived = 0;

export function noteReceived() {
  lastReceived = performance.now();
}

async function yieldToSenders() {
  const started = performance.now();
  while (performance.now() - lastReceived < QUIET_MS && performance.now() - started < MAX_YIELD_MS)
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
}

type Scope = { tx: Db; pending: PendingEvents; jobs?: Jobs; db?: Db };
type Outcome = { status: "processed" | "ignored"; error: string | null };

const stateOf = (p: q.PurchaseRow): SaleState => ({
  status: p.status as SaleStatus,
  approvedAt: p.approved_at,
  paidUntil: p.paid_until,
  statusAt: p.status_at,
  endedAt: p.ended_at,
});

/**
 * The worker of SALES_DELIVERY_JOB: reads the stored delivery, applies it to its sale and the
 * buyer's access, and marks it processed or ignored, all in one transaction, so a delivery is
 * applied exactly once however often it is retried or the process dies. Notifications go out
 * after the commit.
 */
export async function processDelivery(deps: Deps, { deliveryId }: SalesDeliveryJob, job: JobContext) {
  const db = deps.database.db;
  const pending = new PendingEvents();
  await yieldToSenders();
  try {
    await db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      await tx.execute(sql`select pg_advisory_xact_lock(${SALES_LOCK})`);
      const delivery = await q.deliveryForUpdate(tx, deliveryId);
      if (!delivery || delivery.status !== "pending") return;
      const provider = delivery.provider as SaleProvider;
      const reading = readDelivery(provider, delivery.body, delivery.received_at);
      const outcome = await apply({ tx, pending, jobs: deps.jobs, db }, provider, reading);
      await q.finishDelivery(tx, delivery.id, outcome.status, outcome.error);
    });
  } catch (error) {
    const waiting = error instanceof NotYet;
    if (!waiting) deps.logger.error({ err: error, deliveryId }, "sale delivery failed");
    await q.noteFailure(db, deliveryId, waiting ? error.message : m.processingFailed, job.isLastAttempt);
    throw error;
  }
  await pending.flush(deps.realtime);
}

async function apply(scope: Scope, provider: SaleProvider, reading: Reading): Promise<Outcome> {
  const { tx } = scope;
  if (reading.type === "ignore") return { status: "ignored", error: reading.reason };
  if (reading.type === "link") {
    const purchase = await q.purchaseByRefs(tx, provider, reading.saleRefs);
    if (!purchase) throw new NotYet(m.waitingForSale);
    await q.addRefs(tx, provider, purchase.id, reading.refs);
    return { status: "processed", error: null };
  }
  const n = reading.notice;
  const offers = await q.matchingOffers(tx, provider, n.products);
  let purchase = await q.purchaseByRefs(tx, provider, [n.saleKey, ...n.refs]);
  const paid = n.kind === "approved" || n.kind === "renewed";
  if (!purchase) {
    // Nothing known of the sale: a payment needs an offer; a refund is remembered even so, for
    // the approval that may come after it; the rest speak of a sale we never had.
    if (n.kind === "switch" || n.kind === "canceled" || n.kind === "delayed")
      return { status: "ignored", error: m.saleUnknown };
    if ((paid || n.kind === "expired") && offers.length === 0)
      return { status: "ignored", error: m.unknownProduct(productNames(n)) };
  }
  const before = purchase ? stateOf(purchase) : null;
  const state: SaleState =
    n.kind === "switch"
      ? { ...before!, paidUntil: laterOf(before!.paidUntil, n.paidUntil ?? null) }
      : nextSaleState(before, { kind: n.kind, occurredAt: n.occurredAt, paidUntil: n.paidUntil ?? null });
  const values = {
    status: state.status,
    approved_at: state.approvedAt,
    paid_until: state.paidUntil,
    status_at: state.statusAt,
    ended_at: state.endedAt,
  };
  if (!purchase) {
    purchase = await q.insertPurchase(tx, {
      provider,
      transaction: n.saleKey,
      ...values,
      email: n.buyer?.email ?? null,
      buyer_name: n.buyer?.name ?? null,
      amount_cents: n.amountCents ?? null,
      currency: n.currency ?? null,
    });
  } else {
    purchase = await q.updatePurchase(tx, purchase.id, {
      ...values,
      // What the first notifications did not say, later ones may.
      ...(!purchase.email && n.buyer && !purchase.user_id ? { email: n.buyer.email } : {}),
      ...(!purchase.buyer_name && n.buyer?.name ? { buyer_name: n.buyer.name } : {}),
      ...(purchase.amount_cents === null && n.amountCents != null
        ? { amount_cents: n.amountCents, currency: n.currency ?? null }
        : {}),
    });
  }
  await q.addRefs(tx, provider, purchase.id, [n.saleKey, ...n.refs]);
  if (n.kind === "switch") {
    if (offers.length === 0) return { status: "ignored", error: m.unknownProduct(productNames(n)) };
    await q.replaceOffers(
      tx,
      purchase.id,
      offers.map((o) => o.id),
    );
  } else
    await q.addOffers(
      tx,
      purchase.id,
      offers.map((o) => o.id),
    );
  await settleAccess(scope, purchase.id, { email: true });
  return { status: "processed", error: null };
}

const laterOf = (a: Date | null, b: Date | null) => (!b ? a : !a || b > a ? b : a);
const productNames = (n: SaleNotice) => n.products.flatMap((p) => p.keys).join(", ") || "?";

/** What a purchase gives now, each access with the furthest end its offers give it. */
function grantsOf(state: SaleState, offers: q.OfferRow[]): PurchaseGrant[] {
  const byKey = new Map<string, PurchaseGrant>();
  const add = (g: PurchaseGrant) => {
    const key = `${g.kind}\u0000${g.target}`;
    const had = byKey.get(key);
    if (!had) byKey.set(key, g);
    else if (had.endsAt && (!g.endsAt || g.endsAt > had.endsAt)) had.endsAt = g.endsAt;
  };
  for (const offer of offers) {
    const access = offerAccess(offer, state);
    if (!access) continue;
    const endsAt = access.ends;
    for (const id of offer.course_ids) add({ kind: "course", target: id, endsAt });
    for (const category of offer.categories) add({ kind: "category", target: category, endsAt });
    if (offer.ai_tier) add({ kind: "ai_tier", target: asAiTier(offer.ai_tier), endsAt });
    if (offer.grants_student) add({ kind: "student", target: "", endsAt });
  }
  // A tier or role that already ended gives nothing (the sweep took it or would take it back).
  const now = Date.now();
  return [...byKey.values()].filter(
    (g) => g.kind === "course" || g.kind === "category" || !g.endsAt || g.endsAt.getTime() > now,
  );
}

/**
 * Makes the buyer's access what the purchase gives now: their sources recomputed when they have
 * an account (found by e-mail the first time), else an invite (a pending one reused) while the
 * purchase gives anything, its courses withdrawn when it no longer does.
 */
export async function settleAccess(
  scope: Scope,
  purchaseId: string,
  options: { email: boolean; tell?: boolean },
): Promise<GrantTarget[]> {
  const { tx } = scope;
  const purchase = await q.findPurchase(tx, purchaseId);
  if (!purchase) return [];
  const offers = await q.offersOfPurchase(tx, purchase.id);
  const wanted = grantsOf(stateOf(purchase), offers);
  const userId = purchase.user_id ?? (purchase.email ? await q.userIdByEmail(tx, purchase.email) : null);
  if (userId) {
    if (!purchase.user_id) await q.updatePurchase(tx, purchase.id, { user_id: userId });
    // A sale is the front door: a sign-up waiting for approval is let in by a purchase that grants.
    if (wanted.length > 0) await approvePendingMember(tx, userId);
    const added = await setPurchaseGrants(tx, userId, purchase.id, wanted);
    if (added.length > 0 && options.tell !== false) await tellGranted(scope, userId, added, options.email);
    return added;
  }
  if (!purchase.email) return [];
  if (wanted.length > 0) {
    if (!scope.jobs) throw new Error("a buyer without an account is invited with the job queue");
    const courseIds = wanted.filter((g) => g.kind === "course").map((g) => g.target);
    const name = purchase.buyer_name ?? purchase.email.split("@")[0]!;
    const inviteId = await inviteBuyer(tx, scope.jobs, { email: purchase.email, name }, courseIds);
    if (inviteId !== purchase.invite_id) await q.updatePurchase(tx, purchase.id, { invite_id: inviteId });
  } else if (purchase.invite_id) {
    // The courses the invite's other purchases still give; none: it is withdrawn.
    const still = new Set<string>();
    let live = false;
    for (const other of await q.purchasesOfInvite(tx, purchase.invite_id)) {
      const grants = grantsOf(stateOf(other), await q.offersOfPurchase(tx, other.id));
      if (grants.length) live = true;
      for (const g of grants) if (g.kind === "course") still.add(g.target);
    }
    await settleBuyerInvite(tx, purchase.invite_id, live ? [...still] : null);
  }
  return [];
}

/** 'Acesso liberado', with what was granted. */
async function tellGranted(scope: Scope, userId: string, added: GrantTarget[], email: boolean) {
  const { items, link } = await describe(scope.tx, added);
  await publish(scope, "access.granted", { userId, source: "purchase", items, link, email });
}

/** The names of what was granted, for 'Acesso liberado', and where it leads. */
async function describe(tx: Db, added: GrantTarget[]) {
  const courseIds = added.filter((g) => g.kind === "course").map((g) => g.target);
  const titles = await q.courseTitles(tx, courseIds);
  const labels = added.some((g) => g.kind === "ai_tier") ? await tierLabels(tx) : undefined;
  const items: string[] = [];
  for (const g of added) {
    if (g.kind === "course") items.push(titles.get(g.target)?.title ?? "");
    else if (g.kind === "category") items.push(g.target);
    else if (g.kind === "ai_tier") items.push(m.tierItem(tierLabel(asAiTier(g.target), labels)));
    else items.push(m.studentItem);
  }
  const first = courseIds.map((id) => titles.get(id)).find(Boolean);
  const link = first
    ? `/curso/${encodeURIComponent(first.slug)}`
    : courseIds.length || added.some((g) => g.kind === "category")
      ? "/cursos"
      : "/";
  return { items: items.filter(Boolean), link };
}

/**
 * A member joined (an invite accepted): the purchases that waited for them, by their invite or
 * their address, become theirs and grant now.
 */
export async function claimPurchases(
  scope: PublishScope,
  inviteId: string | null,
  userId: string,
  email: string,
) {
  const added: GrantTarget[] = [];
  for (const id of await q.purchasesAwaiting(scope.tx, inviteId, email)) {
    await q.updatePurchase(scope.tx, id, { user_id: userId });
    added.push(...(await settleAccess(scope, id, { email: false, tell: false })));
  }
  // Told once, in the app: they just read the invite, no second e-mail.
  if (added.length) await tellGranted(scope, userId, added, false);
}

/** SALES_OFFER_SYNC_JOB: every purchase of the offer granted again by its current terms. */
export async function syncOffer(deps: Deps, { offerId }: SalesOfferSyncJob) {
  const db = deps.database.db;
  let after: string | null = null;
  for (;;) {
    const ids = await q.purchasesOfOffer(db, offerId, after, 100);
    if (ids.length === 0) return;
    for (const id of ids) {
      const pending = new PendingEvents();
      await db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        await tx.execute(sql`select pg_advisory_xact_lock(${SALES_LOCK})`);
        await settleAccess({ tx, pending, jobs: deps.jobs, db }, id, { email: true });
      });
      await pending.flush(deps.realtime);
    }
    after = ids[ids.length - 1]!;
  }
}

export async function sweepLapsedGrants(deps: Deps) {
  await endLapsedGrants(deps.database.db);
}
