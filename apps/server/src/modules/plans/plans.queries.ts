import { and, eq, ne, sql } from "drizzle-orm";
import { plans, profiles } from "../../db/schema";
import type { Db } from "../../platform/db";

const columns = {
  tier: plans.tier,
  name: plans.name,
  price_cents: plans.price_cents,
  billing_period: plans.billing_period,
  features: plans.features,
  is_highlighted: plans.is_highlighted,
  is_visible: plans.is_visible,
  cta_label: plans.cta_label,
  cta_url: plans.cta_url,
  updated_at: plans.updated_at,
};
export type PlanRow = Awaited<ReturnType<typeof listPlans>>[number];

export function listPlans(db: Db) {
  return db.select(columns).from(plans);
}

/** Each plan's name: the name members read for its tier. */
export function planNames(db: Db) {
  return db.select({ tier: plans.tier, name: plans.name }).from(plans);
}

/** The member's AI tier as stored (profiles.ai_tier). */
export async function memberTier(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ tier: profiles.ai_tier }).from(profiles).where(eq(profiles.id, userId));
  return row?.tier ?? null;
}

/** Takes the highlight from every plan but `tier`; returns the tiers that lost it. */
export async function unhighlightOthers(db: Db, tier: string): Promise<{ tier: string; name: string }[]> {
  return db
    .update(plans)
    .set({ is_highlighted: false, updated_at: sql`now()` })
    .where(and(eq(plans.is_highlighted, true), ne(plans.tier, tier)))
    .returning({ tier: plans.tier, name: plans.name });
}

type PlanValues = Omit<typeof plans.$inferInsert, "tier" | "updated_at">;

/** Writes the whole plan, creating its row when it is missing. */
export async function upsertPlan(db: Db, tier: string, values: PlanValues): Promise<PlanRow> {
  const [row] = await db
    .insert(plans)
    .values({ ...values, tier })
    .onConflictDoUpdate({ target: plans.tier, set: { ...values, updated_at: sql`now()` } })
    .returning(columns);
  return row!;
}
