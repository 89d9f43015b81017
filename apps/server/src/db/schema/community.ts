import { sql, type SQLWrapper } from "drizzle-orm";
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
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { JoinPolicy } from "@guilda/shared/rules/join-policy";
import type { PinnedLink } from "@guilda/shared/schemas/settings";
import { courses } from "./courses";
import { profiles } from "./members";

/** The community's single settings row (id is always 1). */
export const communitySettings = pgTable(
  "community_settings",
  {
    id: integer("id").primaryKey().default(1),
    community_name: text("community_name").notNull().default("Guilda"),
    brand_color: text("brand_color").notNull().default("#8B5CF6"),
    logo_url: text("logo_url"),
    icon_url: text("icon_url"),
    /** Right sidebar offer card (spec §2.3 field names); missing fields take the spec defaults. */
    offer: jsonb("offer").$type<Record<string, string>>().notNull().default({}),
    pinned_links: jsonb("pinned_links").$type<PinnedLink[]>().notNull().default([]),
    /** 'Cadastro': open, invite_only or approval (rules/join-policy.ts). */
    join_policy: text("join_policy").$type<JoinPolicy>().notNull().default("open"),
    /** 'Página pública': signed-out visitors see the landing (/inicio) and /pricing. Off by default. */
    public_page: boolean("public_page").notNull().default(false),
    /** The landing's text about the community (plain text), shown only while `public_page` is on. */
    public_description: text("public_description"),
    /**
     * The space the home composer proposes (an admin's choice); null, or a space that is gone or
     * no longer fits, falls back to 'Comece-por-aqui' (rules/composer-space.ts).
     */
    composer_space_id: uuid("composer_space_id").references((): AnyPgColumn => spaces.id, {
      onDelete: "set null",
    }),
    /** The footer's sentence; null: the spec's. */
    footer_text: text("footer_text"),
    /**
     * What members read for each level, { key: name } (rules/community-words.ts); a missing key,
     * or no value, is the level's key. Read with the member's level by `levelName` below.
     */
    level_names: jsonb("level_names").$type<Record<string, string>>(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("community_settings_single_row", sql`${t.id} = 1`),
    check(
      "community_settings_join_policy_check",
      sql`${t.join_policy} in ('open', 'invite_only', 'approval')`,
    ),
  ],
);

/**
 * The name members read for a stored level key (a `profiles.level`): the community's name for it,
 * or the key itself. The settings row is read once per statement (the subquery refers to nothing
 * outside it), however many members the statement answers.
 */
export function levelName(level: SQLWrapper) {
  return sql<string>`coalesce((select ${communitySettings.level_names} from ${communitySettings} where ${communitySettings.id} = 1) ->> ${level}, ${level})`;
}

export const spaces = pgTable(
  "spaces",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull().unique(),
    description: text("description"),
    icon: text("icon"),
    path: text("path").notNull(),
    order: integer("order").notNull().default(999),
    space_type: text("space_type").notNull(),
    is_private: boolean("is_private").notNull().default(false),
    /** A 'curso' space shows this course's card and discussion. */
    course_id: uuid("course_id").references((): AnyPgColumn => courses.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("spaces_order_idx").on(t.order, t.name),
    check(
      "spaces_type_check",
      sql`${t.space_type} in ('publicacoes', 'eventos', 'chat', 'curso', 'membros', 'imagens')`,
    ),
  ],
);

/** Members an admin added to a private space (admins and moderators see every space). */
export const spaceMembers = pgTable(
  "space_members",
  {
    space_id: uuid("space_id")
      .notNull()
      .references(() => spaces.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.space_id, t.user_id] }), index("space_members_user_idx").on(t.user_id)],
);

/** When a member last opened a space: posts after it count in the sidebar badge. */
export const spaceReads = pgTable(
  "space_reads",
  {
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    space_id: uuid("space_id")
      .notNull()
      .references(() => spaces.id, { onDelete: "cascade" }),
    last_seen_at: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.space_id] })],
);

/** Messages of 'chat' spaces. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    space_id: uuid("space_id")
      .notNull()
      .references(() => spaces.id, { onDelete: "cascade" }),
    author_id: text("author_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** visible, hidden (by reports or a moderator) or held for review: only its author and the staff see it unless visible. */
    moderation: text("moderation").notNull().default("visible"),
    content: text("content").notNull(),
    // Milliseconds, like the keyset cursor of the history.
    created_at: timestamp("created_at", { withTimezone: true })
      .notNull()
      .default(sql`date_trunc('milliseconds', now())`),
  },
  (t) => [
    check("chat_messages_moderation_check", sql`${t.moderation} in ('visible', 'hidden', 'held')`),
    index("chat_messages_space_idx").on(t.space_id, t.created_at, t.id),
    index("chat_messages_author_idx").on(t.author_id),
  ],
);
