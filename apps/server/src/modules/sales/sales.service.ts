import { randomBytes } from "node:crypto";
import type { AiTier } from "@guilda/shared";
import { aiTierRank, asAiTier } from "@guilda/shared/rules/ai-tiers";
import { saleLabels, salesMessages as m } from "@guilda/shared/messages/sales";
import type { SaleStatus } from "@guilda/shared/rules/sales";
import {
  DELIVERY_STATUSES,
  SALE_PROVIDERS,
  type DeliveryDetail,
  type DeliveryItem,
  type DeliveryPage,
  type DeliveryStatus,
  type GeneratedSecret,
  type OfferValues,
  type OfferView,
  type ProviderView,
  type PurchaseView,
  type SaleProvider,
} from "@guilda/shared/schemas/sales";
import { z } from "zod";
import type { deliveriesQuerySchema } from "@guilda/shared/schemas/sales";
import type { Db } from "../../platform/db";
import { isUniqueViolation } from "../../platform/db/errors";
import type { Deps } from "../../platform/http/context";
import { cursorCodec, cursorTimestamp } from "../../platform/http/cursor";
import { AppError } from "../../platform/http/errors";
import { recordAudit, recordAuditChange } from "../audit/audit.service";
import { existingCourseIds } from "../invites/invites.service";
import {
  genericBodyProblems,
  verifyGeneric,
  verifyHotmart,
  verifyStripe,
  type Verification,
} from "./providers";
import {
  noteReceived,
  SALES_DELIVERY_JOB,
  SALES_OFFER_SYNC_JOB,
  type SalesDeliveryJob,
  type SalesOfferSyncJob,
} from "./sales.processing";
import * as q from "./sales.queries";

const VERIFY: Record<SaleProvider, (raw: string, headers: Headers, secret: string) => Verification> = {
  hotmart: verifyHotmart,
  stripe: verifyStripe,
  generic: verifyGeneric,
};

export type Receipt =
  | { kind: "stored" }
  | { kind: "refused"; message: string }
  | { kind: "malformed" }
  | { kind: "invalid"; problems: Record<string, string> };

/**
 * One inbound delivery: the signature is checked on the raw body first; a refused one is kept in
 * the log without its body. A good one is stored, with its processing job, in one transaction:
 * what is answered 200 is never lost, and a copy of an event already stored is only counted.
 */
export async function receiveDelivery(
  deps: Deps,
  provider: SaleProvider,
  raw: string,
  headers: Headers,
  ip: string,
): Promise<Receipt> {
  noteReceived();
  const db = deps.database.db;
  const secret = await q.providerSecret(db, provider);
  const verdict: Verification = secret
    ? VERIFY[provider](raw, headers, secret)
    : { ok: false, reason: "signature" };
  if (!verdict.ok && verdict.reason === "signature") {
    const message = secret ? m.signatureInvalid : m.providerNotConfigured;
    await q.storeRefused(db, provider, ip, message);
    return { kind: "refused", message };
  }
  if (!verdict.ok) return { kind: "malformed" };
  const delivery = verdict.delivery;

  // Our own documented body: a sender that gets it wrong hears which field, and the log shows it.
  const problems = provider === "generic" ? genericBodyProblems(delivery.body) : null;
  await deps.jobs.start();
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const stored = await q.storeDelivery(tx, {
      provider,
      ...delivery,
      ...(problems ? { status: "failed" as const, error: m.bodyInvalid } : {}),
    });
    if (stored.fresh && !problems)
      await deps.jobs.enqueueMany<SalesDeliveryJob>(SALES_DELIVERY_JOB, [{ deliveryId: stored.id }], {
        db: tx,
      });
  });
  return problems ? { kind: "invalid", problems } : { kind: "stored" };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

// ——— Offers ———

