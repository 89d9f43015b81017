import { wikiMessages as m } from "@guilda/shared/messages/wiki";
import {
  WIKI_HISTORY_PAGE,
  wikiSlugFromTitle,
  WIKI_RESERVED_SLUGS,
  type CreateWikiArticle,
  type UpdateWikiArticle,
  type WikiArticleSummary,
  type WikiArticleView,
  type WikiCategory,
  type WikiCategoryView,
  type WikiDiff,
  type WikiDiffHunk,
  type WikiHistory,
  type WikiIndex,
  type WikiPreview,
  type WikiRevisionSummary,
  type WikiRevisionView,
} from "@guilda/shared/schemas/wiki";
import { structuredPatch } from "diff";
import type { Db } from "../../platform/db";
import { isForeignKeyViolation, isUniqueViolation } from "../../platform/db/errors";
import type { Viewer } from "../../platform/http/context";
import { AppError } from "../../platform/http/errors";
import { renderMarkdownDocument } from "../../platform/markdown";
import * as q from "./wiki.queries";

/**
 * The wiki: every signed-in member reads articles, their history, old revisions and diffs;
 * admins and moderators write. Each save writes the article and its next revision in one
 * transaction, under the article's row lock, and only if the editor started from the current
 * revision (optimistic concurrency: a stale save is a 409 and nothing is written).
 */

type RoleFlags = { profile: { is_admin: boolean; is_moderator: boolean } };

export function isWikiEditor(viewer: RoleFlags): boolean {
  return viewer.profile.is_admin || viewer.profile.is_moderator;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const articleNotFound = () => new AppError(404, "NOT_FOUND", m.articleNotFound);
const revisionNotFound = () => new AppError(404, "NOT_FOUND", m.revisionNotFound);
const categoryNotFound = () => new AppError(404, "NOT_FOUND", m.categoryNotFound);
const nothingChanged = () => new AppError(400, "VALIDATION", m.nothingChanged);

// ——— Rendering ———

// Articles are read far more often than written: the last renderings are kept, keyed by content.
const RENDER_CACHE_SIZE = 50;
const rendered = new Map<string, { html: string; toc: WikiPreview["toc"] }>();

function render(body: string): WikiPreview {
  const hit = rendered.get(body);
  if (hit) {
    rendered.delete(body);
    rendered.set(body, hit); // most recently used last
    return hit;
  }
  const result = renderMarkdownDocument(body);
  rendered.set(body, result);
  if (rendered.size > RENDER_CACHE_SIZE) rendered.delete(rendered.keys().next().value!);
  return result;
}

/** The editor's preview, exactly as readers will see it. */
export function previewWiki(body: string): WikiPreview {
  return renderMarkdownDocument(body);
}

// ——— Reading ———

function toSummary(row: Awaited<ReturnType<typeof q.listArticles>>[number]): WikiArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category_id: row.category_id,
    revision: row.revision,
    updated_at: iso(row.updated_at),
    updated_by_name: row.updated_by_name,
  };
}

/** GET /api/wiki */
export async function wikiIndex(db: Db, viewer: Viewer): Promise<WikiIndex> {
  const [categories, articles] = await Promise.all([q.listCategories(db), q.listArticles(db)]);
  const byCategory = new Map<string | null, WikiArticleSummary[]>();
  for (const row of articles) {
    const list = byCategory.get(row.category_id) ?? [];
    list.push(toSummary(row));
    byCategory.set(row.category_id, list);
  }
  return {
    categories: categories.map((c) => ({
      ...toCategoryView(c),
      articles: byCategory.get(c.id) ?? [],
    })),
    uncategorized: byCategory.get(null) ?? [],
    can_edit: isWikiEditor(viewer),
  };
}

function toCategoryView(row: Awaited<ReturnType<typeof q.listCategories>>[number]): WikiCategoryView {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    position: row.position,
    article_count: Number(row.article_count),
  };
}

function toArticleView(row: q.ArticleRow, viewer: Viewer): WikiArticleView {
  const canEdit = isWikiEditor(viewer);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category:
      row.category_id && row.category_name && row.category_slug
        ? { id: row.category_id, name: row.category_name, slug: row.category_slug }
        : null,
    ...render(row.body),
    markdown: canEdit ? row.body : null,
    revision: row.revision,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    updated_by_name: row.updated_by_name,
    can_edit: canEdit,
  };
}

async function articleOr404(db: Db, slug: string) {
  const row = await q.findArticle(db, slug);
  if (!row) throw articleNotFound();
  return row;
}

