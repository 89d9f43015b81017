import type { AiTier } from "@guilda/shared";
import { aiTierRank, asAiTier } from "@guilda/shared/rules/ai-tiers";
import { and, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import {
  accessGrants,
  profiles,
  purchases,
  salesOffers,
  userCourseCategories,
  userCourses,
} from "../../db/schema";
import type { Db } from "../../platform/db";
import { publish } from "../../platform/events";
import type { PendingEvents } from "../../platform/realtime/pending";
import * as q from "./members.queries";

/**
 * Where a member's accesses come from. Each course, category, AI tier and the Aluno role a member
 * holds is the sum of its sources (access_grants): one given by hand in 'Gerenciar Acessos', and
 * one per purchase that bought it. The access tables and the profile's ai_tier and is_student are
 * recomputed from the sources whenever one changes, so a refund takes back only what its purchase
 * gave: never a grant given by hand, nor one another live purchase also gives.
 *
 * Members whose accesses were all given before sources existed (or by the invite and seed paths,
 * which write the access tables directly) have no rows here: the first purchase that touches one
 * of their accesses records what they held as given by hand first.
 */

export type GrantKind = "course" | "category" | "ai_tier" | "student";
export type GrantTarget = { kind: GrantKind; target: string };
export type PurchaseGrant = GrantTarget & { endsAt: Date | null };

const keyOf = (t: GrantTarget) => `${t.kind}\u0000${t.target}`;

/** Grants of one member are changed one transaction at a time (a purchase and an admin at once). */
async function lockMember(tx: Db, userId: string) {
  await tx.execute(sql`select 1 from ${profiles} where ${profiles.id} = ${userId} for update`);
}

async function rowsFor(tx: Db, userId: string, t: GrantTarget) {
  // A tier is one source per member and kind whatever its level.
  const targetCondition =
    t.kind === "ai_tier" || t.kind === "student" ? sql`true` : eq(accessGrants.target, t.target);
  return tx
    .select({
      target: accessGrants.target,
      purchase_id: accessGrants.purchase_id,
      ends_at: accessGrants.ends_at,
    })
    .from(accessGrants)
    .where(and(eq(accessGrants.user_id, userId), eq(accessGrants.kind, t.kind), targetCondition));
}

/**
 * The member's current access, recorded as given by hand, when nothing records its source yet
 * (it predates the sources): a purchase about to add a source must not hide it.
 */
async function adoptHeld(tx: Db, userId: string, t: GrantTarget) {
  if ((await rowsFor(tx, userId, t)).length > 0) return;
  let held: { target: string; ends: Date | null } | null = null;
  if (t.kind === "course") {
    const [row] = await tx
      .select({ expires_at: userCourses.expires_at })
      .from(userCourses)
      .where(
        and(
          eq(userCourses.user_id, userId),
          eq(userCourses.course_id, t.target),
          eq(userCourses.access_granted, true),
        ),
      );
    if (row) held = { target: t.target, ends: row.expires_at };
  } else if (t.kind === "category") {
    const [row] = await tx
      .select({ expires_at: userCourseCategories.expires_at })
      .from(userCourseCategories)
      .where(
        and(
          eq(userCourseCategories.user_id, userId),
          eq(userCourseCategories.category, t.target),
          eq(userCourseCategories.access_granted, true),
        ),
      );
    if (row) held = { target: t.target, ends: row.expires_at };
  } else {
    const [row] = await tx
      .select({ ai_tier: profiles.ai_tier, is_student: profiles.is_student })
      .from(profiles)
      .where(eq(profiles.id, userId));
    if (t.kind === "ai_tier" && row && row.ai_tier !== "trial") held = { target: row.ai_tier, ends: null };
    if (t.kind === "student" && row?.is_student) held = { target: "", ends: null };
  }
  if (held)
    await tx
      .insert(accessGrants)
      .values({ user_id: userId, kind: t.kind, target: held.target, ends_at: held.ends })
      .onConflictDoNothing();
}

/** The end of what several sources give together: none if any has none, else the latest. */
function furthest(ends: (Date | null)[]): Date | null {
  if (ends.some((e) => e === null)) return null;
  return new Date(Math.max(...ends.map((e) => e!.getTime())));
}

/** What the sources of one access add up to, written to where the app reads it. */
async function recompute(tx: Db, userId: string, t: GrantTarget, now = new Date()) {
  const rows = await rowsFor(tx, userId, t);
  if (t.kind === "course" || t.kind === "category") {
    const set = t.kind === "course" ? q.setCourseAccess : q.setCategoryAccess;
    await set(
      tx,
      userId,
      t.target,
      rows.length > 0,
      rows.length ? furthest(rows.map((r) => r.ends_at)) : null,
    );
    return;
  }
  // A tier or the role lasts while a source lasts (their ends are swept: see endLapsedGrants).
  const live = rows.filter((r) => !r.ends_at || r.ends_at.getTime() > now.getTime());
  if (t.kind === "ai_tier") {
    const tier = live
      .map((r) => asAiTier(r.target))
      .reduce<AiTier>((best, x) => (aiTierRank(x) > aiTierRank(best) ? x : best), "trial");
    await q.setAiTier(tx, userId, tier);
  } else {
    await tx
      .update(profiles)
      .set({ is_student: live.length > 0 })
      .where(eq(profiles.id, userId));
  }
}

/** Who gave an access by hand: an admin's switch in 'Gerenciar Acessos', or a members CSV. */
export type HandSource = "hand" | "csv";

type CourseScope = { courseIds: string[] } | { category: string };

/**
 * Runs `change` and tells the member, with one `access.granted`, the published courses of
 * `scope` they can open now and could not before (nothing new: nothing is said). In the caller's
 * transaction; the notification is written with the grant and announced after it commits.
 */
async function tellingWhatOpened(
  tx: Db,
  told: { userId: string; scope: CourseScope; pending: PendingEvents; source: HandSource },
  change: () => Promise<void>,
) {
  const before = new Set((await q.openableCourses(tx, told.userId, told.scope)).map((c) => c.id));
  await change();
  const opened = (await q.openableCourses(tx, told.userId, told.scope)).filter((c) => !before.has(c.id));
  if (opened.length === 0) return [];
  await publish({ tx, pending: told.pending }, "access.granted", {
    userId: told.userId,
    source: told.source,
    items: opened.map((c) => c.title),
    link: opened.length === 1 ? `/curso/${encodeURIComponent(opened[0]!.slug)}` : "/cursos",
    email: true,
  });
  return opened;
}

/**
 * Sets by hand one access of a member ('Gerenciar Acessos'): the hand-given source is replaced
 * (or removed) and the access recomputed with whatever purchases also give. For the tier, the
 * hand-given source is the tier chosen ('trial' removes it). With `pending`, a course or category
 * that opens courses the member could not open before tells them ('Acesso liberado').
 */
export async function setHandGrant(
  db: Db,
  userId: string,
  t: GrantTarget,
  granted: boolean,
  endsAt: Date | null,
  pending?: PendingEvents,
) {
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Db;
    await lockMember(tx, userId);
    const change = async () => {
      await replaceHandSource(tx, userId, t, granted, endsAt);
      await recompute(tx, userId, t);
    };
    const scope: CourseScope | null =
      t.kind === "course" ? { courseIds: [t.target] } : t.kind === "category" ? { category: t.target } : null;
    if (pending && granted && scope)
      await tellingWhatOpened(tx, { userId, scope, pending, source: "hand" }, change);
    else await change();
  });
}

