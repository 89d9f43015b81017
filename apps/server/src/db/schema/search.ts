import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { courses } from "./courses";
import { courseLessons } from "./lessons";
import { postComments, posts } from "./feed";
import { events } from "./events";
import { suppliers, wikiArticles } from "./resources";
import { suggestions } from "./suggestions";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The one Portuguese full-text index: passages of courses, lessons, posts, comments, wiki
 * articles, approved suppliers, events and suggestions.
 * Written by triggers in the same transaction as the content (migration 0012), so a deleted
 * post or a removed lesson is gone from it at commit. Who may read a passage is decided at
 * query time from the columns copied here (space, course, publication, preview, drip days).
 */
export const searchChunks = pgTable(
  "search_chunks",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    course_id: uuid("course_id").references(() => courses.id, { onDelete: "cascade" }),
    lesson_id: uuid("lesson_id").references(() => courseLessons.id, { onDelete: "cascade" }),
    post_id: uuid("post_id").references(() => posts.id, { onDelete: "cascade" }),
    comment_id: uuid("comment_id").references(() => postComments.id, { onDelete: "cascade" }),
    space_id: uuid("space_id"),
    wiki_article_id: uuid("wiki_article_id").references(() => wikiArticles.id, { onDelete: "cascade" }),
    supplier_id: uuid("supplier_id").references(() => suppliers.id, { onDelete: "cascade" }),
    event_id: uuid("event_id").references(() => events.id, { onDelete: "cascade" }),
    suggestion_id: uuid("suggestion_id").references(() => suggestions.id, { onDelete: "cascade" }),
    chunk_no: integer("chunk_no").notNull().default(0),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** The course is published (always true for posts and comments). */
    published: boolean("published").notNull().default(true),
    is_preview: boolean("is_preview").notNull().default(false),
    release_after_days: integer("release_after_days"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    tsv: tsvector("tsv").notNull(),
  },
  (t) => [
    // fastupdate off: no pending list to scan on every search (PGlite has no autovacuum to empty it).
    index("search_chunks_tsv_idx").using("gin", t.tsv).with({ fastupdate: false }),
    // One small index per group of the search page other than posts and comments (a few thousand
    // passages each, not 100k): a search of the wiki never reads the entries of 100k posts.
    index("search_chunks_course_tsv_idx")
      .using("gin", t.tsv)
      .with({ fastupdate: false })
      .where(sql`${t.kind} in ('course', 'lesson')`),
    index("search_chunks_wiki_tsv_idx")
      .using("gin", t.tsv)
      .with({ fastupdate: false })
      .where(sql`${t.kind} = 'wiki'`),
    index("search_chunks_supplier_tsv_idx")
      .using("gin", t.tsv)
      .with({ fastupdate: false })
      .where(sql`${t.kind} = 'supplier'`),
    index("search_chunks_event_tsv_idx")
      .using("gin", t.tsv)
      .with({ fastupdate: false })
      .where(sql`${t.kind} = 'event'`),
    index("search_chunks_suggestion_tsv_idx")
      .using("gin", t.tsv)
      .with({ fastupdate: false })
      .where(sql`${t.kind} = 'suggestion'`),
    index("search_chunks_course_idx").on(t.course_id),
    index("search_chunks_lesson_idx").on(t.lesson_id),
    index("search_chunks_post_idx").on(t.post_id),
    index("search_chunks_comment_idx").on(t.comment_id),
    index("search_chunks_wiki_idx").on(t.wiki_article_id),
    index("search_chunks_supplier_idx").on(t.supplier_id),
    index("search_chunks_event_idx").on(t.event_id),
    index("search_chunks_suggestion_idx").on(t.suggestion_id),
    check(
      "search_chunks_kind_check",
      sql`${t.kind} in ('course', 'lesson', 'post', 'comment', 'wiki', 'supplier', 'event', 'suggestion')`,
    ),
  ],
);

/** Every word of the index, without accents: trigram neighbours widen a query ('estacao' → 'estacoes'). */
export const searchTerms = pgTable("search_terms", { term: text("term").primaryKey() }, (t) => [
  // GiST: the nearest words of a question word come from an ordered index scan (term <-> word).
  index("search_terms_trgm_idx").using("gist", t.term.op("gist_trgm_ops")),
]);
