import type { OfferDuration } from "@guilda/shared/rules/sales";
import type { DeliveryStatus, SaleProvider } from "@guilda/shared/schemas/sales";
import { and, desc, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import {
  courses,
  purchaseOffers,
  purchaseRefs,
  purchases,
  salesOfferCourses,
  salesOffers,
  salesProviders,
  users,
  webhookDeliveries,
} from "../../db/schema";
import type { Db } from "../../platform/db";
import { pgArray } from "../../platform/db/array";
import type { ProductRef } from "./providers";

// ——— Deliveries ———

/**
 * Stores a verified delivery; a copy of an event already stored (the provider retrying, or the
 * same event sent in parallel) only counts. True when this one is new and must be processed.
 */
export async function storeDelivery(
  db: Db,
  d: {
    provider: SaleProvider;
    eventId: string;
    eventType: string;
    body: unknown;
    buyerEmail: string | null;
    status?: DeliveryStatus;
    error?: string;
  },
) {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      provider: d.provider,
      event_id: d.eventId,
      event_type: d.eventType.slice(0, 200),
      status: d.status ?? "pending",
      error: d.error ?? null,
      body: d.body,
      buyer_email: d.buyerEmail,
    })
    .onConflictDoUpdate({
      target: [webhookDeliveries.provider, webhookDeliveries.event_id],
      targetWhere: sql`${webhookDeliveries.event_id} is not null`,
      set: { received_count: sql`${webhookDeliveries.received_count} + 1` },
    })
    .returning({ id: webhookDeliveries.id, fresh: sql<boolean>`xmax = 0` });
  return row!;
}

/** A refused signature: kept without its body, with the address that sent it. */
export async function storeRefused(db: Db, provider: SaleProvider, clientIp: string, error: string) {
  await db.insert(webhookDeliveries).values({
    provider,
    status: "invalid_signature",
    error,
    client_ip: clientIp.slice(0, 100),
  });
}

export async function deliveryForUpdate(db: Db, id: string) {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)).for("update");
  return row;
}

export async function finishDelivery(db: Db, id: string, status: DeliveryStatus, error: string | null) {
  await db
    .update(webhookDeliveries)
    .set({ status, error, processed_at: new Date() })
    .where(eq(webhookDeliveries.id, id));
}

/** A failed try: the reason shows in the log while retries go on; the last one marks it failed. */
export async function noteFailure(db: Db, id: string, error: string, final: boolean) {
  await db
    .update(webhookDeliveries)
    .set(final ? { status: "failed", error, processed_at: new Date() } : { error })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, "pending")));
}

export async function requeueDelivery(db: Db, id: string) {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: "pending", error: null, processed_at: null })
    .where(and(eq(webhookDeliveries.id, id), sql`${webhookDeliveries.status} <> 'invalid_signature'`))
    .returning({ id: webhookDeliveries.id });
  return rows.length > 0;
}

const deliveryColumns = {
  id: webhookDeliveries.id,
  provider: webhookDeliveries.provider,
  event_id: webhookDeliveries.event_id,
  event_type: webhookDeliveries.event_type,
  status: webhookDeliveries.status,
  error: webhookDeliveries.error,
  received_at: webhookDeliveries.received_at,
  processed_at: webhookDeliveries.processed_at,
  received_count: webhookDeliveries.received_count,
  buyer_email: webhookDeliveries.buyer_email,
  client_ip: webhookDeliveries.client_ip,
};

export type DeliveryCursor = { at: string; id: string };

/** The log, newest first, one keyset page. */
export function listDeliveries(
  db: Db,
  f: { provider?: SaleProvider | undefined; status?: DeliveryStatus | undefined },
  limit: number,
  cursor?: DeliveryCursor,
) {
  const where: SQL[] = [];
  if (f.provider) where.push(eq(webhookDeliveries.provider, f.provider));
  if (f.status) where.push(eq(webhookDeliveries.status, f.status));
  if (cursor)
    where.push(
      or(
        lt(webhookDeliveries.received_at, new Date(cursor.at)),
        and(eq(webhookDeliveries.received_at, new Date(cursor.at)), lt(webhookDeliveries.id, cursor.id)),
      )!,
    );
  return db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(and(...where))
    .orderBy(desc(webhookDeliveries.received_at), desc(webhookDeliveries.id))
    .limit(limit);
}

