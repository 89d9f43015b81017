import { and, asc, count, desc, eq, gt, lt, or, sql } from "drizzle-orm";
import {
  aiAgentCourses,
  aiAgents,
  aiAgentSpaces,
  aiConversations,
  aiMessages,
  aiTierQuotas,
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

/** Active agents by name. */
export function listActiveAgents(db: Db) {
  return db.select().from(aiAgents).where(eq(aiAgents.is_active, true)).orderBy(asc(aiAgents.name));
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
 * The member's answers that count against the quota since `since`: how many, and the creation
 * time of the `nth` newest (the one whose leaving the window frees a slot), when there is one.
 */
export async function countedAnswers(db: Db, userId: string, since: Date, nth: number) {
  const where = and(
    eq(aiMessages.user_id, userId),
    eq(aiMessages.counts_quota, true),
    gt(aiMessages.created_at, since),
  );
  const [{ used } = { used: 0 }] = await db.select({ used: count() }).from(aiMessages).where(where);
  if (nth < 1 || used < nth) return { used, nthNewest: null };
  const [row] = await db
    .select({ created_at: aiMessages.created_at })
    .from(aiMessages)
    .where(where)
    .orderBy(desc(aiMessages.created_at))
    .offset(nth - 1)
    .limit(1);
  return { used, nthNewest: row?.created_at ?? null };
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

export async function insertConversation(
  db: Db,
  values: { user_id: string; agent_id: string; title: string },
) {
  const [row] = await db.insert(aiConversations).values(values).returning(conversationColumns);
  return row!;
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
