import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { profiles, wikiArticles, wikiCategories, wikiRevisions } from "../../db/schema";
import type { Db } from "../../platform/db";

const editor = alias(profiles, "editor");

// ——— Categories ———

/** Every category in order, with how many articles it holds. */
export function listCategories(db: Db) {
  return db
    .select({
      id: wikiCategories.id,
      name: wikiCategories.name,
      slug: wikiCategories.slug,
      position: wikiCategories.position,
      article_count: sql<number>`(select count(*)::int from wiki_articles a where a.category_id = "wiki_categories"."id")`,
    })
    .from(wikiCategories)
    .orderBy(asc(wikiCategories.position), asc(wikiCategories.name));
}

export async function findCategory(db: Db, id: string) {
  const [row] = await db.select().from(wikiCategories).where(eq(wikiCategories.id, id));
  return row;
}

export async function insertCategory(db: Db, values: { name: string; slug: string }) {
  const [row] = await db
    .insert(wikiCategories)
    .values({
      ...values,
      // new categories go last
      position: sql`(select coalesce(max(${wikiCategories.position}) + 1, 0) from ${wikiCategories})`,
    })
    .returning();
  return row!;
}

export async function updateCategory(db: Db, id: string, values: { name: string; slug: string }) {
  const [row] = await db.update(wikiCategories).set(values).where(eq(wikiCategories.id, id)).returning();
  return row;
}

/** Its articles stay, without a category (the foreign key sets them to null). */
export async function deleteCategory(db: Db, id: string) {
  const rows = await db
    .delete(wikiCategories)
    .where(eq(wikiCategories.id, id))
    .returning({ id: wikiCategories.id });
  return rows.length > 0;
}

export function categoryIds(db: Db) {
  return db.select({ id: wikiCategories.id }).from(wikiCategories);
}

export async function setCategoryPositions(db: Db, ids: string[]) {
  for (const [position, id] of ids.entries())
    await db.update(wikiCategories).set({ position }).where(eq(wikiCategories.id, id));
}

// ——— Articles ———

/** Every article for the index, by category position, then its own position and title. */
export function listArticles(db: Db) {
  return db
    .select({
      id: wikiArticles.id,
      slug: wikiArticles.slug,
      title: wikiArticles.title,
      category_id: wikiArticles.category_id,
      revision: wikiArticles.revision,
      updated_at: wikiArticles.updated_at,
      updated_by_name: editor.full_name,
    })
    .from(wikiArticles)
    .leftJoin(editor, eq(editor.id, wikiArticles.updated_by))
    .orderBy(asc(wikiArticles.position), asc(wikiArticles.title), asc(wikiArticles.id));
}

const articleColumns = {
  id: wikiArticles.id,
  slug: wikiArticles.slug,
  title: wikiArticles.title,
  body: wikiArticles.body,
  revision: wikiArticles.revision,
  category_id: wikiArticles.category_id,
  created_at: wikiArticles.created_at,
  updated_at: wikiArticles.updated_at,
  category_name: wikiCategories.name,
  category_slug: wikiCategories.slug,
  updated_by_name: editor.full_name,
};
export type ArticleRow = NonNullable<Awaited<ReturnType<typeof findArticle>>>;

/** The article at `slug` with its category and who last saved it. */
export async function findArticle(db: Db, slug: string) {
  const [row] = await db
    .select(articleColumns)
    .from(wikiArticles)
    .leftJoin(wikiCategories, eq(wikiCategories.id, wikiArticles.category_id))
    .leftJoin(editor, eq(editor.id, wikiArticles.updated_by))
    .where(eq(wikiArticles.slug, slug));
  return row;
}

/** The article's row, locked until the transaction ends: saves of one article run one at a time. */
export async function lockArticle(db: Db, slug: string) {
  const [row] = await db.select().from(wikiArticles).where(eq(wikiArticles.slug, slug)).for("update");
  return row;
}

export async function slugsLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: wikiArticles.slug })
    .from(wikiArticles)
    .where(sql`${wikiArticles.slug} = ${base} or ${wikiArticles.slug} like ${`${base}-%`}`);
  return new Set(rows.map((r) => r.slug));
}

type ArticleValues = { slug: string; title: string; body: string; category_id: string | null };

export async function insertArticle(db: Db, values: ArticleValues & { userId: string }) {
  const { userId, ...fields } = values;
  const [row] = await db
    .insert(wikiArticles)
    .values({ ...fields, revision: 1, created_by: userId, updated_by: userId })
    .returning({ id: wikiArticles.id, created_at: wikiArticles.created_at });
  return row!;
}

export async function updateArticle(
  db: Db,
  id: string,
  values: ArticleValues & { revision: number; userId: string },
) {
  const { userId, ...fields } = values;
  await db
    .update(wikiArticles)
    .set({ ...fields, updated_by: userId, updated_at: sql`now()` })
    .where(eq(wikiArticles.id, id));
}

export async function deleteArticle(db: Db, id: string) {
  await db.delete(wikiArticles).where(eq(wikiArticles.id, id));
}

// ——— Revisions ———

export async function insertRevision(
  db: Db,
  values: {
    article_id: string;
    revision: number;
    title: string;
    body: string;
    category_id: string | null;
    summary: string | null;
    restored_from?: number | null;
    author_id: string;
  },
) {
  await db.insert(wikiRevisions).values(values);
}

const author = alias(profiles, "author");

const revisionColumns = {
  revision: wikiRevisions.revision,
  title: wikiRevisions.title,
  summary: wikiRevisions.summary,
  restored_from: wikiRevisions.restored_from,
  author_id: wikiRevisions.author_id,
  author_name: author.full_name,
  created_at: wikiRevisions.created_at,
  // what this revision added to (or took from) the body of the one before it
  size_delta: sql<number>`(length(${wikiRevisions.body}) - coalesce((
      select length(p.body) from ${wikiRevisions} p
      where p.article_id = ${wikiRevisions.article_id} and p.revision < ${wikiRevisions.revision}
      order by p.revision desc limit 1), 0))::int`,
};
export type RevisionSummaryRow = Awaited<ReturnType<typeof listRevisions>>[number];

/** Newest first, `limit` of them, below revision `before` when given. */
export function listRevisions(db: Db, articleId: string, before: number | undefined, limit: number) {
  return db
    .select(revisionColumns)
    .from(wikiRevisions)
    .leftJoin(author, eq(author.id, wikiRevisions.author_id))
    .where(
      and(
        eq(wikiRevisions.article_id, articleId),
        before === undefined ? undefined : lt(wikiRevisions.revision, before),
      ),
    )
    .orderBy(desc(wikiRevisions.revision))
    .limit(limit);
}

/** Whole revisions (with their body and category) of one article. */
export function findRevisions(db: Db, articleId: string, numbers: number[]) {
  return db
    .select({
      ...revisionColumns,
      body: wikiRevisions.body,
      category_id: wikiRevisions.category_id,
      category_name: wikiCategories.name,
    })
    .from(wikiRevisions)
    .leftJoin(author, eq(author.id, wikiRevisions.author_id))
    .leftJoin(wikiCategories, eq(wikiCategories.id, wikiRevisions.category_id))
    .where(and(eq(wikiRevisions.article_id, articleId), inArray(wikiRevisions.revision, numbers)));
}
