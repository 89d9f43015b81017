import { AI_TIERS, DEFAULT_TIER_LABELS, type AiTier, type TierLabels } from "@guilda/shared";
import { asAiTier } from "@guilda/shared/rules/ai-tiers";
import { tierLabelsOf } from "@guilda/shared/rules/community-words";
import type {
  BillingPeriod,
  PlansResponse,
  PlanView,
  UpdatePlan,
  UpdatePlanResponse,
} from "@guilda/shared/schemas/plans";
import type { PublicPlans } from "@guilda/shared/schemas/public-page";
import type { Db } from "../../platform/db";
import { isUniqueViolation } from "../../platform/db/errors";
import type { Viewer } from "../../platform/http/context";
import { recordAuditChange } from "../audit/audit.service";
import * as q from "./plans.queries";

/**
 * What members read for each AI tier, wherever a tier is named (agents, access, sales, quotas):
 * its plan's name, which admins edit on /pricing; the default for a plan not stored.
 */
export async function tierLabels(db: Db): Promise<TierLabels> {
  const rows = await q.planNames(db);
  return tierLabelsOf(Object.fromEntries(rows.map((r) => [r.tier, r.name])));
}

/** What /pricing shows for a tier whose row is missing (the migration inserts the same values). */
export function defaultPlan(tier: AiTier): PlanView {
  return {
    tier,
    name: DEFAULT_TIER_LABELS[tier],
    price_cents: tier === "trial" ? 0 : null,
    billing_period: "monthly",
    features: [],
    is_highlighted: false,
    is_visible: true,
    cta_label: null,
    cta_url: null,
    updated_at: null,
  };
}

function toView(row: q.PlanRow): PlanView {
  return {
    tier: asAiTier(row.tier),
    name: row.name,
    price_cents: row.price_cents,
    billing_period: row.billing_period as BillingPeriod,
    features: Array.isArray(row.features) ? row.features.map(String) : [],
    is_highlighted: row.is_highlighted,
    is_visible: row.is_visible,
    cta_label: row.cta_label,
    cta_url: row.cta_url,
    updated_at: row.updated_at ? row.updated_at.toISOString() : null,
  };
}

/** Every tier in tier order, stored or default. */
async function allPlans(db: Db): Promise<PlanView[]> {
  const stored = new Map((await q.listPlans(db)).map((r) => [r.tier, toView(r)]));
  return AI_TIERS.map((t) => stored.get(t.id) ?? defaultPlan(t.id));
}

/** GET /api/plans — hidden plans reach admins only (they carry is_visible: false). */
export async function listPlansFor(db: Db, viewer: Viewer): Promise<PlansResponse> {
  const items = (await allPlans(db)).filter((p) => p.is_visible || viewer.profile.is_admin);
  return { items, current_tier: asAiTier(await q.memberTier(db, viewer.userId)) };
}

/** The public page's /pricing: the visible plans only, without the admin's flags or anyone's tier. */
export async function publicPlans(db: Db): Promise<PublicPlans> {
  const items = (await allPlans(db)).filter((p) => p.is_visible);
  return {
    items: items.map((p) => ({
      tier: p.tier,
      name: p.name,
      price_cents: p.price_cents,
      billing_period: p.billing_period,
      features: p.features,
      is_highlighted: p.is_highlighted,
      cta_label: p.cta_label,
      cta_url: p.cta_url,
    })),
  };
}

/**
 * Saves a plan. Highlighting it takes the highlight from the plan that had it, in the same
 * transaction; the partial unique index refuses a second highlighted row, so two admins
 * highlighting different plans at once end with the last one highlighted (the loser retries).
 */
export async function updatePlan(
  db: Db,
  viewer: Viewer,
  tier: AiTier,
  input: UpdatePlan,
): Promise<UpdatePlanResponse> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        const before = (await allPlans(tx)).find((p) => p.tier === tier)!;
        const lost = input.is_highlighted ? await q.unhighlightOthers(tx, tier) : [];
        const row = await q.upsertPlan(tx, tier, { ...input, updated_by: viewer.userId });
        const after = toView(row);
        const { tier: _t, updated_at: _u, ...was } = before;
        const { tier: _t2, updated_at: _u2, ...now } = after;
        await recordAuditChange(tx, {
          actorId: viewer.userId,
          action: "plan.update",
          target: { kind: "plan", id: tier, label: after.name },
          before: was,
          after: now,
        });
        return { ...after, unhighlighted_tier: lost[0] ? asAiTier(lost[0].tier) : null };
      });
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, "plans_one_highlighted_idx")) continue;
      throw error;
    }
  }
}

/** The admin hub's 'Planos e preços' card: of the four plans, those /pricing shows and those hidden. */
export async function plansHubCounts(db: Db) {
  const plans = await allPlans(db);
  const visible = plans.filter((p) => p.is_visible).length;
  return { visible, hidden: plans.length - visible };
}
