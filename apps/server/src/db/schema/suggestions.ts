import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { profiles } from "./members";

/**
 * Members' suggestions (/sugestoes). The author is kept as null when the member is deleted:
 * the suggestion, its votes by others and its history stay (docs/decisions/009).
 */
export const suggestions = pgTable(
  "suggestions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: text("user_id").references(() => profiles.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    category: text("category").notNull().default("outros"),
    status: text("status").notNull().default("nova"),
    /** The admin's note of the latest status change. */
    status_note: text("status_note"),
    status_changed_at: timestamp("status_changed_at", { withTimezone: true }),
    status_changed_by: text("status_changed_by").references(() => profiles.id, { onDelete: "set null" }),
    /** Set with status 'duplicada': the original, which absorbed this one's votes. */
    duplicate_of: uuid("duplicate_of").references((): AnyPgColumn => suggestions.id, {
      onDelete: "set null",
    }),
    /** visible, hidden (by reports or a moderator) or held for review: only its author and the staff see it unless visible. */
    moderation: text("moderation").notNull().default("visible"),
    vote_count: integer("vote_count").notNull().default(0),
    comment_count: integer("comment_count").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** The title folded (lower case, no accents) for the board's title search, trigram-indexed. */
    search_text: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`translate(lower(title), 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucnyy')`,
      ),
  },
  (t) => [
    check("suggestions_moderation_check", sql`${t.moderation} in ('visible', 'hidden', 'held')`),
    index("suggestions_search_trgm_idx").using("gin", t.search_text.op("gin_trgm_ops")),
    index("suggestions_user_idx").on(t.user_id),
    index("suggestions_created_idx").on(t.created_at),
    index("suggestions_votes_idx").on(t.vote_count.desc(), t.created_at.desc(), t.id.desc()),
    index("suggestions_status_votes_idx").on(t.status, t.vote_count.desc(), t.created_at.desc(), t.id.desc()),
    index("suggestions_status_created_idx").on(t.status, t.created_at.desc(), t.id.desc()),
    index("suggestions_duplicate_idx").on(t.duplicate_of),
    check(
      "suggestions_status_check",
      sql`${t.status} in ('nova', 'em_analise', 'planejada', 'em_andamento', 'concluida', 'recusada', 'duplicada')`,
    ),
    check("suggestions_counts_check", sql`${t.vote_count} >= 0 and ${t.comment_count} >= 0`),
  ],
);

export const suggestionVotes = pgTable(
  "suggestion_votes",
  {
    suggestion_id: uuid("suggestion_id")
      .notNull()
      .references(() => suggestions.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.suggestion_id, t.user_id] }),
    index("suggestion_votes_user_idx").on(t.user_id),
    // 'Em alta' counts the recent votes per suggestion from this index alone.
    index("suggestion_votes_recent_idx").on(t.created_at, t.suggestion_id),
  ],
);

export const suggestionComments = pgTable(
  "suggestion_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    suggestion_id: uuid("suggestion_id")
      .notNull()
      .references(() => suggestions.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** visible, hidden (by reports or a moderator) or held for review: only its author and the staff see it unless visible. */
    moderation: text("moderation").notNull().default("visible"),
    body: text("body").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("suggestion_comments_moderation_check", sql`${t.moderation} in ('visible', 'hidden', 'held')`),
    index("suggestion_comments_thread_idx").on(t.suggestion_id, t.created_at, t.id),
    index("suggestion_comments_user_idx").on(t.user_id),
  ],
);

/** Every status change with its note: the suggestion's public history. */
export const suggestionStatusChanges = pgTable(
  "suggestion_status_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    suggestion_id: uuid("suggestion_id")
      .notNull()
      .references(() => suggestions.id, { onDelete: "cascade" }),
    from_status: text("from_status").notNull(),
    to_status: text("to_status").notNull(),
    note: text("note"),
    duplicate_of: uuid("duplicate_of").references(() => suggestions.id, { onDelete: "set null" }),
    changed_by: text("changed_by").references(() => profiles.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("suggestion_status_changes_idx").on(t.suggestion_id, t.created_at)],
);
