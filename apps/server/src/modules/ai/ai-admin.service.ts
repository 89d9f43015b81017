import { AI_TIER_IDS, type AiTier } from "@guilda/shared";
import { aiAdminMessages as m } from "@guilda/shared/messages/ai-admin";
import { isAgentIconName } from "@guilda/shared/rules/agent-icons";
import { aiQuotasWithDefaults, aiTierRank, asAiTier } from "@guilda/shared/rules/ai-tiers";
import { tierLabel } from "@guilda/shared/rules/community-words";
import type {
  AiAgentAdmin,
  AiAgentOptions,
  aiAgentInputSchema,
  aiAgentTestSchema,
  AiAgentTestResult,
  aiAgentPatchSchema,
  AiQuotas,
  aiQuotasSchema,
  AiUsageReport,
} from "@guilda/shared/schemas/ai";
import type { z } from "zod";
import type { AiProvider } from "../../platform/ai";
import type { Db } from "../../platform/db";
import { isUniqueViolation } from "../../platform/db/errors";
import { AppError } from "../../platform/http/errors";
import type { Viewer } from "../../platform/http/context";
import type { Logger } from "../../platform/logger";
import { tierLabels } from "../plans/plans.service";
import { releaseCommunityImage, useCommunityImage } from "../uploads/uploads.service";
import * as q from "./ai-admin.queries";
import { answerOnce } from "./ai.service";

type AgentInput = z.output<typeof aiAgentInputSchema>;
type AgentPatch = z.output<typeof aiAgentPatchSchema>;
type QuotasInput = z.output<typeof aiQuotasSchema>;
type TestInput = z.output<typeof aiAgentTestSchema>;

const DEFAULT_KEY = "ai_agents_default_key";
const DAY = 24 * 60 * 60 * 1000;

const agentNotFound = () => new AppError(404, "NOT_FOUND", m.agentNotFound);

function agentView(row: q.AgentDbRow): AiAgentAdmin {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    icon: row.icon,
    required_tier: asAiTier(row.required_tier),
    is_active: row.is_active,
    is_default: row.is_default,
    scope: row.scope === "selected" ? "selected" : "all",
    course_ids: row.course_ids,
    space_ids: row.space_ids,
    system_prompt: row.system_prompt,
    welcome_message: row.welcome_message,
    suggested_questions: row.suggested_questions,
    model: row.model,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listAgents(db: Db): Promise<AiAgentAdmin[]> {
  return (await q.listAgents(db)).map(agentView);
}

/** The admin hub's 'Agentes de IA' card: active and inactive agents. */
export function agentsHubCounts(db: Db) {
  return q.countAgents(db);
}

export async function getAgent(db: Db, id: string): Promise<AiAgentAdmin> {
  const row = await q.findAgent(db, id);
  if (!row) throw agentNotFound();
  return agentView(row);
}

/**
 * Moves the agent's icon from `current` to `next` in the caller's transaction: a name of the
 * app's set is stored as it is; an uploaded icon must be an agent-icon upload nothing else shows
 * (it is kept from the orphan sweep from now on). The uploaded icon replaced is released.
 */
async function settleIcon(tx: Db, next: string | null, current: string | null) {
  if (next === current) return;
  if (next && !isAgentIconName(next) && !(await useCommunityImage(tx, "agent-icon", next)))
    throw AppError.validation({ icon: m.iconUploadInvalid });
  await releaseCommunityImage(tx, current);
}

const unique = (ids: string[]) => [...new Set(ids)];

/** Every chosen course and space must exist (checked in the transaction that stores them). */
async function checkScope(tx: Db, courseIds: string[], spaceIds: string[]) {
  const [courses, spaces] = await Promise.all([
    q.existingCourseIds(tx, courseIds),
    q.existingSpaceIds(tx, spaceIds),
  ]);
  const errors: Record<string, string> = {};
  if (courseIds.some((id) => !courses.has(id))) errors.course_ids = m.unknownCourses;
  if (spaceIds.some((id) => !spaces.has(id))) errors.space_ids = m.unknownSpaces;
  if (Object.keys(errors).length) throw AppError.validation(errors);
}

/**
 * Runs `write` in a transaction; two admins making different agents the default at once clash on
 * the unique default index — the later one tries again (and wins, as the last word should).
 */
async function withDefaultRetry<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction((tx) => write(tx as unknown as Db));
    } catch (error) {
      if (!isUniqueViolation(error, DEFAULT_KEY) || attempt >= 3) throw error;
    }
  }
}

function columns(input: AgentPatch): Partial<q.AgentValues> {
  const out: Partial<q.AgentValues> = {};
  if (input.name !== undefined) out.name = input.name;
  if (input.description !== undefined) out.description = input.description;
  if (input.required_tier !== undefined) out.required_tier = input.required_tier;
  if (input.is_active !== undefined) out.is_active = input.is_active;
  if (input.is_default !== undefined) out.is_default = input.is_default;
  if (input.scope !== undefined) out.scope = input.scope;
  if (input.system_prompt !== undefined) out.system_prompt = input.system_prompt;
  if (input.welcome_message !== undefined) out.welcome_message = input.welcome_message;
  if (input.suggested_questions !== undefined) out.suggested_questions = input.suggested_questions;
  if (input.model !== undefined) out.model = input.model;
  return out;
}

