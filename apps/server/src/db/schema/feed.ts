import { sql } from "drizzle-orm";
import {
  boolean,
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
import { spaces } from "./community";
import { profiles } from "./members";

export const posts = pgTable(
  "posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    // Milliseconds, like the keyset cursor that carries it (a microsecond would skip posts).
    created_at: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
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
    // Kept in step with post_likes / post_comments in the same transaction, so a feed page
    // never counts rows.
    /** visible, hidden (by reports or a moderator) or held for review: only its author and the staff see it unless visible. */
    moderation: text("moderation").notNull().default("visible"),
    likes_count: integer("likes_count").notNull().default(0),
    comments_count: integer("comments_count").notNull().default(0),
  },
  (t) => [
    check("posts_moderation_check", sql`${t.moderation} in ('visible', 'hidden', 'held')`),
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
    index("posts_author_idx").on(t.author_id, t.created_at, t.id),
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

/** Comments on a post, with one level of replies (parent_id points to a top-level comment). */
export const postComments = pgTable(
  "post_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    post_id: uuid("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    parent_id: uuid("parent_id").references((): AnyPgColumn => postComments.id, { onDelete: "cascade" }),
    author_id: text("author_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** visible, hidden (by reports or a moderator) or held for review: only its author and the staff see it unless visible. */
    moderation: text("moderation").notNull().default("visible"),
    content: text("content").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("post_comments_moderation_check", sql`${t.moderation} in ('visible', 'hidden', 'held')`),
    index("post_comments_post_idx").on(t.post_id, t.created_at),
    index("post_comments_author_idx").on(t.author_id),
    index("post_comments_parent_idx").on(t.parent_id),
    // Admin dashboard: comments per day.
    index("post_comments_created_idx").on(t.created_at),
  ],
);

/** Who follows whom (the Seguindo tab). */
export const follows = pgTable(
  "follows",
  {
    follower_id: text("follower_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    followee_id: text("followee_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.follower_id, t.followee_id] }),
    index("follows_followee_idx").on(t.followee_id),
    check("follows_not_self", sql`${t.follower_id} <> ${t.followee_id}`),
  ],
);
