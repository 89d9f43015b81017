import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    full_name: text("full_name").notNull(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    avatar_url: text("avatar_url"),
    bio: text("bio").notNull().default(""),
    /** Up to 5 { label, url } links shown on the profile. */
    links: jsonb("links")
      .notNull()
      .default(sql`'[]'::jsonb`),
    level: text("level").notNull().default("Padawan"),
    points: integer("points").notNull().default(0),
    is_admin: boolean("is_admin").notNull().default(false),
    is_moderator: boolean("is_moderator").notNull().default(false),
    is_student: boolean("is_student").notNull().default(true),
    /**
     * Signed up while 'Cadastro' asked for approval, not approved yet: the session only, and no
     * listing of members shows them (decision 013).
     */
    is_pending: boolean("is_pending").notNull().default(false),
    /** Silenced by a moderator: may read, may not write, until then ('infinity': until lifted). */
    silenced_until: timestamp("silenced_until", { withTimezone: true }),
    /** Suspended by an admin: cannot sign in until lifted. */
    suspended_at: timestamp("suspended_at", { withTimezone: true }),
    /** Banned: suspended for good, and their e-mail refused for invites and sign-ups. */
    banned_at: timestamp("banned_at", { withTimezone: true }),
    /** The member's plan for AI agents (trial, basic, premium, enterprise), set by admins. */
    ai_tier: text("ai_tier").notNull().default("trial"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    last_active_at: timestamp("last_active_at", { withTimezone: true }).notNull().defaultNow(),
    /** Kept by triggers on user_courses: the member holds a granted course. */
    has_course_access: boolean("has_course_access").notNull().default(false),
    /** Kept by triggers on user_course_categories: the member holds a granted category. */
    has_category_access: boolean("has_category_access").notNull().default(false),
    /** Name and username, lower case and without accents: what the directory search matches. */
    search_text: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`translate(lower(full_name || ' ' || username), 'áàâãäåéèêëíìîïóòôõöúùûüçñý', 'aaaaaaeeeeiiiiooooouuuucny')`,
      ),
    /** Levels in their order (Padawan 0 … Grande Mestre 3), for sorting by level. */
    level_rank: integer("level_rank")
      .notNull()
      .generatedAlwaysAs(
        sql`case level when 'Padawan' then 0 when 'Jedi' then 1 when 'Mestre Jedi' then 2 else 3 end`,
      ),
  },
  (t) => [
    uniqueIndex("profiles_username_key").on(t.username),
    index("profiles_search_trgm_idx").using("gin", t.search_text.op("gin_trgm_ops")),
    // A search shorter than a trigram is counted from this index alone, not from the table.
    index("profiles_search_text_idx").on(t.search_text),
    index("profiles_full_name_idx").on(t.full_name, t.id),
    index("profiles_username_id_idx").on(t.username, t.id),
    index("profiles_points_idx").on(t.points, t.id),
    index("profiles_level_rank_idx").on(t.level_rank, t.id),
    index("profiles_level_points_idx").on(t.level, t.points, t.id),
    index("profiles_moderators_idx")
      .on(t.created_at, t.id)
      .where(sql`${t.is_moderator} and not ${t.is_admin}`),
    index("profiles_created_at_idx").on(t.created_at, t.id),
    index("profiles_last_active_idx").on(t.last_active_at),
    // The access flags ride along so the directory's access filters count index-only.
    index("profiles_with_access_idx")
      .on(t.created_at, t.id, t.has_course_access, t.has_category_access)
      .where(sql`${t.has_course_access} or ${t.has_category_access}`),
    index("profiles_admins_idx")
      .on(t.created_at, t.id)
      .where(sql`${t.is_admin}`),
    // The admins' list of pending sign-ups in its order, and the few rows every count of members
    // takes away (pending sign-ups are not members yet).
    index("profiles_pending_idx")
      .on(t.created_at, t.id)
      .where(sql`${t.is_pending}`),
    /** The role filters' counts (students, members) read this instead of the table. */
    index("profiles_roles_idx").on(t.is_student, t.is_moderator, t.is_admin),
    check("profiles_level_check", sql`${t.level} in ('Padawan', 'Jedi', 'Mestre Jedi', 'Grande Mestre')`),
    check("profiles_points_check", sql`${t.points} >= 0`),
    check("profiles_ai_tier_check", sql`${t.ai_tier} in ('trial', 'basic', 'premium', 'enterprise')`),
  ],
);

export const memberInvites = pgTable(
  "member_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    invite_token: text("invite_token").notNull(),
    status: text("status").notNull().default("pending"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    is_admin: boolean("is_admin").notNull().default(false),
    is_moderator: boolean("is_moderator").notNull().default(false),
    is_student: boolean("is_student").notNull().default(true),
    selected_courses: uuid("selected_courses")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /**
     * The selected courses a purchase added: granted on acceptance by that purchase (a refund takes
     * them back), not by hand.
     */
    bought_courses: uuid("bought_courses")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** Sent because of a purchase (no admin chose to invite): withdrawn if every such purchase is. */
    for_purchase: boolean("for_purchase").notNull().default(false),
    invited_by: text("invited_by").references(() => profiles.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    accepted_at: timestamp("accepted_at", { withTimezone: true }),
    /** When the invite e-mail went out; null until then (a re-run of the batch sends it). */
    email_sent_at: timestamp("email_sent_at", { withTimezone: true }),
    /** Set when every retry of the invite e-mail failed: the admin copies the link instead. */
    email_failed_at: timestamp("email_failed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("member_invites_token_key").on(t.invite_token),
    // One open invite per address; accepted or cancelled ones stay as history.
    uniqueIndex("member_invites_pending_email_key")
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending'`),
    index("member_invites_status_created_idx").on(t.status, t.created_at),
    check("member_invites_status_check", sql`${t.status} in ('pending', 'accepted', 'cancelled', 'expired')`),
  ],
);
