import { sql } from "drizzle-orm";
import { boolean, check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { profiles } from "./members";

/** One plan per AI tier, shown on /pricing. No payment happens here: the CTA links to a checkout. */
export const plans = pgTable(
  "plans",
  {
    tier: text("tier").primaryKey(),
    name: text("name").notNull(),
    /** BRL in integer cents; null = 'Sob consulta'. */
    price_cents: integer("price_cents"),
    billing_period: text("billing_period").notNull().default("monthly"),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    is_highlighted: boolean("is_highlighted").notNull().default(false),
    is_visible: boolean("is_visible").notNull().default(true),
    cta_label: text("cta_label"),
    cta_url: text("cta_url"),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updated_by: text("updated_by").references(() => profiles.id, { onDelete: "set null" }),
  },
  (t) => [
    check("plans_tier_check", sql`${t.tier} in ('trial', 'basic', 'premium', 'enterprise')`),
    check("plans_price_check", sql`${t.price_cents} is null or ${t.price_cents} >= 0`),
    check("plans_billing_period_check", sql`${t.billing_period} in ('monthly', 'yearly')`),
    // At most one highlighted plan: every highlighted row has the same key (true).
    uniqueIndex("plans_one_highlighted_idx")
      .on(t.is_highlighted)
      .where(sql`${t.is_highlighted}`),
  ],
);

/** The community rules (/regras): a single row, id 1, markdown written by admins. */
export const communityRules = pgTable(
  "community_rules",
  {
    id: integer("id").primaryKey().default(1),
    markdown: text("markdown").notNull().default(""),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updated_by: text("updated_by").references(() => profiles.id, { onDelete: "set null" }),
  },
  (t) => [check("community_rules_single_row", sql`${t.id} = 1`)],
);
