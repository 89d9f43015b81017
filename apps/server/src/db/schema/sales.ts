import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { courses } from "./courses";
import { memberInvites, profiles } from "./members";

/**
 * An external product and what buying it grants: courses, categories, an AI tier, the Aluno role,
 * for a lifetime, some days, or while the subscription is paid.
 */
export const salesOffers = pgTable(
  "sales_offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    provider: text("provider").notNull(),
    /** Hotmart product id; Stripe price, product or payment link id; the generic endpoint's key. */
    product_key: text("product_key").notNull(),
    /** Hotmart offer code; '' matches every offer of the product. */
    offer_code: text("offer_code").notNull().default(""),
    duration: text("duration").notNull(),
    days: integer("days"),
    categories: text("categories")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ai_tier: text("ai_tier"),
    grants_student: boolean("grants_student").notNull().default(false),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("sales_offers_product_key").on(t.provider, t.product_key, t.offer_code),
    check("sales_offers_provider_check", sql`${t.provider} in ('hotmart', 'stripe', 'generic')`),
    check("sales_offers_duration_check", sql`${t.duration} in ('lifetime', 'days', 'subscription')`),
    check(
      "sales_offers_days_check",
      sql`(${t.duration} = 'days') = (${t.days} is not null) and (${t.days} is null or ${t.days} between 1 and 3650)`,
    ),
    check(
      "sales_offers_ai_tier_check",
      sql`${t.ai_tier} is null or ${t.ai_tier} in ('trial', 'basic', 'premium', 'enterprise')`,
    ),
  ],
);

export const salesOfferCourses = pgTable(
  "sales_offer_courses",
  {
    offer_id: uuid("offer_id")
      .notNull()
      .references(() => salesOffers.id, { onDelete: "cascade" }),
    course_id: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.offer_id, t.course_id] }),
    index("sales_offer_courses_course_idx").on(t.course_id),
  ],
);

/** Each provider's secret: Hotmart's token, Stripe's signing secret, the generic endpoint's key. */
export const salesProviders = pgTable(
  "sales_providers",
  {
    provider: text("provider").primaryKey(),
    secret: text("secret").notNull(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updated_by: text("updated_by").references(() => profiles.id, { onDelete: "set null" }),
  },
  (t) => [check("sales_providers_provider_check", sql`${t.provider} in ('hotmart', 'stripe', 'generic')`)],
);

/**
 * Every notification a provider sent, written before it is answered 200 and processed by a job.
 * A copy of an event already stored (the provider retrying) only counts here. A refused signature
 * is kept without its body.
 */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    /** The provider's id of the event; null when the signature was refused. */
    event_id: text("event_id"),
    event_type: text("event_type"),
    status: text("status").notNull(),
    error: text("error"),
    body: jsonb("body"),
    /** The buyer's e-mail as the body says it (lower case), for the log's search and erasure. */
    buyer_email: text("buyer_email"),
    /** Kept only for refused signatures (who is trying). */
    client_ip: text("client_ip"),
    received_count: integer("received_count").notNull().default(1),
    /** To the millisecond, as the log's keyset cursor carries it. */
    received_at: timestamp("received_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    processed_at: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("webhook_deliveries_event_key")
      .on(t.provider, t.event_id)
      .where(sql`${t.event_id} is not null`),
    index("webhook_deliveries_received_idx").on(t.received_at, t.id),
    index("webhook_deliveries_status_received_idx").on(t.status, t.received_at, t.id),
    index("webhook_deliveries_buyer_email_idx")
      .on(t.buyer_email)
      .where(sql`${t.buyer_email} is not null`),
    check(
      "webhook_deliveries_status_check",
      sql`${t.status} in ('pending', 'processed', 'ignored', 'failed', 'invalid_signature')`,
    ),
  ],
);

/**
 * One sale at a provider (a one-time purchase or a whole subscription), whatever order its events
 * came in. A refund that arrives first is a purchase too: the approval that follows finds it.
 */
export const purchases = pgTable(
  "purchases",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider").notNull(),
    /** The provider's transaction, or the subscription's id for a subscription. */
    transaction: text("transaction").notNull(),
    status: text("status").notNull(),
    /** Lower case; null once the buyer's account was deleted. */
    email: text("email"),
    buyer_name: text("buyer_name"),
    user_id: text("user_id").references(() => profiles.id, { onDelete: "set null" }),
    /** The invite a buyer without an account was sent; the grants wait for its acceptance. */
    invite_id: uuid("invite_id").references(() => memberInvites.id, { onDelete: "set null" }),
    amount_cents: integer("amount_cents"),
    currency: text("currency"),
    approved_at: timestamp("approved_at", { withTimezone: true }),
    paid_until: timestamp("paid_until", { withTimezone: true }),
    status_at: timestamp("status_at", { withTimezone: true }).notNull(),
    ended_at: timestamp("ended_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("purchases_transaction_key").on(t.provider, t.transaction),
    index("purchases_user_idx").on(t.user_id, t.created_at),
    index("purchases_email_idx")
      .on(t.email)
      .where(sql`${t.user_id} is null and ${t.email} is not null`),
    index("purchases_invite_idx")
      .on(t.invite_id)
      .where(sql`${t.invite_id} is not null`),
    check(
      "purchases_status_check",
      sql`${t.status} in ('approved', 'delayed', 'canceled', 'expired', 'refunded', 'chargeback', 'voided')`,
    ),
  ],
);

/** The offers a purchase bought (several for a Stripe checkout of several prices). */
export const purchaseOffers = pgTable(
  "purchase_offers",
  {
    purchase_id: uuid("purchase_id")
      .notNull()
      .references(() => purchases.id, { onDelete: "cascade" }),
    offer_id: uuid("offer_id")
      .notNull()
      .references(() => salesOffers.id, { onDelete: "restrict" }),
  },
  (t) => [
    primaryKey({ columns: [t.purchase_id, t.offer_id] }),
    index("purchase_offers_offer_idx").on(t.offer_id),
  ],
);

/**
 * Other names the provider gives the same sale (a recurrence's transaction, a payment intent, an
 * invoice), so a refund naming any of them finds it.
 */
export const purchaseRefs = pgTable(
  "purchase_refs",
  {
    provider: text("provider").notNull(),
    ref: text("ref").notNull(),
    purchase_id: uuid("purchase_id")
      .notNull()
      .references(() => purchases.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.ref] }),
    index("purchase_refs_purchase_idx").on(t.purchase_id),
  ],
);

/**
 * Where each of a member's accesses comes from: given by hand in 'Gerenciar Acessos', or by a
 * purchase. The access tables (user_courses, user_course_categories) and the profile's ai_tier and
 * is_student are what these sources add up to, recomputed whenever one changes, so a refund takes
 * back only what its purchase gave.
 */
export const accessGrants = pgTable(
  "access_grants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** course (target: its id), category (its name), ai_tier (the tier), student (''). */
    kind: text("kind").notNull(),
    target: text("target").notNull(),
    purchase_id: uuid("purchase_id").references(() => purchases.id, { onDelete: "cascade" }),
    /** Null: no end. */
    ends_at: timestamp("ends_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("access_grants_user_idx").on(t.user_id, t.kind, t.target),
    uniqueIndex("access_grants_manual_key")
      .on(t.user_id, t.kind, t.target)
      .where(sql`${t.purchase_id} is null`),
    uniqueIndex("access_grants_purchase_key")
      .on(t.purchase_id, t.kind, t.target)
      .where(sql`${t.purchase_id} is not null`),
    check("access_grants_kind_check", sql`${t.kind} in ('course', 'category', 'ai_tier', 'student')`),
  ],
);
