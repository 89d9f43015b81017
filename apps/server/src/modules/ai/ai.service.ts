import type { AiTier, TierLabels } from "@guilda/shared";
import { aiMessages as texts } from "@guilda/shared/messages/ai";
import { cleanCitations } from "@guilda/shared/rules/ai-citations";
import {
  AI_QUOTA_WINDOW_MS,
  aiQuotasWithDefaults,
  asAiTier,
  canUseAgent,
} from "@guilda/shared/rules/ai-tiers";
import { tierLabel } from "@guilda/shared/rules/community-words";
import type {
  AiAgentListItem,
  AiAgentView,
  AiChatMessage,
  AiChatRequest,
  AiCitation,
  AiConversationDetail,
  AiConversationPage,
  AiConversationSummary,
  AiQuotaState,
  AiStreamData,
} from "@guilda/shared/schemas/ai";
import { createUIMessageStream, type UIMessage, type UIMessageChunk } from "ai";
import { z } from "zod";
import type { AiProvider } from "../../platform/ai";
import type { Db } from "../../platform/db";
import { cursorCodec, cursorTimestamp } from "../../platform/http/cursor";
import type { Viewer } from "../../platform/http/context";
import { AppError } from "../../platform/http/errors";
import type { Logger } from "../../platform/logger";
import { renderMarkdown } from "../../platform/markdown";
import { coursesUnlockingTier } from "../sales/sales.service";
import { tierLabels } from "../plans/plans.service";
import type { RetrievalViewer } from "../search/search.service";
import { modeOf, produceAnswer, type AnswerAgent, type AnswerOutcome } from "./chat";
import * as q from "./ai.queries";

/** What the member side needs: the database, the provider (null = offline mode) and the viewer. */
export type AiContext = { db: Db; ai: AiProvider | null; viewer: Viewer; logger?: Logger };

export type { AnswerAgent } from "./chat";

const PAGE_SIZE = 20;
const DETAIL_MESSAGES = 200;
/** Earlier messages sent to the model with a question (the sources carry the knowledge). */
const HISTORY_MESSAGES = 8;
const TITLE_FROM_QUESTION = 60;

const agentNotFound = () => new AppError(404, "NOT_FOUND", texts.agentNotFound);
const conversationNotFound = () => new AppError(404, "NOT_FOUND", texts.conversationNotFound);

// ——— Tier and quota ———

async function viewerTier(db: Db, viewer: Viewer): Promise<AiTier> {
  return asAiTier(await q.memberTier(db, viewer.userId));
}

type Unlocking = (required: AiTier) => Promise<AiAgentListItem["unlocked_by"]>;

/**
 * The courses whose purchase gives a tier, asked once per tier: only published courses (the
 * showcase shows them to every member), never an unpublished one's name.
 */
function unlockingCourses(db: Db): Unlocking {
  const asked = new Map<AiTier, Promise<AiAgentListItem["unlocked_by"]>>();
  return (required) => {
    let found = asked.get(required);
    if (!found) asked.set(required, (found = coursesUnlockingTier(db, required)));
    return found;
  };
}

async function listItem(
  agent: q.AgentRow,
  tier: AiTier,
  isAdmin: boolean,
  labels: TierLabels,
  unlocking: Unlocking,
): Promise<AiAgentListItem> {
  const required = asAiTier(agent.required_tier);
  const locked = !canUseAgent({ tier, isAdmin }, required);
  return {
    id: agent.id,
    name: agent.name,
    icon: agent.icon,
    required_tier: required,
    required_tier_label: tierLabel(required, labels),
    locked,
    unlocked_by: locked ? await unlocking(required) : [],
    is_default: agent.is_default,
  };
}

/**
 * Every active agent by name, locked when above the viewer's tier (the sidebar), with the
 * courses whose purchase unlocks a locked one.
 */
