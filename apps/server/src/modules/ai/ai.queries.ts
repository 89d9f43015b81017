import { and, asc, count, desc, eq, gt, lt, or, sql } from "drizzle-orm";
import {
  aiAgentCourses,
  aiAgents,
  aiAgentSpaces,
  aiConversations,
  aiMessages,
  aiTierQuotas,
  aiUsage,
  profiles,
} from "../../db/schema";
import type { Db } from "../../platform/db";

export type AgentRow = typeof aiAgents.$inferSelect;
export type AgentWithScope = AgentRow & { course_ids: string[]; space_ids: string[] };

async function withScope(db: Db, agent: AgentRow | undefined): Promise<AgentWithScope | null> {
  if (!agent) return null;
  const [courseRows, spaceRows] = await Promise.all([
    db
      .select({ id: aiAgentCourses.course_id })
      .from(aiAgentCourses)
      .where(eq(aiAgentCourses.agent_id, agent.id)),
    db.select({ id: aiAgentSpaces.space_id }).from(aiAgentSpaces).where(eq(aiAgentSpaces.agent_id, agent.id)),
  ]);
  return { ...agent, course_ids: courseRows.map((r) => r.id), space_ids: spaceRows.map((r) => r.id) };
}

/** Active agents by name (then id, so equal names keep one order). */
export function listActiveAgents(db: Db) {
  return db
    .select()
    .from(aiAgents)
    .where(eq(aiAgents.is_active, true))
    .orderBy(asc(aiAgents.name), asc(aiAgents.id));
}

export async function findAgent(db: Db, id: string) {
  const [agent] = await db.select().from(aiAgents).where(eq(aiAgents.id, id));
  return withScope(db, agent);
}

export async function findDefaultAgent(db: Db) {
  const [agent] = await db
    .select()
    .from(aiAgents)
    .where(and(eq(aiAgents.is_default, true), eq(aiAgents.is_active, true)));
  return withScope(db, agent);
}

export async function memberTier(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ tier: profiles.ai_tier }).from(profiles).where(eq(profiles.id, userId));
  return row?.tier ?? null;
}

export function quotaOverrides(db: Db) {
  return db
    .select({ tier: aiTierQuotas.tier, messages_per_day: aiTierQuotas.messages_per_day })
    .from(aiTierQuotas);
}

export async function quotaOverride(db: Db, tier: string): Promise<number | null> {
  const [row] = await db
    .select({ value: aiTierQuotas.messages_per_day })
    .from(aiTierQuotas)
    .where(eq(aiTierQuotas.tier, tier));
  return row?.value ?? null;
}

/**
 * The member's answers that count against the quota since `since` (from the usage ledger, which
 * deleting a conversation or an answer does not touch): how many, and the creation time of the
 * `nth` newest (the one whose leaving the window frees a slot), when there is one.
 */
export async function countedAnswers(db: Db, userId: string, since: Date, nth: number) {
  const where = and(
    eq(aiUsage.user_id, userId),
    eq(aiUsage.counts_quota, true),
    gt(aiUsage.created_at, since),
  );
  const [{ used } = { used: 0 }] = await db.select({ used: count() }).from(aiUsage).where(where);
  if (nth < 1 || used < nth) return { used, nthNewest: null };
  const [row] = await db
    .select({ created_at: aiUsage.created_at })
    .from(aiUsage)
    .where(where)
    .orderBy(desc(aiUsage.created_at))
    .offset(nth - 1)
    .limit(1);
  return { used, nthNewest: row?.created_at ?? null };
}