async function replaceHandSource(
  tx: Db,
  userId: string,
  t: GrantTarget,
  granted: boolean,
  endsAt: Date | null,
) {
  const handRows = and(
    eq(accessGrants.user_id, userId),
    eq(accessGrants.kind, t.kind),
    isNull(accessGrants.purchase_id),
    t.kind === "ai_tier" ? sql`true` : eq(accessGrants.target, t.target),
  );
  await tx.delete(accessGrants).where(handRows);
  if (granted && !(t.kind === "ai_tier" && t.target === "trial"))
    await tx
      .insert(accessGrants)
      .values({ user_id: userId, kind: t.kind, target: t.target, ends_at: endsAt });
}

/**
 * Gives a member these (existing) courses by hand, for good, in the caller's transaction (a
 * members CSV naming someone who already has an account): only those they cannot open now get a
 * source, so an access they hold (bought, or given with an end date) is left as it is. Tells them
 * once what opened (published courses only). Returns the courses that opened.
 */
export async function grantCoursesByHand(
  tx: Db,
  userId: string,
  courseIds: string[],
  pending: PendingEvents,
  source: HandSource,
) {
  if (courseIds.length === 0) return [];
  await lockMember(tx, userId);
  const open = new Set((await q.openableCourses(tx, userId, { courseIds }, false)).map((c) => c.id));
  const closed = courseIds.filter((id) => !open.has(id));
  return tellingWhatOpened(tx, { userId, scope: { courseIds }, pending, source }, async () => {
    for (const id of closed) {
      const t = { kind: "course" as const, target: id };
      await replaceHandSource(tx, userId, t, true, null);
      await recompute(tx, userId, t);
    }
  });
}

/**
 * Makes a purchase's sources for this member exactly `wanted` (none: the purchase gives nothing
 * now) and recomputes every access that changed. Returns the targets the purchase newly gives.
 */