export async function sidebarAgents(db: Db, viewer: Viewer): Promise<AiAgentListItem[]> {
  const [agents, tier, labels] = await Promise.all([
    q.listActiveAgents(db),
    viewerTier(db, viewer),
    tierLabels(db),
  ]);
  const unlocking = unlockingCourses(db);
  return Promise.all(agents.map((a) => listItem(a, tier, viewer.profile.is_admin, labels, unlocking)));
}

/** Answers a member of `tier` may still receive in the last 24 h, and when a slot frees up. */
export async function quotaState(
  db: Db,
  userId: string,
  tier: AiTier,
  now = new Date(),
): Promise<AiQuotaState> {
  const override = await q.quotaOverride(db, tier);
  const limit = override ?? aiQuotasWithDefaults([])[tier];
  const since = new Date(now.getTime() - AI_QUOTA_WINDOW_MS);
  const { used, nthNewest } = await q.countedAnswers(db, userId, since, limit);
  const resetsAt = used >= limit && nthNewest ? new Date(nthNewest.getTime() + AI_QUOTA_WINDOW_MS) : null;
  return { tier, limit, used, resets_at: resetsAt?.toISOString() ?? null };
}

async function quotaError(db: Db, state: AiQuotaState, now: Date) {
  const resetsAt = state.resets_at ? new Date(state.resets_at) : null;
  const retryAfter = resetsAt
    ? Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000))
    : undefined;
  return new AppError(
    429,
    "AI_QUOTA_EXCEEDED",
    texts.quotaExceeded(state.limit, tierLabel(state.tier, await tierLabels(db)), resetsAt),
    undefined,
    retryAfter,
  );
}

// ——— Agents ———

/** An agent the viewer may open: active ones for members, any for admins. */
async function visibleAgent(db: Db, viewer: Viewer, id: string) {
  const agent = await q.findAgent(db, id);
  if (!agent || (!agent.is_active && !viewer.profile.is_admin)) throw agentNotFound();
  return agent;
}

async function agentView(ctx: AiContext, agent: q.AgentWithScope): Promise<AiAgentView> {
  const [tier, labels] = await Promise.all([viewerTier(ctx.db, ctx.viewer), tierLabels(ctx.db)]);
  return {
    ...(await listItem(agent, tier, ctx.viewer.profile.is_admin, labels, unlockingCourses(ctx.db))),
    description: agent.description,
    welcome_message: agent.welcome_message,
    suggested_questions: agent.suggested_questions,
    member_tier: tier,
    member_tier_label: tierLabel(tier, labels),
    mode: modeOf(ctx.ai),
    quota: await quotaState(ctx.db, ctx.viewer.userId, tier),
  };
}

export async function getAgent(ctx: AiContext, id: string): Promise<AiAgentView> {
  return agentView(ctx, await visibleAgent(ctx.db, ctx.viewer, id));
}

export async function getDefaultAgent(ctx: AiContext): Promise<AiAgentView> {
  const agent = await q.findDefaultAgent(ctx.db);
  if (!agent) throw new AppError(404, "NOT_FOUND", texts.defaultAgentMissing);
  return agentView(ctx, agent);
}

// ——— Conversations ———

const conversationCursor = cursorCodec(
  z
    .object({ u: cursorTimestamp, i: z.uuid() })
    .strict()
    .transform(({ u, i }) => ({ updatedAt: new Date(u), id: i })),
);

function summary(row: { id: string; title: string; updated_at: Date }): AiConversationSummary {
  return { id: row.id, title: row.title, updated_at: row.updated_at.toISOString() };
}

export async function listConversations(
  ctx: AiContext,
  agentId: string,
  cursor: string | undefined,
): Promise<AiConversationPage> {
  await visibleAgent(ctx.db, ctx.viewer, agentId);
  const after = cursor ? conversationCursor.decode(cursor) : null;
  const rows = await q.listConversations(ctx.db, ctx.viewer.userId, agentId, after, PAGE_SIZE + 1);
  const items = rows.slice(0, PAGE_SIZE);
  const last = items[items.length - 1];
  return {
    items: items.map(summary),
    next_cursor:
      rows.length > PAGE_SIZE && last
        ? conversationCursor.encode({ u: last.updated_at.toISOString(), i: last.id })
        : null,
  };
}