/** GET /api/wiki/articles/:slug */
export async function getArticle(db: Db, viewer: Viewer, slug: string): Promise<WikiArticleView> {
  return toArticleView(await articleOr404(db, slug), viewer);
}

function toRevisionSummary(row: q.RevisionSummaryRow): WikiRevisionSummary {
  return {
    revision: row.revision,
    title: row.title,
    summary: row.summary,
    restored_from: row.restored_from,
    author_id: row.author_id,
    author_name: row.author_name,
    created_at: iso(row.created_at),
    size_delta: Number(row.size_delta),
  };
}

const articleRef = (row: q.ArticleRow) => ({
  id: row.id,
  slug: row.slug,
  title: row.title,
  revision: row.revision,
});

/** GET /api/wiki/articles/:slug/revisions?before= — newest first. */
export async function articleHistory(
  db: Db,
  viewer: Viewer,
  slug: string,
  before: number | undefined,
): Promise<WikiHistory> {
  const article = await articleOr404(db, slug);
  const rows = await q.listRevisions(db, article.id, before, WIKI_HISTORY_PAGE + 1);
  const items = rows.slice(0, WIKI_HISTORY_PAGE).map(toRevisionSummary);
  return {
    article: articleRef(article),
    items,
    next_before: rows.length > WIKI_HISTORY_PAGE ? items[items.length - 1]!.revision : null,
    can_edit: isWikiEditor(viewer),
  };
}

/** GET /api/wiki/articles/:slug/revisions/:n */
export async function getRevision(
  db: Db,
  viewer: Viewer,
  slug: string,
  n: number,
): Promise<WikiRevisionView> {
  const article = await articleOr404(db, slug);
  const [row] = await q.findRevisions(db, article.id, [n]);
  if (!row) throw revisionNotFound();
  return {
    ...toRevisionSummary(row),
    article: articleRef(article),
    category_name: row.category_name,
    ...render(row.body),
    markdown: row.body,
    can_edit: isWikiEditor(viewer),
  };
}

// A diff of two very different long texts can take long: past this, it shows as replaced whole.
const DIFF_TIMEOUT_MS = 500;
const DIFF_CONTEXT_LINES = 3;

/** The line diff of two bodies as hunks (kept as data: the page renders each line as text). */
export function lineDiff(
  older: string,
  newer: string,
): { hunks: WikiDiffHunk[]; added: number; removed: number } {
  const withEnd = (text: string) => (text === "" || text.endsWith("\n") ? text : `${text}\n`);
  const patch =
    structuredPatch("", "", withEnd(older), withEnd(newer), undefined, undefined, {
      context: DIFF_CONTEXT_LINES,
      timeout: DIFF_TIMEOUT_MS,
    }) ?? wholeReplacement(withEnd(older), withEnd(newer));
  let added = 0;
  let removed = 0;
  const hunks = patch.hunks.map((hunk) => {
    let oldNo = hunk.oldStart;
    let newNo = hunk.newStart;
    const lines: WikiDiffHunk["lines"] = [];
    for (const line of hunk.lines) {
      const mark = line[0];
      const text = line.slice(1);
      if (mark === "+") {
        added += 1;
        lines.push({ kind: "add", text, old_no: null, new_no: newNo++ });
      } else if (mark === "-") {
        removed += 1;
        lines.push({ kind: "del", text, old_no: oldNo++, new_no: null });
      } else if (mark === " ") {
        lines.push({ kind: "same", text, old_no: oldNo++, new_no: newNo++ });
      }
      // '\' lines ("No newline at end of file") cannot occur: both sides end with one
    }
    return { old_start: hunk.oldStart, new_start: hunk.newStart, lines };
  });
  return { hunks, added, removed };
}

/**
 * Revisions never change, so a slow diff (long, very different bodies) is kept — the last few
 * dozen — and asking for it again costs nothing: a reader cannot make the server redo it at will.
 */
const slowDiffs = new Map<string, ReturnType<typeof lineDiff>>();
const SLOW_DIFF_MS = 20;
const SLOW_DIFFS_KEPT = 32;

function revisionsDiff(articleId: string, fromN: number, toN: number, older: string, newer: string) {
  const key = `${articleId}:${fromN}:${toN}`;
  const kept = slowDiffs.get(key);
  if (kept) return kept;
  const started = performance.now();
  const diff = lineDiff(older, newer);
  if (performance.now() - started > SLOW_DIFF_MS) {
    slowDiffs.set(key, diff);
    if (slowDiffs.size > SLOW_DIFFS_KEPT) slowDiffs.delete(slowDiffs.keys().next().value!);
  }
  return diff;
}

