import { and, asc, eq, getTableColumns, inArray, ne, sql } from "drizzle-orm";
import {
  aiAgentCourses,
  aiAgents,
  aiAgentSpaces,
  aiTierQuotas,
  aiUsage,
  courses,
  spaces,
} from "../../db/schema";
import type { Db } from "../../platform/db";

export type AgentValues = Omit<typeof aiAgents.$inferInsert, "id" | "created_at" | "updated_at">;

/** An agent with the ids of its scope (sorted), read in one statement. */
const agentWithScope = {
  ...getTableColumns(aiAgents),
  course_ids: sql<
    string[]
  >`coalesce((select array_agg(${aiAgentCourses.course_id}::text order by ${aiAgentCourses.course_id}) from ${aiAgentCourses} where ${aiAgentCourses.agent_id} = ${aiAgents.id}), '{}')`,
  space_ids: sql<
    string[]
  >`coalesce((select array_agg(${aiAgentSpaces.space_id}::text order by ${aiAgentSpaces.space_id}) from ${aiAgentSpaces} where ${aiAgentSpaces.agent_id} = ${aiAgents.id}), '{}')`,
};
export type AgentDbRow = typeof aiAgents.$inferSelect & { course_ids: string[]; space_ids: string[] };

export function listAgents(db: Db): Promise<AgentDbRow[]> {
  return db.select(agentWithScope).from(aiAgents).orderBy(asc(aiAgents.name), asc(aiAgents.id));
}

export async function findAgent(db: Db, id: string): Promise<AgentDbRow | undefined> {
  const [row] = await db.select(agentWithScope).from(aiAgents).where(eq(aiAgents.id, id)).limit(1);
  return row;
}

export async function insertAgent(db: Db, values: AgentValues) {
  const [row] = await db.insert(aiAgents).values(values).returning({ id: aiAgents.id });
  return row!.id;
}

export async function updateAgent(db: Db, id: string, values: Partial<AgentValues>) {
  const rows = await db
    .update(aiAgents)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(aiAgents.id, id))
    .returning({ id: aiAgents.id });
  return rows.length > 0;
}

/** Conversations and messages go with it (FK cascades). Answers what its icon was, or undefined. */
export async function deleteAgent(db: Db, id: string) {
  const [row] = await db.delete(aiAgents).where(eq(aiAgents.id, id)).returning({ icon: aiAgents.icon });
  return row;
}

/** The previous default (if any other) stops being the default. */
export async function clearDefault(db: Db, exceptId?: string) {
  await db
    .update(aiAgents)
    .set({ is_default: false, updated_at: sql`now()` })
    .where(and(eq(aiAgents.is_default, true), exceptId ? ne(aiAgents.id, exceptId) : undefined));
}

export async function replaceCourses(db: Db, agentId: string, courseIds: string[]) {
  await db.delete(aiAgentCourses).where(eq(aiAgentCourses.agent_id, agentId));
  if (courseIds.length)
    await db.insert(aiAgentCourses).values(courseIds.map((course_id) => ({ agent_id: agentId, course_id })));
}

export async function replaceSpaces(db: Db, agentId: string, spaceIds: string[]) {
  await db.delete(aiAgentSpaces).where(eq(aiAgentSpaces.agent_id, agentId));
  if (spaceIds.length)
    await db.insert(aiAgentSpaces).values(spaceIds.map((space_id) => ({ agent_id: agentId, space_id })));
}

/** Which of these ids are courses (locked until the transaction ends, so none vanishes meanwhile). */
export async function existingCourseIds(db: Db, ids: string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids)).for("share");
  return new Set(rows.map((r) => r.id));
}

export async function existingSpaceIds(db: Db, ids: string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await db.select({ id: spaces.id }).from(spaces).where(inArray(spaces.id, ids)).for("share");
  return new Set(rows.map((r) => r.id));
}

// ——— Editor options ———

export function courseOptions(db: Db) {
  return db
    .select({ id: courses.id, title: courses.title, is_published: courses.is_published })
    .from(courses)
    .orderBy(asc(courses.title), asc(courses.id));
}

export function spaceOptions(db: Db) {
  return db
    .select({ id: spaces.id, name: spaces.name, is_private: spaces.is_private })
    .from(spaces)
    .orderBy(asc(spaces.order), asc(spaces.name), asc(spaces.id));
}

// ——— Usage ———

export type UsageDbRow = {
  agent_id: string;
  name: string;
  conversations: number;
  messages: number;
  members: number;
  tokens_in: number;
  tokens_out: number;
  errors: number;
};

/**
 * Every agent with its figures since `since`, in one grouped scan of the usage ledger (which
 * outlives deleted conversations and replaced answers): conversations used in the period, answers
 * attempted (one per question asked or asked again), distinct members, tokens the provider
 * reported and answers that failed. Agents without use come with zeros.
 */
export async function usageSince(db: Db, since: Date): Promise<UsageDbRow[]> {
  const u = aiUsage;
  const m = db
    .select({
      agent_id: u.agent_id,
      conversations: sql<number>`count(distinct ${u.conversation_id})::int`.as("conversations"),
      messages: sql<number>`count(*)::int`.as("messages"),
      members: sql<number>`count(distinct ${u.user_id})::int`.as("members"),
      tokens_in: sql<number>`coalesce(sum(${u.tokens_in}), 0)::bigint`.as("tokens_in"),
      tokens_out: sql<number>`coalesce(sum(${u.tokens_out}), 0)::bigint`.as("tokens_out"),
      errors: sql<number>`(count(*) filter (where ${u.status} = 'error'))::int`.as("errors"),
    })
    .from(u)
    .where(sql`${u.created_at} >= ${since}`)
    .groupBy(u.agent_id)
    .as("m");
  return db
    .select({
      agent_id: aiAgents.id,
      name: aiAgents.name,
      conversations: sql<number>`coalesce(${m.conversations}, 0)`,
      messages: sql<number>`coalesce(${m.messages}, 0)`,
      members: sql<number>`coalesce(${m.members}, 0)`,
      tokens_in: sql<number>`coalesce(${m.tokens_in}, 0)`,
      tokens_out: sql<number>`coalesce(${m.tokens_out}, 0)`,
      errors: sql<number>`coalesce(${m.errors}, 0)`,
    })
    .from(aiAgents)
    .leftJoin(m, eq(m.agent_id, aiAgents.id))
    .orderBy(asc(aiAgents.name), asc(aiAgents.id));
}

// ——— Quotas ———

export function quotaOverrides(db: Db) {
  return db
    .select({ tier: aiTierQuotas.tier, messages_per_day: aiTierQuotas.messages_per_day })
    .from(aiTierQuotas);
}

export async function upsertQuotas(db: Db, rows: { tier: string; messages_per_day: number }[]) {
  if (!rows.length) return;
  await db
    .insert(aiTierQuotas)
    .values(rows)
    .onConflictDoUpdate({
      target: aiTierQuotas.tier,
      set: { messages_per_day: sql`excluded.messages_per_day`, updated_at: sql`now()` },
    });
}

/** Active and inactive agents (the admin hub's 'Agentes de IA'). */
export async function countAgents(db: Db) {
  const [row] = await db
    .select({
      active: sql<number>`count(*) filter (where ${aiAgents.is_active})::int`,
      inactive: sql<number>`count(*) filter (where not ${aiAgents.is_active})::int`,
    })
    .from(aiAgents);
  return { active: Number(row?.active ?? 0), inactive: Number(row?.inactive ?? 0) };
}