/** Serializes the member's quota check and reservation until the transaction ends. */
export async function lockMember(db: Db, userId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${userId}))`);
}

/** Reserves the ledger row of an answer about to be produced: it counts while it streams. */
export async function reserveUsage(
  db: Db,
  values: { id: string; user_id: string; agent_id: string; conversation_id: string },
) {
  await db.insert(aiUsage).values({ ...values, status: "pending", counts_quota: true });
}

/** The answer's outcome on its ledger row (written with the stored answer). */
export async function settleUsage(
  db: Db,
  id: string,
  values: { status: string; tokens_in: number | null; tokens_out: number | null; counts_quota: boolean },
) {
  await db.update(aiUsage).set(values).where(eq(aiUsage.id, id));
}

// ——— Conversations ———

const conversationColumns = {
  id: aiConversations.id,
  title: aiConversations.title,
  updated_at: aiConversations.updated_at,
};

export function listConversations(
  db: Db,
  userId: string,
  agentId: string,
  after: { updatedAt: Date; id: string } | null,
  limit: number,
) {
  const t = aiConversations;
  return db
    .select(conversationColumns)
    .from(t)
    .where(
      and(
        eq(t.user_id, userId),
        eq(t.agent_id, agentId),
        after
          ? or(lt(t.updated_at, after.updatedAt), and(eq(t.updated_at, after.updatedAt), lt(t.id, after.id)))
          : undefined,
      ),
    )
    .orderBy(desc(t.updated_at), desc(t.id))
    .limit(limit);
}

/**
 * A new conversation is the member's newest with this agent: its time follows their latest one
 * by at least a millisecond (as `touchConversation` does), so the list's order never ties.
 */
export async function insertConversation(
  db: Db,
  values: { user_id: string; agent_id: string; title: string },
) {
  const t = aiConversations;
  const stamp = sql`greatest(date_trunc('milliseconds', clock_timestamp()), (select max(${t.updated_at}) + interval '1 millisecond' from ${t} where ${t.user_id} = ${values.user_id} and ${t.agent_id} = ${values.agent_id}::uuid))`;
  const [row] = await db
    .insert(t)
    .values({ ...values, created_at: stamp, updated_at: stamp })
    .returning(conversationColumns);
  return row!;
}

/** Locks the conversation row until the transaction ends; false when it is gone. */
export async function lockConversation(db: Db, id: string) {
  const rows = await db
    .select({ id: aiConversations.id })
    .from(aiConversations)
    .where(eq(aiConversations.id, id))
    .for("update");
  return rows.length > 0;
}

export async function findConversation(db: Db, id: string) {
  const [row] = await db
    .select({ ...conversationColumns, user_id: aiConversations.user_id, agent_id: aiConversations.agent_id })
    .from(aiConversations)
    .where(eq(aiConversations.id, id));
  return row ?? null;
}

/** Renames and/or marks the conversation as just used (it moves to the top of the list). */
export async function touchConversation(db: Db, id: string, title?: string) {
  const [row] = await db
    .update(aiConversations)
    .set({
      updated_at: sql`greatest(date_trunc('milliseconds', clock_timestamp()), ${aiConversations.updated_at} + interval '1 millisecond')`,
      ...(title === undefined ? {} : { title }),
    })
    .where(eq(aiConversations.id, id))
    .returning(conversationColumns);
  return row ?? null;
}

export async function deleteConversation(db: Db, id: string) {
  await db.delete(aiConversations).where(eq(aiConversations.id, id));
}

// ——— Messages ———

export type MessageRow = typeof aiMessages.$inferSelect;

/** The last `limit` messages of a conversation, oldest first. */
export async function lastMessages(db: Db, conversationId: string, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(aiMessages)
    .where(eq(aiMessages.conversation_id, conversationId))
    .orderBy(desc(aiMessages.created_at), desc(aiMessages.id))
    .limit(limit);
  return rows.reverse();
}

export async function countMessages(db: Db, conversationId: string) {
  return db.$count(aiMessages, eq(aiMessages.conversation_id, conversationId));
}

/** `after`: a time the message must follow (an answer never sorts before its question). */
export async function insertMessage(db: Db, values: typeof aiMessages.$inferInsert, after?: Date) {
  const [row] = await db
    .insert(aiMessages)
    .values({
      ...values,
      ...(after
        ? {
            created_at: sql`greatest(date_trunc('milliseconds', clock_timestamp()), ${after.toISOString()}::timestamptz + interval '1 millisecond')`,
          }
        : {}),
    })
    .returning();
  return row!;
}

export async function deleteMessage(db: Db, id: string) {
  await db.delete(aiMessages).where(eq(aiMessages.id, id));
}