function wholeReplacement(older: string, newer: string) {
  const split = (text: string) => (text ? text.replace(/\n$/, "").split("\n") : []);
  const oldLines = split(older);
  const newLines = split(newer);
  return {
    hunks: [
      {
        oldStart: 1,
        newStart: 1,
        lines: [...oldLines.map((l) => `-${l}`), ...newLines.map((l) => `+${l}`)],
      },
    ],
  };
}

/** GET /api/wiki/articles/:slug/diff?from=&to= — any two revisions, in either order. */
export async function diffRevisions(db: Db, slug: string, fromN: number, toN: number): Promise<WikiDiff> {
  const article = await articleOr404(db, slug);
  const rows = await q.findRevisions(db, article.id, [fromN, toN]);
  const from = rows.find((r) => r.revision === fromN);
  const to = rows.find((r) => r.revision === toN);
  if (!from || !to) throw revisionNotFound();
  return {
    article: articleRef(article),
    from: toRevisionSummary(from),
    to: toRevisionSummary(to),
    title_change: from.title !== to.title ? { from: from.title, to: to.title } : null,
    category_change:
      from.category_id !== to.category_id ? { from: from.category_name, to: to.category_name } : null,
    ...revisionsDiff(article.id, fromN, toN, from.body, to.body),
  };
}

// ——— Writing (admins and moderators; the routes check the role) ———

