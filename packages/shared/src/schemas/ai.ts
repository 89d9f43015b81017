import { AI_MAX_SUGGESTED_QUESTIONS, AI_TIER_IDS, type AiTier } from "../constants";
import { aiAdminMessages } from "../messages/ai-admin";
import { isAgentIcon } from "../rules/agent-icons";
import { singleLine, z } from "./zod";

/**
 * AI agents: what the member chat and the admin screens exchange with the server.
 * Imported by subpath (`@guilda/shared/schemas/ai`) so zod stays out of the first page.
 */

export const aiTierSchema = z.enum(AI_TIER_IDS);

export type AiChunkKind =
  "course" | "lesson" | "post" | "comment" | "wiki" | "supplier" | "event" | "suggestion";

/** A numbered source under an answer; `url` points at the lesson, course, post, wiki article or supplier. */
export type AiCitation = {
  n: number;
  kind: AiChunkKind;
  title: string;
  /**
   * Where it lives: the course title for a lesson, the space name for a post or comment, the
   * category of a wiki article, the city and UF of a supplier.
   */
  context: string | null;
  url: string;
  /** The passage quoted (plain text, at most ~400 characters). */
  excerpt: string;
};

export type AiAnswerMode = "model" | "offline";
export type AiMessageStatus = "complete" | "partial" | "error";

export type AiChatMessage = {
  id: string;
  role: "user" | "assistant";
  /** The text as written (the member's question, or the answer's markdown with [n] markers). */
  content: string;
  /** Answers: the markdown rendered on the server and sanitized (raw HTML shown as text). */
  html: string | null;
  status: AiMessageStatus;
  mode: AiAnswerMode | null;
  citations: AiCitation[];
  /** pt-BR reason when status is 'error'. */
  error_message: string | null;
  created_at: string;
};

export type AiQuotaState = {
  tier: AiTier;
  limit: number;
  used: number;
  /** When the oldest counted answer leaves the 24 h window; null while under the limit. */
  resets_at: string | null;
};

/** The sidebar entry (GET /api/ai-agents): every active agent, locked when above the member's tier. */
export type AiAgentListItem = {
  id: string;
  name: string;
  /** One of AGENT_ICONS (a name) or the /media path of an uploaded icon; null: the default. */
  icon: string | null;
  required_tier: AiTier;
  /** The tier's name members read (its plan's name). */
  required_tier_label: string;
  locked: boolean;
  /**
   * When locked: the published courses whose purchase gives the tier it needs (by title, in the
   * showcase's order), so the lock can say 'Liberado com o curso X'; empty otherwise.
   */
  unlocked_by: { title: string; slug: string }[];
  is_default: boolean;
};

/** GET /api/ai/agents/:id and GET /api/ai/default-agent (the /chatbot page). */
export type AiAgentView = AiAgentListItem & {
  description: string | null;
  welcome_message: string | null;
  suggested_questions: string[];
  member_tier: AiTier;
  member_tier_label: string;
  /** 'offline' when no provider is configured: answers are passages, not model text. */
  mode: AiAnswerMode;
  quota: AiQuotaState;
};

export type AiConversationSummary = { id: string; title: string; updated_at: string };
export type AiConversationPage = { items: AiConversationSummary[]; next_cursor: string | null };
export type AiConversationDetail = {
  conversation: AiConversationSummary & { agent_id: string };
  messages: AiChatMessage[];
};

export const aiConversationCreateSchema = z.object({
  title: singleLine(z.string().trim().min(1).max(120)).optional(),
});
export const aiConversationRenameSchema = z.object({ title: singleLine(z.string().trim().min(1).max(120)) });

/**
 * POST /api/ai/conversations/:id/chat — answers as an AI SDK UI message stream.
 * 'submit' stores `text` as the question first; 'regenerate' replaces the last answer.
 */