export async function setPurchaseGrants(
  tx: Db,
  userId: string,
  purchaseId: string,
  wanted: PurchaseGrant[],
): Promise<GrantTarget[]> {
  await lockMember(tx, userId);
  const current = await tx
    .select({ kind: accessGrants.kind, target: accessGrants.target, ends_at: accessGrants.ends_at })
    .from(accessGrants)
    .where(eq(accessGrants.purchase_id, purchaseId));
  const had = new Map(current.map((r) => [keyOf(r as GrantTarget), r]));
  const want = new Map(wanted.map((w) => [keyOf(w), w]));
  const touched: GrantTarget[] = [];
  const added: GrantTarget[] = [];
  for (const w of wanted) {
    const before = had.get(keyOf(w));
    if (before && (before.ends_at?.getTime() ?? null) === (w.endsAt?.getTime() ?? null)) continue;
    if (!before) {
      await adoptHeld(tx, userId, w);
      added.push({ kind: w.kind, target: w.target });
    }
    await tx
      .insert(accessGrants)
      .values({ user_id: userId, kind: w.kind, target: w.target, purchase_id: purchaseId, ends_at: w.endsAt })
      .onConflictDoUpdate({
        target: [accessGrants.purchase_id, accessGrants.kind, accessGrants.target],
        targetWhere: isNotNull(accessGrants.purchase_id),
        set: { ends_at: w.endsAt, user_id: userId },
      });
    touched.push(w);
  }
  const gone = current.filter((r) => !want.has(keyOf(r as GrantTarget))) as GrantTarget[];
  if (gone.length) {
    for (const g of gone) await adoptHeld(tx, userId, g);
    await tx.delete(accessGrants).where(
      and(
        eq(accessGrants.purchase_id, purchaseId),
        sql`(${accessGrants.kind}, ${accessGrants.target}) in (${sql.join(
          gone.map((g) => sql`(${g.kind}, ${g.target})`),
          sql`, `,
        )})`,
      ),
    );
    touched.push(...gone);
  }
  const seen = new Set<string>();
  for (const t of touched) {
    // One recompute per tier or role whatever its targets.
    const k = t.kind === "ai_tier" || t.kind === "student" ? t.kind : keyOf(t);
    if (seen.has(k)) continue;
    seen.add(k);
    await recompute(tx, userId, t);
  }
  return added;
}

/**
 * The tier and role sources whose end has passed are removed and the members' tier and role
 * recomputed (courses and categories read their end themselves). Run every few minutes; a renewal
 * that comes later writes its sources again.
 */
export async function endLapsedGrants(db: Db, now = new Date()): Promise<number> {
  const lapsed = await db
    .delete(accessGrants)
    .where(
      and(
        inArray(accessGrants.kind, ["ai_tier", "student"]),
        isNotNull(accessGrants.purchase_id),
        lte(accessGrants.ends_at, now),
      ),
    )
    .returning({ user_id: accessGrants.user_id, kind: accessGrants.kind });
  const pairs = new Map(lapsed.map((r) => [`${r.user_id}\u0000${r.kind}`, r]));
  for (const { user_id, kind } of pairs.values()) {
    await db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      await lockMember(tx, user_id);
      await recompute(tx, user_id, { kind: kind as GrantKind, target: "" }, now);
    });
  }
  return lapsed.length;
}

export type GrantSource = {
  /** The tier, for an AI tier source. */
  target: string;
  /** null: given by hand. */
  purchase: { id: string; provider: string; transaction: string; offers: string[] } | null;
  ends_at: string | null;
};

/**
 * Every source of a member's accesses, for 'Gerenciar Acessos': keyed `course:{id}`,
 * `category:{name}`, `ai_tier` and `student`.
 */
export async function grantSources(db: Db, userId: string): Promise<Map<string, GrantSource[]>> {
  const rows = await db
    .select({
      kind: accessGrants.kind,
      target: accessGrants.target,
      ends_at: accessGrants.ends_at,
      purchase_id: accessGrants.purchase_id,
      provider: purchases.provider,
      transaction: purchases.transaction,
      offers: sql<string[]>`coalesce((select array_agg(${salesOffers.name} order by ${salesOffers.name})
        from purchase_offers po join ${salesOffers} on ${salesOffers.id} = po.offer_id
        where po.purchase_id = access_grants.purchase_id), '{}')`,
    })
    .from(accessGrants)
    .leftJoin(purchases, eq(purchases.id, accessGrants.purchase_id))
    .where(eq(accessGrants.user_id, userId))
    .orderBy(accessGrants.created_at);
  const out = new Map<string, GrantSource[]>();
  for (const r of rows) {
    const key = r.kind === "course" || r.kind === "category" ? `${r.kind}:${r.target}` : r.kind;
    const list = out.get(key) ?? [];
    list.push({
      target: r.target,
      purchase: r.purchase_id
        ? { id: r.purchase_id, provider: r.provider!, transaction: r.transaction!, offers: r.offers }
        : null,
      ends_at: r.ends_at ? r.ends_at.toISOString() : null,
    });
    out.set(key, list);
  }
  return out;
}