export async function deliveryCounts(db: Db, provider?: SaleProvider) {
  const rows = await db
    .select({ status: webhookDeliveries.status, n: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .where(provider ? eq(webhookDeliveries.provider, provider) : undefined)
    .groupBy(webhookDeliveries.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

export async function findDelivery(db: Db, id: string) {
  const [row] = await db
    .select({ ...deliveryColumns, body: webhookDeliveries.body })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, id));
  return row;
}

export async function refusedSince(db: Db, since: Date) {
  const rows = await db
    .select({ provider: webhookDeliveries.provider, n: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.status, "invalid_signature"),
        sql`${webhookDeliveries.received_at} >= ${since}`,
      ),
    )
    .groupBy(webhookDeliveries.provider);
  return new Map(rows.map((r) => [r.provider, r.n]));
}

// ——— Providers ———

export async function providerSecret(db: Db, provider: SaleProvider) {
  const [row] = await db
    .select({ secret: salesProviders.secret })
    .from(salesProviders)
    .where(eq(salesProviders.provider, provider));
  return row?.secret ?? null;
}

export function listProviders(db: Db) {
  return db.select().from(salesProviders);
}

export async function saveProviderSecret(db: Db, provider: SaleProvider, secret: string, by: string) {
  await db
    .insert(salesProviders)
    .values({ provider, secret, updated_by: by })
    .onConflictDoUpdate({
      target: salesProviders.provider,
      set: { secret, updated_by: by, updated_at: new Date() },
    });
}

// ——— Offers ———

export type OfferRow = {
  id: string;
  name: string;
  provider: string;
  product_key: string;
  offer_code: string;
  duration: OfferDuration;
  days: number | null;
  categories: string[];
  ai_tier: string | null;
  grants_student: boolean;
  course_ids: string[];
  created_at: Date;
  updated_at: Date;
};

const offerColumns = {
  id: salesOffers.id,
  name: salesOffers.name,
  provider: salesOffers.provider,
  product_key: salesOffers.product_key,
  offer_code: salesOffers.offer_code,
  duration: sql<OfferDuration>`${salesOffers.duration}`,
  days: salesOffers.days,
  categories: salesOffers.categories,
  ai_tier: salesOffers.ai_tier,
  grants_student: salesOffers.grants_student,
  course_ids: sql<string[]>`coalesce((select array_agg(soc.course_id order by soc.course_id)
    from ${salesOfferCourses} soc where soc.offer_id = sales_offers.id), '{}')`,
  created_at: salesOffers.created_at,
  updated_at: salesOffers.updated_at,
};

/** The offers a notification's products name (an offer code, when the offer has one, must match). */
export async function matchingOffers(
  db: Db,
  provider: SaleProvider,
  products: ProductRef[],
): Promise<OfferRow[]> {
  const wanted = products.filter((p) => p.keys.length > 0);
  if (wanted.length === 0) return [];
  const conditions = wanted.map((p) =>
    and(
      inArray(salesOffers.product_key, p.keys),
      or(eq(salesOffers.offer_code, ""), eq(salesOffers.offer_code, p.offerCode ?? ""))!,
    ),
  );
  return db
    .select(offerColumns)
    .from(salesOffers)
    .where(and(eq(salesOffers.provider, provider), or(...conditions)))
    .orderBy(salesOffers.name, salesOffers.id);
}

export function listOffers(db: Db) {
  return db
    .select({
      ...offerColumns,
      purchases: sql<number>`(select count(*)::int from ${purchaseOffers} po where po.offer_id = sales_offers.id)`,
      live_purchases: sql<number>`(select count(*)::int from ${purchaseOffers} po
        join ${purchases} p on p.id = po.purchase_id
        where po.offer_id = sales_offers.id and p.status in ('approved', 'delayed', 'canceled'))`,
    })
    .from(salesOffers)
    .orderBy(salesOffers.name, salesOffers.id);
}

export async function findOffer(db: Db, id: string) {
  const [row] = await db.select(offerColumns).from(salesOffers).where(eq(salesOffers.id, id));
  return row;
}

export async function courseTitles(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, { title: string; slug: string }>();
  const rows = await db
    .select({ id: courses.id, title: courses.title, slug: courses.slug })
    .from(courses)
    .where(inArray(courses.id, ids));
  return new Map(rows.map((r) => [r.id, { title: r.title, slug: r.slug }]));
}

type OfferValues = {
  name: string;
  provider: string;
  product_key: string;
  offer_code: string;
  duration: string;
  days: number | null;
  categories: string[];
  ai_tier: string | null;
  grants_student: boolean;
};

export async function insertOffer(db: Db, values: OfferValues, courseIds: string[]) {
  const [row] = await db.insert(salesOffers).values(values).returning({ id: salesOffers.id });
  if (courseIds.length)
    await db
      .insert(salesOfferCourses)
      .values(courseIds.map((course_id) => ({ offer_id: row!.id, course_id })));
  return row!.id;
}

export async function updateOffer(db: Db, id: string, values: OfferValues, courseIds: string[]) {
  const rows = await db
    .update(salesOffers)
    .set({ ...values, updated_at: new Date() })
    .where(eq(salesOffers.id, id))
    .returning({ id: salesOffers.id });
  if (!rows.length) return false;
  await db.delete(salesOfferCourses).where(eq(salesOfferCourses.offer_id, id));
  if (courseIds.length)
    await db.insert(salesOfferCourses).values(courseIds.map((course_id) => ({ offer_id: id, course_id })));
  return true;
}

export async function offerHasPurchases(db: Db, id: string) {
  const [row] = await db
    .select({ one: sql`1` })
    .from(purchaseOffers)
    .where(eq(purchaseOffers.offer_id, id))
    .limit(1);
  return !!row;
}

export async function deleteOffer(db: Db, id: string) {
  const rows = await db.delete(salesOffers).where(eq(salesOffers.id, id)).returning({ id: salesOffers.id });
  return rows.length > 0;
}

/** Purchases of an offer, a page at a time by id (its edit reaches every buyer). */
export async function purchasesOfOffer(db: Db, offerId: string, after: string | null, limit: number) {
  const rows = await db
    .select({ id: purchaseOffers.purchase_id })
    .from(purchaseOffers)
    .where(
      and(
        eq(purchaseOffers.offer_id, offerId),
        after ? sql`${purchaseOffers.purchase_id} > ${after}` : undefined,
      ),
    )
    .orderBy(purchaseOffers.purchase_id)
    .limit(limit);
  return rows.map((r) => r.id);
}

// ——— Purchases ———

export type PurchaseRow = typeof purchases.$inferSelect;

/** The purchase any of these names (its transaction or another ref) belongs to. */
export async function purchaseByRefs(db: Db, provider: SaleProvider, refs: string[]) {
  if (refs.length === 0) return undefined;
  const [row] = await db
    .select({ purchase: purchases })
    .from(purchaseRefs)
    .innerJoin(purchases, eq(purchases.id, purchaseRefs.purchase_id))
    .where(and(eq(purchaseRefs.provider, provider), inArray(purchaseRefs.ref, refs)))
    .orderBy(purchases.created_at)
    .limit(1);
  return row?.purchase;
}

export async function insertPurchase(db: Db, values: typeof purchases.$inferInsert) {
  const [row] = await db.insert(purchases).values(values).returning();
  return row!;
}

export async function updatePurchase(db: Db, id: string, values: Partial<typeof purchases.$inferInsert>) {
  const [row] = await db
    .update(purchases)
    .set({ ...values, updated_at: new Date() })
    .where(eq(purchases.id, id))
    .returning();
  return row!;
}

export async function addRefs(db: Db, provider: SaleProvider, purchaseId: string, refs: string[]) {
  if (refs.length === 0) return;
  await db
    .insert(purchaseRefs)
    .values([...new Set(refs)].map((ref) => ({ provider, ref, purchase_id: purchaseId })))
    .onConflictDoNothing();
}

export async function addOffers(db: Db, purchaseId: string, offerIds: string[]) {
  if (offerIds.length === 0) return;
  await db
    .insert(purchaseOffers)
    .values(offerIds.map((offer_id) => ({ purchase_id: purchaseId, offer_id })))
    .onConflictDoNothing();
}

export async function replaceOffers(db: Db, purchaseId: string, offerIds: string[]) {
  await db
    .delete(purchaseOffers)
    .where(
      and(
        eq(purchaseOffers.purchase_id, purchaseId),
        offerIds.length ? sql`${purchaseOffers.offer_id} <> all(${pgArray(offerIds)}::uuid[])` : undefined,
      ),
    );
  await addOffers(db, purchaseId, offerIds);
}

export async function offersOfPurchase(db: Db, purchaseId: string): Promise<OfferRow[]> {
  return db
    .select(offerColumns)
    .from(purchaseOffers)
    .innerJoin(salesOffers, eq(salesOffers.id, purchaseOffers.offer_id))
    .where(eq(purchaseOffers.purchase_id, purchaseId))
    .orderBy(salesOffers.name);
}

export async function findPurchase(db: Db, id: string) {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, id));
  return row;
}