function offerView(
  row: q.OfferRow & { purchases?: number; live_purchases?: number },
  titles: Map<string, { title: string }>,
): OfferView {
  return {
    id: row.id,
    name: row.name,
    provider: row.provider as SaleProvider,
    product_key: row.product_key,
    offer_code: row.offer_code,
    duration: row.duration,
    days: row.days,
    courses: row.course_ids
      .filter((id) => titles.has(id))
      .map((id) => ({ id, title: titles.get(id)!.title }))
      .sort((a, b) => a.title.localeCompare(b.title, "pt-BR")),
    categories: row.categories,
    ai_tier: row.ai_tier ? asAiTier(row.ai_tier) : null,
    grants_student: row.grants_student,
    purchases: row.purchases ?? 0,
    live_purchases: row.live_purchases ?? 0,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listOffers(db: Db): Promise<OfferView[]> {
  const rows = await q.listOffers(db);
  const titles = await q.courseTitles(db, [...new Set(rows.flatMap((r) => r.course_ids))]);
  return rows.map((r) => offerView(r, titles));
}

async function offerById(db: Db, id: string) {
  const row = (await q.listOffers(db)).find((r) => r.id === id);
  if (!row) throw new AppError(404, "NOT_FOUND", m.offerNotFound);
  return offerView(row, await q.courseTitles(db, row.course_ids));
}

function offerValues(input: OfferValues) {
  return {
    name: input.name,
    provider: input.provider,
    product_key: input.product_key,
    offer_code: input.offer_code,
    duration: input.duration,
    days: input.days,
    categories: [...new Set(input.categories)],
    ai_tier: input.ai_tier,
    grants_student: input.grants_student,
  };
}

async function knownCourses(db: Db, ids: string[]) {
  const unique = [...new Set(ids)];
  const known = await existingCourseIds(db, unique);
  if (known.length !== unique.length) throw AppError.validation({ course_ids: m.unknownCourse });
  return unique;
}

const offerTaken = () => AppError.validation({ product_key: m.offerTaken });

/** What the audit log keeps of an offer: its terms, the courses by their titles. */
function offerTerms(offer: OfferView) {
  return {
    name: offer.name,
    provider: saleLabels.provider[offer.provider],
    product_key: offer.product_key,
    offer_code: offer.offer_code,
    duration: saleLabels.duration[offer.duration as keyof typeof saleLabels.duration] ?? offer.duration,
    days: offer.days,
    courses: offer.courses.map((c) => c.title),
    categories: offer.categories,
    ai_tier: offer.ai_tier,
    grants_student: offer.grants_student,
  };
}

const offerTarget = (offer: OfferView) => ({ kind: "offer", id: offer.id, label: offer.name });

export async function createOffer(db: Db, input: OfferValues, by: string): Promise<OfferView> {
  const courseIds = await knownCourses(db, input.course_ids);
  try {
    return await db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const offer = await offerById(tx, await q.insertOffer(tx, offerValues(input), courseIds));
      await recordAudit(tx, {
        actorId: by,
        action: "sales.offer_create",
        target: offerTarget(offer),
        after: offerTerms(offer),
      });
      return offer;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw offerTaken();
    throw error;
  }
}

/**
 * An offer's new terms reach every buyer: a job grants each of its purchases again (a course
 * added is granted, one removed taken back, unless given by hand or by another purchase).
 */
export async function updateOffer(
  deps: Deps,
  id: string,
  input: OfferValues,
  by: string,
): Promise<OfferView> {
  const db = deps.database.db;
  const courseIds = await knownCourses(db, input.course_ids);
  await deps.jobs.start();
  try {
    const found = await db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      const before = await offerById(tx, id).catch(() => null);
      if (!before || !(await q.updateOffer(tx, id, offerValues(input), courseIds))) return false;
      if (await q.offerHasPurchases(tx, id))
        await deps.jobs.enqueueMany<SalesOfferSyncJob>(SALES_OFFER_SYNC_JOB, [{ offerId: id }], { db: tx });
      const after = await offerById(tx, id);
      await recordAuditChange(tx, {
        actorId: by,
        action: "sales.offer_update",
        target: offerTarget(after),
        before: offerTerms(before),
        after: offerTerms(after),
      });
      return true;
    });
    if (!found) throw new AppError(404, "NOT_FOUND", m.offerNotFound);
  } catch (error) {
    if (isUniqueViolation(error)) throw offerTaken();
    throw error;
  }
  return offerById(db, id);
}