async function requireUsable(ctx: AiContext, agent: q.AgentWithScope) {
  const tier = await viewerTier(ctx.db, ctx.viewer);
  const required = asAiTier(agent.required_tier);
  if (!canUseAgent({ tier, isAdmin: ctx.viewer.profile.is_admin }, required))
    throw new AppError(
      403,
      "AI_TIER_REQUIRED",
      texts.tierRequired(tierLabel(required, await tierLabels(ctx.db))),
    );
  return tier;
}

export async function createConversation(
  ctx: AiContext,
  agentId: string,
  input: { title?: string | undefined },
): Promise<AiConversationSummary> {
  const agent = await visibleAgent(ctx.db, ctx.viewer, agentId);
  await requireUsable(ctx, agent);
  const row = await q.insertConversation(ctx.db, {
    user_id: ctx.viewer.userId,
    agent_id: agent.id,
    title: input.title ?? texts.defaultConversationTitle,
  });
  return summary(row);
}

/** The viewer's own conversation; someone else's is as missing as an unknown one. */
async function ownConversation(ctx: AiContext, id: string) {
  const conversation = await q.findConversation(ctx.db, id);
  if (!conversation || conversation.user_id !== ctx.viewer.userId) throw conversationNotFound();
  return conversation;
}

export async function renameConversation(ctx: AiContext, id: string, title: string) {
  await ownConversation(ctx, id);
  const row = await q.touchConversation(ctx.db, id, title);
  if (!row) throw conversationNotFound();
  return summary(row);
}

export async function deleteConversation(ctx: AiContext, id: string) {
  await ownConversation(ctx, id);
  await q.deleteConversation(ctx.db, id);
}

function errorMessageOf(code: string | null): string | null {
  if (!code) return null;
  if (code === "timeout") return texts.providerTimeout;
  if (code === "refused") return texts.providerRefused;
  if (code === "empty") return texts.providerEmpty;
  return texts.providerError;
}

/** The answer's html: the model's markdown rendered as untrusted text. */
export function answerHtml(content: string): string {
  return renderMarkdown(content, { untrusted: true });
}

function chatMessage(row: q.MessageRow): AiChatMessage {
  const answer = row.role === "assistant";
  return {
    id: row.id,
    role: answer ? "assistant" : "user",
    content: row.content,
    html: answer ? answerHtml(row.content) : null,
    status: row.status as AiChatMessage["status"],
    mode: answer ? (row.mode as AiChatMessage["mode"]) : null,
    citations: answer ? (row.citations as AiCitation[]) : [],
    error_message: answer && row.status === "error" ? errorMessageOf(row.error_code) : null,
    created_at: row.created_at.toISOString(),
  };
}

export async function conversationDetail(ctx: AiContext, id: string): Promise<AiConversationDetail> {
  const conversation = await ownConversation(ctx, id);
  const rows = await q.lastMessages(ctx.db, id, DETAIL_MESSAGES);
  return {
    conversation: { ...summary(conversation), agent_id: conversation.agent_id },
    messages: rows.map(chatMessage),
  };
}

// ——— Answers ———

type ChatData = { meta: AiStreamData["meta"]; citations: AiStreamData["citations"] };
export type AiUIMessage = UIMessage<never, ChatData>;

function historyOf(rows: q.MessageRow[]) {
  return rows
    .filter((m) => m.status !== "error" && m.content.trim())
    .slice(-HISTORY_MESSAGES)
    .map((m) =>
      m.role === "assistant"
        ? // Earlier answers' [n] pointed at earlier sources: they would mislead against the new list.
          { role: "assistant" as const, content: cleanCitations(m.content, []).text }
        : { role: "user" as const, content: m.content },
    );
}

/**
 * POST /ai/conversations/:id/chat. Everything that can refuse the request is checked first (and
 * answered as JSON by the route): the conversation is the viewer's, the agent is open to them,
 * the quota has room, a regenerate has a question. Then the question is stored and the answer
 * streams; it is stored when it completes, when the member goes away (`signal`) or stops it
 * (partial), or when the provider fails (error, no quota).
 */