/** The account of an address (any case). */
export async function userIdByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row?.id ?? null;
}

/** Purchases waiting for this member: sent their invite, or bought with their address. */
export async function purchasesAwaiting(db: Db, inviteId: string | null, email: string) {
  const rows = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        isNull(purchases.user_id),
        or(
          inviteId ? eq(purchases.invite_id, inviteId) : undefined,
          eq(purchases.email, email.toLowerCase()),
        ),
      ),
    )
    .orderBy(purchases.created_at);
  return rows.map((r) => r.id);
}

export async function purchasesOfInvite(db: Db, inviteId: string) {
  return db.select().from(purchases).where(eq(purchases.invite_id, inviteId));
}

/** A member's purchases, newest first, with the offers' names. */
export function purchasesOfMember(db: Db, userId: string) {
  return db
    .select({
      purchase: purchases,
      offers: sql<
        { id: string; name: string }[]
      >`coalesce((select json_agg(json_build_object('id', o.id, 'name', o.name) order by o.name)
        from ${purchaseOffers} po join ${salesOffers} o on o.id = po.offer_id where po.purchase_id = purchases.id), '[]')`,
      invite_status: sql<
        string | null
      >`(select i.status from member_invites i where i.id = purchases.invite_id)`,
    })
    .from(purchases)
    .where(eq(purchases.user_id, userId))
    .orderBy(desc(purchases.created_at))
    .limit(200);
}

/** The published courses of offers that give an AI tier, with that tier (the agents' lock says which course unlocks one). */
export async function publishedCoursesOfTierOffers(db: Db) {
  return db
    .select({ ai_tier: salesOffers.ai_tier, title: courses.title, slug: courses.slug, order: courses.order })
    .from(salesOffers)
    .innerJoin(salesOfferCourses, eq(salesOfferCourses.offer_id, salesOffers.id))
    .innerJoin(courses, eq(courses.id, salesOfferCourses.course_id))
    .where(and(sql`${salesOffers.ai_tier} is not null`, eq(courses.is_published, true)));
}

/** Offers, and deliveries whose processing failed (the admin hub's 'Vendas'). */
export async function countOffersAndFailures(db: Db) {
  const [row] = await db
    .select({
      offers: sql<number>`(select count(*) from ${salesOffers})::int`,
      failed: sql<number>`(select count(*) from ${webhookDeliveries} where ${webhookDeliveries.status} = 'failed')::int`,
    })
    .from(sql`(values (1)) as one`);
  return { offers: Number(row?.offers ?? 0), failed_deliveries: Number(row?.failed ?? 0) };
}