export async function deleteOffer(db: Db, id: string, by: string) {
  if (await q.offerHasPurchases(db, id)) throw new AppError(409, "CONFLICT", m.offerHasPurchases);
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const offer = await offerById(tx, id);
    if (!(await q.deleteOffer(tx, id))) throw new AppError(404, "NOT_FOUND", m.offerNotFound);
    await recordAudit(tx, {
      actorId: by,
      action: "sales.offer_delete",
      target: offerTarget(offer),
      before: offerTerms(offer),
    });
  });
}

// ——— Providers ———

/** The last 4 characters, the rest hidden. */
const mask = (secret: string) => `••••••••${secret.slice(-4)}`;

export const webhookUrl = (publicUrl: string, provider: SaleProvider) =>
  `${publicUrl}/api/webhooks/${provider}`;

export async function listProviders(deps: Deps): Promise<ProviderView[]> {
  const db = deps.database.db;
  const rows = new Map((await q.listProviders(db)).map((r) => [r.provider, r]));
  const refused = await q.refusedSince(db, new Date(Date.now() - 24 * 60 * 60 * 1000));
  return SALE_PROVIDERS.map((provider) => {
    const row = rows.get(provider);
    return {
      provider,
      webhook_url: webhookUrl(deps.config.publicUrl, provider),
      configured: !!row,
      masked: row ? mask(row.secret) : null,
      updated_at: row ? row.updated_at.toISOString() : null,
      failed_signatures_24h: refused.get(provider) ?? 0,
    };
  });
}

/** Hotmart's token or Stripe's signing secret, pasted from their panels. */
export async function saveProviderSecret(
  deps: Deps,
  provider: "hotmart" | "stripe",
  secret: string,
  by: string,
) {
  await saveSecretRecorded(deps.database.db, provider, secret, by);
  return (await listProviders(deps)).find((p) => p.provider === provider)!;
}

/**
 * Saves a provider's secret and records the change: whether it was configured, and the secret
 * as the page shows it (its last 4 characters), never the secret itself.
 */
async function saveSecretRecorded(db: Db, provider: SaleProvider, secret: string, by: string) {
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    const current = (await q.listProviders(tx)).find((r) => r.provider === provider);
    await q.saveProviderSecret(tx, provider, secret, by);
    await recordAudit(tx, {
      actorId: by,
      action: "sales.provider",
      target: { kind: "provider", id: provider, label: saleLabels.provider[provider] },
      before: { configured: !!current, secret: current ? mask(current.secret) : null },
      after: { configured: true, secret: mask(secret) },
    });
  });
}

/** A new secret for the generic endpoint (Standard Webhooks: whsec_ and 32 random bytes), shown once. */
export async function generateGenericSecret(deps: Deps, by: string): Promise<GeneratedSecret> {
  const secret = `whsec_${randomBytes(32).toString("base64")}`;
  await saveSecretRecorded(deps.database.db, "generic", secret, by);
  const view = (await listProviders(deps)).find((p) => p.provider === "generic")!;
  return { ...view, secret };
}

// ——— Deliveries ———

const deliveryCursor = cursorCodec(z.object({ at: cursorTimestamp, id: z.uuid() }).strict());

function deliveryItem(r: Awaited<ReturnType<typeof q.listDeliveries>>[number]): DeliveryItem {
  return {
    id: r.id,
    provider: r.provider as SaleProvider,
    event_id: r.event_id,
    event_type: r.event_type,
    status: r.status as DeliveryStatus,
    error: r.error,
    received_at: r.received_at.toISOString(),
    processed_at: iso(r.processed_at),
    received_count: r.received_count,
    buyer_email: r.buyer_email,
    client_ip: r.client_ip,
  };
}