function freeSlug(base: string, taken: Set<string>) {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

const slugTaken = () => new AppError(409, "CONFLICT", m.slugTaken, { slug: m.slugTaken });

/**
 * Runs a write that may take a slug. A slug typed by the editor that is taken is a field error;
 * one made from the title gets the next free -N and, if another save took it meanwhile, tries again.
 */
async function withSlug<T>(
  db: Db,
  input: { slug?: string | undefined; title: string },
  current: string | null,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  const explicit = input.slug?.trim() || null;
  for (let attempt = 0; ; attempt++) {
    let slug: string;
    if (explicit) slug = explicit;
    else if (current) slug = current;
    else {
      const made = wikiSlugFromTitle(input.title) || "artigo";
      const base = (WIKI_RESERVED_SLUGS as readonly string[]).includes(made) ? `${made}-artigo` : made;
      slug = freeSlug(base, await q.slugsLike(db, base));
    }
    try {
      return await write(slug);
    } catch (error) {
      if (!isUniqueViolation(error, "wiki_articles_slug_key")) throw error;
      if (explicit || current || attempt >= 4) throw slugTaken();
    }
  }
}

const missingCategory = () =>
  new AppError(400, "VALIDATION", m.categoryNotFound, { category_id: m.categoryNotFound });

async function checkCategory(db: Db, id: string | null) {
  if (id && !(await q.findCategory(db, id))) throw missingCategory();
}

/** A category deleted between the check and the save fails the foreign key: the same 400. */
async function orMissingCategory<T>(save: Promise<T>): Promise<T> {
  try {
    return await save;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw missingCategory();
    throw error;
  }
}

/** POST /api/wiki/articles — the article and its revision 1. */
export async function createArticle(
  db: Db,
  viewer: Viewer,
  input: CreateWikiArticle,
): Promise<WikiArticleView> {
  await checkCategory(db, input.category_id);
  const slug = await orMissingCategory(
    withSlug(db, input, null, (slug) =>
      db.transaction(async (tx) => {
        const fields = { slug, title: input.title, body: input.body, category_id: input.category_id };
        const row = await q.insertArticle(tx, { ...fields, userId: viewer.userId });
        await q.insertRevision(tx, {
          article_id: row.id,
          revision: 1,
          title: fields.title,
          body: fields.body,
          category_id: fields.category_id,
          summary: input.summary ?? m.createdSummary,
          author_id: viewer.userId,
        });
        return slug;
      }),
    ),
  );
  return getArticle(db, viewer, slug);
}

/**
 * PUT /api/wiki/articles/:slug — saves the editor's whole article as the next revision, only if
 * `base_revision` is still the current one (else 409 and nothing is written).
 */
export async function updateArticle(
  db: Db,
  viewer: Viewer,
  slug: string,
  input: UpdateWikiArticle,
): Promise<WikiArticleView> {
  await checkCategory(db, input.category_id);
  const saved = await orMissingCategory(
    withSlug(db, input, slug, (newSlug) =>
      db.transaction(async (tx) => {
        const article = await q.lockArticle(tx, slug);
        if (!article) throw articleNotFound();
        if (article.revision !== input.base_revision) throw new AppError(409, "CONFLICT", m.staleRevision);
        const fields = {
          slug: newSlug,
          title: input.title,
          body: input.body,
          category_id: input.category_id,
        };
        const same =
          fields.slug === article.slug &&
          fields.title === article.title &&
          fields.body === article.body &&
          fields.category_id === article.category_id;
        if (same) throw nothingChanged();
        const revision = article.revision + 1;
        await q.updateArticle(tx, article.id, { ...fields, revision, userId: viewer.userId });
        await q.insertRevision(tx, {
          article_id: article.id,
          revision,
          title: fields.title,
          body: fields.body,
          category_id: fields.category_id,
          summary: input.summary ?? null,
          author_id: viewer.userId,
        });
        return newSlug;
      }),
    ),
  );
  return getArticle(db, viewer, saved);
}

/** POST /api/wiki/articles/:slug/revisions/:n/restore — revision n's content becomes the next revision. */
export async function restoreRevision(
  db: Db,
  viewer: Viewer,
  slug: string,
  n: number,
): Promise<WikiArticleView> {
  await db.transaction(async (tx) => {
    const article = await q.lockArticle(tx, slug);
    if (!article) throw articleNotFound();
    const [old] = await q.findRevisions(tx, article.id, [n]);
    if (!old) throw revisionNotFound();
    // a category deleted since then leaves the article without one
    const categoryId = old.category_id && old.category_name !== null ? old.category_id : null;
    if (old.title === article.title && old.body === article.body && categoryId === article.category_id)
      throw nothingChanged();
    const revision = article.revision + 1;
    const fields = { slug: article.slug, title: old.title, body: old.body, category_id: categoryId };
    await q.updateArticle(tx, article.id, { ...fields, revision, userId: viewer.userId });
    await q.insertRevision(tx, {
      article_id: article.id,
      revision,
      title: fields.title,
      body: fields.body,
      category_id: categoryId,
      summary: m.restoredSummary(n),
      restored_from: n,
      author_id: viewer.userId,
    });
  });
  return getArticle(db, viewer, slug);
}

/** DELETE /api/wiki/articles/:slug — with its revisions and its passages in the search index. */
export async function deleteArticle(db: Db, slug: string): Promise<void> {
  const article = await q.findArticle(db, slug);
  if (!article) throw articleNotFound();
  await q.deleteArticle(db, article.id);
}

// ——— Categories ———

function categorySlug(name: string) {
  return wikiSlugFromTitle(name) || "categoria";
}

const categoryTaken = () => new AppError(409, "CONFLICT", m.categorySlugTaken, { name: m.categorySlugTaken });

export async function createCategory(db: Db, input: WikiCategory): Promise<WikiCategoryView> {
  try {
    const row = await q.insertCategory(db, { name: input.name, slug: categorySlug(input.name) });
    return { id: row.id, name: row.name, slug: row.slug, position: row.position, article_count: 0 };
  } catch (error) {
    if (isUniqueViolation(error, "wiki_categories_slug_key")) throw categoryTaken();
    throw error;
  }
}

/** Renaming a category re-indexes its articles (their passages name it): a trigger does it. */
export async function renameCategory(db: Db, id: string, input: WikiCategory): Promise<WikiCategoryView> {
  try {
    const row = await q.updateCategory(db, id, { name: input.name, slug: categorySlug(input.name) });
    if (!row) throw categoryNotFound();
    const counted = (await q.listCategories(db)).find((c) => c.id === id);
    return counted ? toCategoryView(counted) : { ...row, article_count: 0 };
  } catch (error) {
    if (isUniqueViolation(error, "wiki_categories_slug_key")) throw categoryTaken();
    throw error;
  }
}

export async function deleteCategory(db: Db, id: string): Promise<void> {
  if (!(await q.deleteCategory(db, id))) throw categoryNotFound();
}

/** PUT /api/wiki/categories/order — `ids` must be every category exactly once. */
export async function reorderCategories(db: Db, ids: string[]): Promise<WikiCategoryView[]> {
  await db.transaction(async (tx) => {
    const existing = new Set((await q.categoryIds(tx)).map((r) => r.id));
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== existing.size || ids.some((id) => !existing.has(id)))
      throw new AppError(400, "VALIDATION", m.categoryOrderInvalid, { ids: m.categoryOrderInvalid });
    await q.setCategoryPositions(tx, ids);
  });
  return (await q.listCategories(db)).map(toCategoryView);
}
