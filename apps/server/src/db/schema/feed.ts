import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { spaces } from "./community";
import { profiles } from "./members";

export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    is_pinned: boolean("is_pinned").notNull().default(false),
    is_deleted: boolean("is_deleted").notNull().default(false),
    media_url: text("media_url"),
    media_type: text("media_type"),
    author_id: text("author_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    space_id: uuid("space_id")
      .notNull()
      .references(() => spaces.id, { onDelete: "cascade" }),
  },
  (t) => [
    // Keyset pagination of the feed: (created_at, id) compared as a row value.
    index("posts_feed_idx")
      .on(t.created_at, t.id)
      .where(sql`not ${t.is_deleted}`),
    index("posts_pinned_idx")
      .on(t.created_at)
      .where(sql`${t.is_pinned} and not ${t.is_deleted}`),
    index("posts_space_feed_idx")
      .on(t.space_id, t.created_at, t.id)
      .where(sql`not ${t.is_deleted}`),
    index("posts_author_idx").on(t.author_id, t.created_at),
    check(
      "posts_media_type_check",
      sql`${t.media_type} is null or ${t.media_type} in ('image', 'gif', 'video', 'youtube', 'vimeo', 'wistia')`,
    ),
  ],
);

export const postLikes = pgTable(
  "post_likes",
  {
    post_id: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.post_id, t.user_id] }), index("post_likes_user_idx").on(t.user_id)],
);

export const suggestions = pgTable(
  "suggestions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    status: text("status").notNull().default("open"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("suggestions_user_idx").on(t.user_id), index("suggestions_created_idx").on(t.created_at)],
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
  ],
);
