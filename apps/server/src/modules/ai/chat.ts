import { AI_RETRIEVAL_LIMIT } from "@guilda/shared";
import type { AiAnswerMode, AiCitation, AiMessageStatus } from "@guilda/shared/schemas/ai";
import { citationStream, cleanCitations, pickCitations } from "@guilda/shared/rules/ai-citations";
import { streamText, type ModelMessage } from "ai";
import type { AiProvider } from "../../platform/ai";
import type { Db } from "../../platform/db";
import { retrieve, type RetrievalViewer } from "../search/search.service";
import { offlineAnswer } from "./offline";
import { systemPrompt, type Source } from "./prompt";

/** What the answering needs of an agent (a stored row with its scope lists fits). */
export type AnswerAgent = {
  name: string;
  system_prompt: string | null;
  model: string | null;
  scope: string;
  course_ids: string[];
  space_ids: string[];
};

export type AnswerOutcome = {
  mode: AiAnswerMode;
  status: AiMessageStatus;
  /** The answer's markdown, with only [n] markers of sources it was given. */
  content: string;
  citations: AiCitation[];
  tokensIn: number | null;
  tokensOut: number | null;
  /**
   * When status is 'error': 'timeout', 'provider' (the request failed), 'refused' (the provider's
   * filter or its own error ended the answer) or 'empty' (it finished without any text).
   */
  errorCode: "timeout" | "provider" | "refused" | "empty" | null;
};

export type AnswerInput = {
  db: Db;
  ai: AiProvider | null;
  viewer: RetrievalViewer;
  agent: AnswerAgent;
  question: string;
  /** Earlier turns of the conversation, oldest first. */
  history?: { role: "user" | "assistant"; content: string }[];
  /** Aborted when the member goes away or presses Parar: the answer so far is kept as partial. */
  signal?: AbortSignal;
  /** Each piece of text that may be shown now (citations already cleaned). */
  onText?: (delta: string) => void;
  onProviderError?: (error: unknown) => void;
  now?: Date;
};

export function modeOf(ai: AiProvider | null): AiAnswerMode {
  return ai ? "model" : "offline";
}

/**
 * One answer: retrieval with the viewer's access and the agent's scope, then either the model
 * (streamed, with the numbered sources in its prompt) or, with no provider, the passages quoted.
 * Never throws for a provider problem: it comes back as status 'error'.
 */
export async function produceAnswer(input: AnswerInput): Promise<AnswerOutcome> {
  const { agent, ai } = input;
  const passages = await retrieve(input.db, input.viewer, input.question, {
    scope: agent.scope === "all" ? null : { courseIds: agent.course_ids, spaceIds: agent.space_ids },
    limit: AI_RETRIEVAL_LIMIT,
    ...(input.now ? { now: input.now } : {}),
  });
  const sources: Source[] = passages.map((p, i) => ({
    n: i + 1,
    kind: p.kind,
    title: p.title,
    context: p.context,
    url: p.url,
    excerpt: p.excerpt,
    text: p.text,
  }));
  const citationOf = ({ text: _text, ...citation }: Source): AiCitation => citation;

  if (!ai) {
    const content = offlineAnswer(sources);
    input.onText?.(content);
    return {
      mode: "offline",
      status: "complete",
      content,
      citations: sources.map(citationOf),
      tokensIn: null,
      tokensOut: null,
      errorCode: null,
    };
  }

  const valid = sources.map((s) => s.n);
  const filter = citationStream(valid);
  const controller = new AbortController();
  let why: "client" | "timeout" | null = null;
  const stop = (reason: "client" | "timeout") => {
    if (why) return;
    why = reason;
    controller.abort();
  };
  const onClientGone = () => stop("client");
  if (input.signal?.aborted) stop("client");
  input.signal?.addEventListener("abort", onClientGone, { once: true });
  // AI_TIMEOUT_MS bounds the wait for the first piece and between pieces.
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => stop("timeout"), ai.timeoutMs);
  };

  let failure: unknown = null;
  let tokensIn: number | null = null;
  let tokensOut: number | null = null;
  let finishReason: string | null = null;
  const messages: ModelMessage[] = [
    ...(input.history ?? []).map((m) => ({ role: m.role, content: m.content })),
    { role: "user", content: input.question },
  ];
  try {
    arm();
    const result = streamText({
      model: ai.model(agent.model),
      system: systemPrompt(agent, sources),
      messages,
      abortSignal: controller.signal,
      maxRetries: ai.maxRetries,
      // Errors arrive as parts of the stream below; nothing is printed.
      onError: () => {},
    });
    for await (const part of result.fullStream) {
      if (why) break;
      arm();
      if (part.type === "text-delta") {
        // PostgreSQL text cannot hold NUL: it never reaches the filter, the member or the row.
        const shown = filter.push(part.text.replaceAll("\u0000", ""));
        if (shown) input.onText?.(shown);
      } else if (part.type === "error") {
        failure = part.error;
        break;
      } else if (part.type === "finish") {
        finishReason = part.finishReason;
        tokensIn = part.totalUsage.inputTokens ?? null;
        tokensOut = part.totalUsage.outputTokens ?? null;
      }
    }
  } catch (error) {
    if (!why) failure = error;
  } finally {
    clearTimeout(timer);
    input.signal?.removeEventListener("abort", onClientGone);
  }

  const cleaned = cleanCitations(filter.raw, valid);
  const base = {
    mode: "model" as const,
    content: cleaned.text,
    citations: pickCitations(sources, cleaned.cited).map(citationOf),
    tokensIn,
    tokensOut,
  };
  if (why === "client") return { ...base, status: "partial", errorCode: null };
  if (why === "timeout" || failure) {
    if (failure) input.onProviderError?.(failure);
    return { ...base, status: "error", errorCode: why === "timeout" ? "timeout" : "provider" };
  }
  // A refusal (content filter, the provider's own error) or an answer with no text is no answer:
  // the member sees why, and it costs no quota.
  if (finishReason === "content-filter" || finishReason === "error")
    return { ...base, status: "error", errorCode: "refused" };
  if (!base.content.trim()) return { ...base, status: "error", errorCode: "empty" };
  const rest = filter.finish();
  if (rest) input.onText?.(rest);
  return { ...base, status: "complete", errorCode: null };
}