export async function startChat(
  ctx: AiContext,
  conversationId: string,
  request: AiChatRequest,
  signal: AbortSignal,
): Promise<ReadableStream<UIMessageChunk>> {
  const now = new Date();
  const conversation = await ownConversation(ctx, conversationId);
  const agent = await q.findAgent(ctx.db, conversation.agent_id);
  if (!agent || (!agent.is_active && !ctx.viewer.profile.is_admin)) throw agentNotFound();
  const tier = await requireUsable(ctx, agent);
  const answerId = crypto.randomUUID();

  // The quota check and the reservation of this answer's ledger row are one step per member, so
  // parallel requests cannot all pass on the same free slot.
  const { question, replaces, earlier } = await ctx.db.transaction(async (tx) => {
    await q.lockMember(tx, ctx.viewer.userId);
    const quota = await quotaState(tx, ctx.viewer.userId, tier, now);
    if (quota.used >= quota.limit) throw await quotaError(tx, quota, now);

    const earlier = await q.lastMessages(tx, conversationId, HISTORY_MESSAGES + 2);
    let question: q.MessageRow;
    let replaces: q.MessageRow | null = null;
    if (request.trigger === "regenerate") {
      const last = earlier[earlier.length - 1];
      const answer = last?.role === "assistant" ? last : null;
      const asked = answer ? earlier[earlier.length - 2] : last;
      if (!asked || asked.role !== "user") throw new AppError(409, "CONFLICT", texts.nothingToRegenerate);
      // The old answer stays until the new one is stored (see storeAnswer).
      replaces = answer;
      question = asked;
      await q.touchConversation(tx, conversationId);
    } else {
      question = await q.insertMessage(
        tx,
        {
          conversation_id: conversationId,
          user_id: ctx.viewer.userId,
          agent_id: agent.id,
          role: "user",
          content: request.text,
        },
        earlier[earlier.length - 1]?.created_at,
      );
      // A new conversation takes its name from its first question.
      const firstQuestion = earlier.length === 0 && conversation.title === texts.defaultConversationTitle;
      await q.touchConversation(tx, conversationId, firstQuestion ? titleFrom(request.text) : undefined);
    }
    await q.reserveUsage(tx, {
      id: answerId,
      user_id: ctx.viewer.userId,
      agent_id: agent.id,
      conversation_id: conversationId,
    });
    return { question, replaces, earlier };
  });
  const history = historyOf(earlier.filter((m) => m.created_at < question.created_at));

  const mode = modeOf(ctx.ai);
  const stopped = new AbortController();
  const gone = AbortSignal.any([signal, stopped.signal]);

  const stream = createUIMessageStream<AiUIMessage>({
    execute: async ({ writer }) => {
      writer.write({ type: "start", messageId: answerId });
      writer.write({ type: "data-meta", data: { mode, message_id: answerId } });
      const textId = `${answerId}-text`;
      let textOpen = false;
      let outcome: AnswerOutcome;
      try {
        outcome = await produceAnswer({
          db: ctx.db,
          ai: ctx.ai,
          viewer: ctx.viewer,
          agent,
          question: question.content,
          history,
          signal: gone,
          now,
          onText: (delta) => {
            if (!textOpen) writer.write({ type: "text-start", id: textId });
            textOpen = true;
            writer.write({ type: "text-delta", id: textId, delta });
          },
          onProviderError: (error) => ctx.logger?.warn({ err: error }, "AI provider failed"),
        });
        await storeAnswer(
          ctx,
          { id: answerId, conversationId, agentId: agent.id, after: question.created_at, replaces },
          outcome,
        );
      } catch (error) {
        // Nothing was stored: the reserved ledger row becomes an error that costs no quota.
        await q
          .settleUsage(ctx.db, answerId, {
            status: "error",
            tokens_in: null,
            tokens_out: null,
            counts_quota: false,
          })
          .catch(() => {});
        throw error;
      }
      if (textOpen) writer.write({ type: "text-end", id: textId });
      if (outcome.status === "error") {
        writer.write({ type: "error", errorText: errorMessageOf(outcome.errorCode)! });
        return;
      }
      writer.write({ type: "data-citations", data: outcome.citations });
      writer.write({ type: "finish" });
    },
    onError: (error) => {
      ctx.logger?.error({ err: error }, "AI answer failed");
      return texts.providerError;
    },
  });

  // A reader that cancels (the member left) stops the answer as well as a closed connection does.
  const reader = stream.getReader();
  return new ReadableStream<UIMessageChunk>({
    async pull(controller) {
      const next = await reader.read();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    async cancel(reason) {
      stopped.abort();
      await reader.cancel(reason);
    },
  });
}

function titleFrom(question: string) {
  const line = question.replace(/\s+/g, " ").trim();
  if (line.length <= TITLE_FROM_QUESTION) return line;
  const cut = line.slice(0, TITLE_FROM_QUESTION);
  const space = cut.lastIndexOf(" ");
  return `${(space > TITLE_FROM_QUESTION / 2 ? cut.slice(0, space) : cut).trim()}…`;
}

/**
 * Stores the answer and its ledger row in one transaction. A regenerated answer replaces the old
 * one here, not before: when the new attempt fails and the old answer was complete, the old one
 * stays and the failure is only in the ledger. A conversation deleted meanwhile keeps the ledger.
 */
async function storeAnswer(
  ctx: AiContext,
  where: { id: string; conversationId: string; agentId: string; after: Date; replaces: q.MessageRow | null },
  outcome: AnswerOutcome,
) {
  // Delivered answers count, whole or stopped with some text; failures never do.
  const countsQuota =
    outcome.status === "complete" || (outcome.status === "partial" && outcome.content !== "");
  await ctx.db.transaction(async (tx) => {
    await q.settleUsage(tx, where.id, {
      status: outcome.status,
      tokens_in: outcome.tokensIn,
      tokens_out: outcome.tokensOut,
      counts_quota: countsQuota,
    });
    if (!(await q.lockConversation(tx, where.conversationId))) return;
    const old = where.replaces;
    if (old && outcome.status === "error" && old.status === "complete") return;
    if (old) await q.deleteMessage(tx, old.id);
    await q.insertMessage(
      tx,
      {
        id: where.id,
        conversation_id: where.conversationId,
        user_id: ctx.viewer.userId,
        agent_id: where.agentId,
        role: "assistant",
        content: outcome.content,
        status: outcome.status,
        mode: outcome.mode,
        citations: outcome.citations,
        tokens_in: outcome.tokensIn,
        tokens_out: outcome.tokensOut,
        error_code: outcome.errorCode,
      },
      where.after,
    );
    await q.touchConversation(tx, where.conversationId);
  });
}

/**
 * The admin's 'Testar' box: the same answer pipeline (retrieval with `viewer`'s access and the
 * agent's scope, the model or offline mode, citation filtering, safe html), not stored, no quota.
 */
export async function answerOnce(
  deps: { db: Db; ai: AiProvider | null; logger?: Logger },
  input: { agent: AnswerAgent; viewer: RetrievalViewer; question: string },
): Promise<{
  mode: AnswerOutcome["mode"];
  status: AnswerOutcome["status"];
  content: string;
  html: string;
  citations: AiCitation[];
  error_message: string | null;
}> {
  const outcome = await produceAnswer({
    db: deps.db,
    ai: deps.ai,
    viewer: input.viewer,
    agent: input.agent,
    question: input.question,
    onProviderError: (error) => deps.logger?.warn({ err: error }, "AI provider failed"),
  });
  return {
    mode: outcome.mode,
    status: outcome.status,
    content: outcome.content,
    html: answerHtml(outcome.content),
    citations: outcome.citations,
    error_message: errorMessageOf(outcome.errorCode),
  };
}