export async function listDeliveries(
  db: Db,
  query: z.output<typeof deliveriesQuerySchema>,
): Promise<DeliveryPage> {
  const cursor = query.cursor ? deliveryCursor.decode(query.cursor) : undefined;
  const rows = await q.listDeliveries(db, query, query.limit + 1, cursor);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const counted = await q.deliveryCounts(db, query.provider);
  return {
    items: page.map(deliveryItem),
    next_cursor:
      rows.length > query.limit && last
        ? deliveryCursor.encode({ at: last.received_at.toISOString(), id: last.id })
        : null,
    counts: Object.fromEntries(DELIVERY_STATUSES.map((s) => [s, counted.get(s) ?? 0])) as Record<
      DeliveryStatus,
      number
    >,
  };
}

export async function getDelivery(db: Db, id: string): Promise<DeliveryDetail> {
  const row = await q.findDelivery(db, id);
  if (!row) throw new AppError(404, "NOT_FOUND", m.deliveryNotFound);
  return { ...deliveryItem(row), body: row.body };
}

/**
 * 'Reprocessar': the delivery is read and applied again by a new job. Applying is idempotent
 * (the sale's state and its grants are what its events say), so reprocessing a processed
 * delivery changes nothing unless an offer now matches it.
 */
export async function reprocessDelivery(deps: Deps, id: string): Promise<DeliveryDetail> {
  const db = deps.database.db;
  const existing = await q.findDelivery(db, id);
  if (!existing) throw new AppError(404, "NOT_FOUND", m.deliveryNotFound);
  if (existing.status === "invalid_signature") throw AppError.validation({ id: m.deliveryNotReprocessable });
  await deps.jobs.start();
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    if (!(await q.requeueDelivery(tx, id))) return;
    await deps.jobs.enqueueMany<SalesDeliveryJob>(SALES_DELIVERY_JOB, [{ deliveryId: id }], { db: tx });
  });
  return getDelivery(db, id);
}

// ——— Purchases ———

export async function memberPurchases(db: Db, userId: string): Promise<PurchaseView[]> {
  const rows = await q.purchasesOfMember(db, userId);
  return rows.map(({ purchase: p, offers, invite_status }) => ({
    id: p.id,
    provider: p.provider as SaleProvider,
    transaction: p.transaction,
    status: p.status as SaleStatus,
    offers,
    email: p.email,
    buyer_name: p.buyer_name,
    amount_cents: p.amount_cents,
    currency: p.currency,
    approved_at: iso(p.approved_at),
    paid_until: iso(p.paid_until),
    ended_at: iso(p.ended_at),
    invite_pending: invite_status === "pending",
    created_at: p.created_at.toISOString(),
    updated_at: p.updated_at.toISOString(),
  }));
}

/**
 * For a locked agent: the published courses (members see them in the showcase) whose offers give
 * `required` or a higher tier, by title, without repeats. Unpublished ones are never named.
 */
export async function coursesUnlockingTier(
  db: Db,
  required: AiTier,
): Promise<{ title: string; slug: string }[]> {
  const rows = await q.publishedCoursesOfTierOffers(db);
  const seen = new Map<string, { title: string; slug: string; order: number }>();
  for (const row of rows)
    if (aiTierRank(asAiTier(row.ai_tier)) >= aiTierRank(required) && !seen.has(row.slug))
      seen.set(row.slug, row);
  return [...seen.values()]
    .sort((a, b) => a.order - b.order || a.title.localeCompare(b.title, "pt-BR"))
    .map(({ title, slug }) => ({ title, slug }));
}

/** The admin hub's 'Vendas' card: the offers, and the deliveries whose processing failed ('Reprocessar'). */
export function salesHubCounts(db: Db) {
  return q.countOffersAndFailures(db);
}
