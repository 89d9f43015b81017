import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { courses } from "./courses";
import { spaces } from "./community";
import { profiles } from "./members";

const TIER_CHECK = "('trial', 'basic', 'premium', 'enterprise')";

export const aiAgents = pgTable(
  "ai_agents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    /**
     * A name of the app's icon set (rules/agent-icons.ts) or the /media path of an uploaded icon;
     * null: the default. Never markup.
     */
    icon: text("icon"),
    required_tier: text("required_tier").notNull().default("trial"),
    is_active: boolean("is_active").notNull().default(true),
    system_prompt: text("system_prompt"),
    welcome_message: text("welcome_message"),
    /** Up to four questions offered on an empty conversation. */
    suggested_questions: text("suggested_questions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The provider's model for this agent; null uses AI_MODEL. */
    model: text("model"),
    /** 'all': every course and space; 'selected': the courses and spaces listed for it. */
    scope: text("scope").notNull().default("all"),
    /** The community's help agent, at /chatbot (at most one). */
    is_default: boolean("is_default").notNull().default(false),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ai_agents_active_name_idx")
      .on(t.name)
      .where(sql`${t.is_active}`),
    uniqueIndex("ai_agents_default_key")
      .on(t.is_default)
      .where(sql`${t.is_default}`),
    check("ai_agents_tier_check", sql`${t.required_tier} in ${sql.raw(TIER_CHECK)}`),
    check("ai_agents_scope_check", sql`${t.scope} in ('all', 'selected')`),
  ],
);

/** The courses an agent with scope 'selected' answers from. */
export const aiAgentCourses = pgTable(
  "ai_agent_courses",
  {
    agent_id: uuid("agent_id")
      .notNull()
      .references(() => aiAgents.id, { onDelete: "cascade" }),
    course_id: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.agent_id, t.course_id] })],
);

/** The spaces an agent with scope 'selected' answers from. */
export const aiAgentSpaces = pgTable(
  "ai_agent_spaces",
  {
    agent_id: uuid("agent_id")
      .notNull()
      .references(() => aiAgents.id, { onDelete: "cascade" }),
    space_id: uuid("space_id")
      .notNull()
      .references(() => spaces.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.agent_id, t.space_id] })],
);

/** Answers a member of each tier may receive per 24 hours (admin-editable). */
export const aiTierQuotas = pgTable(
  "ai_tier_quotas",
  {
    tier: text("tier").primaryKey(),
    messages_per_day: integer("messages_per_day").notNull(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("ai_tier_quotas_tier_check", sql`${t.tier} in ${sql.raw(TIER_CHECK)}`),
    check("ai_tier_quotas_value_check", sql`${t.messages_per_day} between 0 and 100000`),
  ],
);

export const aiConversations = pgTable(
  "ai_conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agent_id: uuid("agent_id")
      .notNull()
      .references(() => aiAgents.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
  },
  (t) => [index("ai_conversations_owner_idx").on(t.user_id, t.agent_id, t.updated_at, t.id)],
);

/**
 * One question or answer. The question is stored before the answer streams; the answer when
 * it completes, stops or fails ('complete' | 'partial' | 'error').
 */
export const aiMessages = pgTable(
  "ai_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversation_id: uuid("conversation_id")
      .notNull()
      .references(() => aiConversations.id, { onDelete: "cascade" }),
    /** The conversation's owner and agent, kept here for quotas and usage without a join. */
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    agent_id: uuid("agent_id")
      .notNull()
      .references(() => aiAgents.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    content: text("content").notNull().default(""),
    status: text("status").notNull().default("complete"),
    /** Answers only: written by the model, or put together from retrieval alone. */
    mode: text("mode"),
    /** Answers only: the sources cited, each { n, kind, title, context, url }. */
    citations: jsonb("citations")
      .notNull()
      .default(sql`'[]'::jsonb`),
    tokens_in: integer("tokens_in"),
    tokens_out: integer("tokens_out"),
    error_code: text("error_code"),
    created_at: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', clock_timestamp())`),
  },
  (t) => [
    index("ai_messages_conversation_idx").on(t.conversation_id, t.created_at, t.id),
    // quotas and usage are counted from ai_usage; this one serves deleting a member
    index("ai_messages_user_idx").on(t.user_id),
    index("ai_messages_agent_idx").on(t.agent_id, t.created_at),
    check("ai_messages_role_check", sql`${t.role} in ('user', 'assistant')`),
    check("ai_messages_status_check", sql`${t.status} in ('complete', 'partial', 'error')`),
    check("ai_messages_mode_check", sql`${t.mode} is null or ${t.mode} in ('model', 'offline')`),
  ],
);

/**
 * The usage ledger: one row per answer attempted (a question asked, or asked again), never
 * deleted with the conversation or its messages. Quotas and the admin's usage report read it.
 * The row is reserved ('pending', counting) when the question is accepted — so parallel requests
 * see it — and gets the answer's outcome in the transaction that stores the answer.
 */
export const aiUsage = pgTable(
  "ai_usage",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    agent_id: uuid("agent_id")
      .notNull()
      .references(() => aiAgents.id, { onDelete: "cascade" }),
    /** No foreign key: the figures outlive the conversation. */
    conversation_id: uuid("conversation_id").notNull(),
    status: text("status").notNull(),
    tokens_in: integer("tokens_in"),
    tokens_out: integer("tokens_out"),
    counts_quota: boolean("counts_quota").notNull().default(false),
    created_at: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', clock_timestamp())`),
  },
  (t) => [
    index("ai_usage_quota_idx")
      .on(t.user_id, t.created_at)
      .where(sql`${t.counts_quota}`),
    index("ai_usage_agent_idx").on(t.agent_id, t.created_at),
    // Admin dashboard: answers and tokens per day, read from the index alone.
    index("ai_usage_created_idx").on(t.created_at, t.tokens_in, t.tokens_out),
    check("ai_usage_status_check", sql`${t.status} in ('pending', 'complete', 'partial', 'error')`),
  ],
);