export const aiChatRequestSchema = z.discriminatedUnion("trigger", [
  z.object({ trigger: z.literal("submit"), text: z.string().trim().min(1).max(4000) }),
  z.object({ trigger: z.literal("regenerate") }),
]);
export type AiChatRequest = z.infer<typeof aiChatRequestSchema>;

/** Data parts of the stream (besides text): the answer's mode first, its citations last. */
export type AiStreamData = {
  meta: { mode: AiAnswerMode; message_id: string };
  citations: AiCitation[];
};

// ——— Admin ———

const optionalText = (max: number, oneLine = false) => {
  const text = z.string().trim().max(max);
  return (oneLine ? singleLine(text) : text).nullish().transform((v) => (v ? v : null));
};

export const aiAgentInputSchema = z.object({
  name: singleLine(z.string().trim().min(1).max(80)),
  description: optionalText(300),
  /** A name of the app's icon set or an uploaded icon's /media path (never markup); empty: the default. */
  icon: z
    .string()
    .trim()
    .max(300)
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || isAgentIcon(v), aiAdminMessages.iconInvalid),
  required_tier: aiTierSchema,
  is_active: z.boolean(),
  is_default: z.boolean(),
  scope: z.enum(["all", "selected"]),
  course_ids: z.array(z.uuid()).max(200),
  space_ids: z.array(z.uuid()).max(200),
  system_prompt: optionalText(8000),
  welcome_message: optionalText(1000),
  suggested_questions: z.array(singleLine(z.string().trim().min(1).max(200))).max(AI_MAX_SUGGESTED_QUESTIONS),
  model: optionalText(100, true),
});
export type AiAgentInput = z.infer<typeof aiAgentInputSchema>;
export const aiAgentPatchSchema = aiAgentInputSchema.partial();
export type AiAgentPatch = z.infer<typeof aiAgentPatchSchema>;

export type AiAgentAdmin = {
  id: string;
  name: string;
  description: string | null;
  icon: string | null;
  required_tier: AiTier;
  is_active: boolean;
  is_default: boolean;
  scope: "all" | "selected";
  course_ids: string[];
  space_ids: string[];
  system_prompt: string | null;
  welcome_message: string | null;
  suggested_questions: string[];
  model: string | null;
  created_at: string;
  updated_at: string;
};

/** GET /api/admin/ai-agents/options — what the editor's pickers offer. */
export type AiAgentOptions = {
  courses: { id: string; title: string; is_published: boolean }[];
  spaces: { id: string; name: string; is_private: boolean }[];
  provider: { configured: boolean; model: string | null };
};

/** GET /api/admin/ai-agents/usage?days=7|30 — one row per agent (zeros included). */
export const aiUsageQuerySchema = z.object({ days: z.enum(["7", "30"]).default("7").transform(Number) });
export type AiAgentUsage = {
  agent_id: string;
  name: string;
  conversations: number;
  messages: number;
  members: number;
  tokens_in: number;
  tokens_out: number;
  errors: number;
};
export type AiUsageReport = { days: number; rows: AiAgentUsage[] };

export const aiQuotasSchema = z.object({
  quotas: z
    .array(z.object({ tier: aiTierSchema, messages_per_day: z.number().int().min(0).max(100000) }))
    .min(1)
    .max(4),
});
export type AiQuotas = { quotas: { tier: AiTier; messages_per_day: number }[] };

/** POST /api/admin/ai-agents/:id/test — try the agent as a member of `tier` would (not stored). */
export const aiAgentTestSchema = z.object({
  tier: aiTierSchema,
  question: z.string().trim().min(1).max(4000),
});
export type AiAgentTestResult =
  | { allowed: false; message: string }
  | {
      allowed: true;
      mode: AiAnswerMode;
      status: AiMessageStatus;
      content: string;
      html: string;
      citations: AiCitation[];
      error_message: string | null;
    };

/** PUT /api/admin/members/:id/ai-tier */
export const memberAiTierSchema = z.object({ tier: aiTierSchema });
