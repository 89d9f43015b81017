import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { profiles } from "./members";

/**
 * The sidebar's Recursos section, in admin order: the three built-in kinds (one row each,
 * slugs fornecedores, wiki, ferramentas — their routes) and any number of markdown pages.
 */
export const resources = pgTable(
  "resources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    kind: text("kind").notNull().default("page"),
    /** Markdown of a plain page (kind 'page'); empty for the built-in kinds. */
    body: text("body").notNull().default(""),
    position: integer("position").notNull().default(0),
    is_visible: boolean("is_visible").notNull().default(true),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updated_by: text("updated_by").references(() => profiles.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("resources_slug_key").on(t.slug),
    uniqueIndex("resources_builtin_kind_key")
      .on(t.kind)
      .where(sql`${t.kind} <> 'page'`),
    index("resources_position_idx").on(t.position, t.title),
    check("resources_kind_check", sql`${t.kind} in ('suppliers', 'wiki', 'tools', 'page')`),
  ],
);

/** Suppliers of collectibles (/recursos/fornecedores). Members suggest, admins and moderators approve. */
export const suppliers = pgTable(
  "suppliers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    categories: text("categories")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    city: text("city"),
    uf: text("uf"),
    website: text("website"),
    instagram: text("instagram"),
    /** Digits only, with the country code (55…): the page links to https://wa.me/{digits}. */
    whatsapp: text("whatsapp"),
    logo_url: text("logo_url"),
    is_verified: boolean("is_verified").notNull().default(false),
    status: text("status").notNull().default("pending"),
    review_note: text("review_note"),
    submitted_by: text("submitted_by").references(() => profiles.id, { onDelete: "set null" }),
    reviewed_by: text("reviewed_by").references(() => profiles.id, { onDelete: "set null" }),
    reviewed_at: timestamp("reviewed_at", { withTimezone: true }),
    rating_count: integer("rating_count").notNull().default(0),
    rating_sum: integer("rating_sum").notNull().default(0),
    rating_avg: numeric("rating_avg", { precision: 3, scale: 2 })
      .notNull()
      .generatedAlwaysAs(
        sql`case when rating_count = 0 then 0 else round(rating_sum::numeric / rating_count, 2) end`,
      ),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * The name folded for the A–Z order (case and accents ignored whatever the collation), stored
     * so sorts and deep pages read it from the partial indexes of approved suppliers below.
     */
    name_key: text("name_key")
      .notNull()
      .generatedAlwaysAs(
        sql`translate(lower(name), 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucnyy')`,
      ),
  },
  (t) => [
    // The staff's review queue (pending and rejected, newest first).
    index("suppliers_review_idx").on(t.status, t.created_at.desc(), t.id.desc()),
    index("suppliers_categories_idx").using("gin", t.categories),
    index("suppliers_submitted_by_idx").on(t.submitted_by),
    // The directory's orders (approved suppliers only), from migration 0016's hand SQL.
    index("suppliers_approved_name_idx")
      .on(t.name_key, t.id)
      .where(sql`${t.status} = 'approved'`),
    index("suppliers_approved_rating_idx")
      .on(t.rating_avg.desc(), t.rating_count.desc(), t.name_key, t.id)
      .where(sql`${t.status} = 'approved'`),
    index("suppliers_approved_uf_idx")
      .on(t.uf, t.name_key, t.id)
      .where(sql`${t.status} = 'approved'`),
    check("suppliers_status_check", sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check(
      "suppliers_uf_check",
      sql`${t.uf} is null or ${t.uf} in ('AC','AL','AP','AM','BA','CE','DF','ES','GO','MA','MT','MS','MG','PA','PB','PR','PE','PI','RJ','RN','RS','RO','RR','SC','SP','SE','TO')`,
    ),
    check("suppliers_rating_check", sql`${t.rating_count} >= 0 and ${t.rating_sum} >= 0`),
  ],
);

/** One rating per member per supplier (1–5, optional comment); the supplier row keeps count and sum. */
export const supplierRatings = pgTable(
  "supplier_ratings",
  {
    supplier_id: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    user_id: text("user_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    stars: smallint("stars").notNull(),
    /** visible, hidden (by reports or a moderator) or held for review: only its author and the staff see it unless visible. */
    moderation: text("moderation").notNull().default("visible"),
    comment: text("comment"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("supplier_ratings_moderation_check", sql`${t.moderation} in ('visible', 'hidden', 'held')`),
    primaryKey({ columns: [t.supplier_id, t.user_id] }),
    index("supplier_ratings_user_idx").on(t.user_id),
    index("supplier_ratings_recent_idx").on(t.supplier_id, t.updated_at.desc()),
    check("supplier_ratings_stars_check", sql`${t.stars} between 1 and 5`),
  ],
);

export const wikiCategories = pgTable(
  "wiki_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    position: integer("position").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wiki_categories_slug_key").on(t.slug),
    index("wiki_categories_position_idx").on(t.position),
  ],
);

/** Wiki articles (/recursos/wiki): markdown, edited by admins and moderators, every version kept. */
export const wikiArticles = pgTable(
  "wiki_articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    category_id: uuid("category_id").references(() => wikiCategories.id, { onDelete: "set null" }),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** The number of the revision the article shows (its latest). */
    revision: integer("revision").notNull().default(1),
    position: integer("position").notNull().default(0),
    created_by: text("created_by").references(() => profiles.id, { onDelete: "set null" }),
    updated_by: text("updated_by").references(() => profiles.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wiki_articles_slug_key").on(t.slug),
    index("wiki_articles_category_idx").on(t.category_id, t.position, t.title),
  ],
);

/** Every saved version of an article; the author is kept as null once the member is deleted. */
export const wikiRevisions = pgTable(
  "wiki_revisions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    article_id: uuid("article_id")
      .notNull()
      .references(() => wikiArticles.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    category_id: uuid("category_id"),
    /** The editor's note ('Corrige a tabela de preços'). */
    summary: text("summary"),
    /** Set when this revision restored an earlier one. */
    restored_from: integer("restored_from"),
    author_id: text("author_id").references(() => profiles.id, { onDelete: "set null" }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("wiki_revisions_article_revision_key").on(t.article_id, t.revision),
    index("wiki_revisions_author_idx").on(t.author_id),
  ],
);

/** Tools (/recursos/ferramentas): a card with a link or a downloadable file. Admins only write. */
export const tools = pgTable(
  "tools",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    category: text("category").notNull().default("Geral"),
    url: text("url"),
    /**
     * The file offered for download: its object key in the media bucket (tools/…, the tool's own
     * copy of an admin's upload), served by GET /media/tools/:id, with the name it downloads as.
     */
    file_url: text("file_url"),
    file_name: text("file_name"),
    position: integer("position").notNull().default(0),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updated_by: text("updated_by").references(() => profiles.id, { onDelete: "set null" }),
  },
  (t) => [
    index("tools_category_idx").on(t.category, t.position, t.name),
    check("tools_target_check", sql`${t.url} is not null or ${t.file_url} is not null`),
  ],
);