/** The default agent answers /chatbot: it cannot be inactive. */
function checkDefaultActive(isDefault: boolean, isActive: boolean) {
  if (isDefault && !isActive) throw AppError.validation({ is_active: m.defaultMustBeActive });
}

export async function createAgent(db: Db, input: AgentInput): Promise<AiAgentAdmin> {
  checkDefaultActive(input.is_default, input.is_active);
  const courseIds = unique(input.course_ids);
  const spaceIds = unique(input.space_ids);
  const id = await withDefaultRetry(db, async (tx) => {
    await checkScope(tx, courseIds, spaceIds);
    await settleIcon(tx, input.icon, null);
    if (input.is_default) await q.clearDefault(tx);
    const agentId = await q.insertAgent(tx, { ...(columns(input) as q.AgentValues), icon: input.icon });
    await q.replaceCourses(tx, agentId, courseIds);
    await q.replaceSpaces(tx, agentId, spaceIds);
    return agentId;
  });
  return getAgent(db, id);
}

/** Only the fields sent change; course_ids / space_ids, when sent, replace the whole list. */
export async function updateAgent(db: Db, id: string, input: AgentPatch): Promise<AiAgentAdmin> {
  const courseIds = input.course_ids && unique(input.course_ids);
  const spaceIds = input.space_ids && unique(input.space_ids);
  await withDefaultRetry(db, async (tx) => {
    const current = await q.findAgent(tx, id);
    if (!current) throw agentNotFound();
    checkDefaultActive(input.is_default ?? current.is_default, input.is_active ?? current.is_active);
    await checkScope(tx, courseIds ?? [], spaceIds ?? []);
    if (input.icon !== undefined) await settleIcon(tx, input.icon, current.icon);
    if (input.is_default) await q.clearDefault(tx, id);
    const values = { ...columns(input), ...(input.icon === undefined ? {} : { icon: input.icon }) };
    if (!(await q.updateAgent(tx, id, values))) throw agentNotFound();
    if (courseIds) await q.replaceCourses(tx, id, courseIds);
    if (spaceIds) await q.replaceSpaces(tx, id, spaceIds);
  });
  return getAgent(db, id);
}

/** Its uploaded icon, if it had one, goes with it (released to the orphan sweep). */
export async function deleteAgent(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const deleted = await q.deleteAgent(tx, id);
    if (!deleted) throw agentNotFound();
    await releaseCommunityImage(tx, deleted.icon);
  });
}

export async function agentOptions(db: Db, provider: AiAgentOptions["provider"]): Promise<AiAgentOptions> {
  const [courses, spaces] = await Promise.all([q.courseOptions(db), q.spaceOptions(db)]);
  return { courses, spaces, provider };
}

/** Figures per agent over the last `days` days (every agent listed, zeros included). */
export async function usage(db: Db, days: number, now = new Date()): Promise<AiUsageReport> {
  const rows = await q.usageSince(db, new Date(now.getTime() - days * DAY));
  return {
    days,
    rows: rows.map((r) => ({
      agent_id: r.agent_id,
      name: r.name,
      conversations: Number(r.conversations),
      messages: Number(r.messages),
      members: Number(r.members),
      tokens_in: Number(r.tokens_in),
      tokens_out: Number(r.tokens_out),
      errors: Number(r.errors),
    })),
  };
}

/** All four tiers in order: the admin's values, the defaults for the others. */
export async function quotas(db: Db): Promise<AiQuotas> {
  const values = aiQuotasWithDefaults(await q.quotaOverrides(db));
  return { quotas: AI_TIER_IDS.map((tier: AiTier) => ({ tier, messages_per_day: values[tier] })) };
}

export async function saveQuotas(db: Db, input: QuotasInput): Promise<AiQuotas> {
  const tiers = input.quotas.map((row) => row.tier);
  if (new Set(tiers).size !== tiers.length) throw AppError.validation({ quotas: m.duplicateTier });
  await q.upsertQuotas(db, input.quotas);
  return quotas(db);
}

/**
 * The 'Testar' box: the agent answers as it would a member of `input.tier` (refused, with the
 * reason, below the agent's tier). Retrieval runs with the admin's own access; nothing is stored
 * and no quota is spent. Inactive agents may be tried before they are switched on.
 */
export async function testAgent(
  deps: { db: Db; ai: AiProvider | null; logger?: Logger },
  viewer: Viewer,
  id: string,
  input: TestInput,
): Promise<AiAgentTestResult> {
  const agent = await q.findAgent(deps.db, id);
  if (!agent) throw agentNotFound();
  const required = asAiTier(agent.required_tier);
  if (aiTierRank(input.tier) < aiTierRank(required)) {
    const labels = await tierLabels(deps.db);
    return {
      allowed: false,
      message: m.tierTooLow(tierLabel(input.tier, labels), tierLabel(required, labels)),
    };
  }
  const answer = await answerOnce(deps, {
    agent,
    viewer: { userId: viewer.userId, profile: viewer.profile },
    question: input.question,
  });
  return { allowed: true, ...answer };
}
