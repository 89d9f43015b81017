import { wikiMessages as m } from "../messages/wiki";
import { singleLine, z } from "./zod";

/**
 * The wiki (/recursos/wiki): markdown articles in categories, with every saved version kept.
 * Members read; admins and moderators write. Imported by subpath (`@guilda/shared/schemas/wiki`).
 */

export const WIKI_TITLE_MAX = 120;
export const WIKI_SLUG_MAX = 80;
export const WIKI_BODY_MAX = 100_000;
export const WIKI_SUMMARY_MAX = 200;
export const WIKI_CATEGORY_MAX = 60;
/** Revisions per page of an article's history. */
export const WIKI_HISTORY_PAGE = 30;
/** Paths of the wiki's own screens: an article cannot take them. */
export const WIKI_RESERVED_SLUGS = ["novo"] as const;

/** 'Conservação de Moedas: o Básico' → 'conservacao-de-moedas-o-basico'; '' when nothing is left. */
export function wikiSlugFromTitle(title: string): string {
  return title
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, WIKI_SLUG_MAX - 4) // room for a -N suffix
    .replace(/-+$/, "");
}

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An article's address; '' means "make it from the title". */
export const wikiSlugSchema = z
  .string()
  .trim()
  .max(WIKI_SLUG_MAX, m.slugTooLong)
  .refine((slug) => slug === "" || SLUG_PATTERN.test(slug), m.slugInvalid)
  .refine((slug) => !(WIKI_RESERVED_SLUGS as readonly string[]).includes(slug), m.slugReserved);

const title = singleLine(
  z.string().trim().min(1, m.titleRequired).min(3, m.titleTooShort).max(WIKI_TITLE_MAX, m.titleTooLong),
);
const summary = singleLine(z.string().trim().max(WIKI_SUMMARY_MAX, m.summaryTooLong))
  .transform((v) => v || null)
  .nullish();

/** The article fields the editor sends. An empty slug is made from the title. */
const articleFields = {
  title,
  slug: wikiSlugSchema.optional(),
  category_id: z.uuid(m.categoryInvalid).nullable(),
  body: z.string().max(WIKI_BODY_MAX, m.bodyTooLong),
  /** The editor's note for the history ('Corrige a tabela de preços'). */
  summary,
};

/** POST /api/wiki/articles */
export const createWikiArticleSchema = z.object(articleFields).strip();
export type CreateWikiArticleInput = z.input<typeof createWikiArticleSchema>;
export type CreateWikiArticle = z.output<typeof createWikiArticleSchema>;

/** PUT /api/wiki/articles/:slug — the whole article, plus the revision the editor started from. */
export const updateWikiArticleSchema = z
  .object({
    ...articleFields,
    base_revision: z
      .number({ error: m.baseRevisionInvalid })
      .int(m.baseRevisionInvalid)
      .min(1, m.baseRevisionInvalid),
  })
  .strip();
export type UpdateWikiArticleInput = z.input<typeof updateWikiArticleSchema>;
export type UpdateWikiArticle = z.output<typeof updateWikiArticleSchema>;

/** POST /api/wiki/preview → WikiPreview */
export const wikiPreviewSchema = z.object({ body: z.string().max(WIKI_BODY_MAX, m.bodyTooLong) }).strip();

/** POST /api/wiki/categories, PATCH /api/wiki/categories/:id */
export const wikiCategorySchema = z
  .object({
    name: singleLine(
      z.string().trim().min(1, m.categoryNameRequired).max(WIKI_CATEGORY_MAX, m.categoryNameTooLong),
    ),
  })
  .strip();
export type WikiCategoryInput = z.input<typeof wikiCategorySchema>;
export type WikiCategory = z.output<typeof wikiCategorySchema>;

/** PUT /api/wiki/categories/order — every category id, in the new order. */
export const wikiCategoryOrderSchema = z
  .object({ ids: z.array(z.uuid(m.categoryInvalid)).max(200, m.categoryOrderInvalid) })
  .strip();

/** A revision number in a path or query string. */
export const wikiRevisionNumberSchema = z.coerce
  .number({ error: m.revisionInvalid })
  .int(m.revisionInvalid)
  .min(1, m.revisionInvalid)
  .max(2_147_483_647, m.revisionInvalid);

/** GET /api/wiki/articles/:slug/diff?from=&to= */
export const wikiDiffQuerySchema = z
  .object({ from: wikiRevisionNumberSchema, to: wikiRevisionNumberSchema })
  .strip();

/** GET /api/wiki/articles/:slug/revisions?before= */
export const wikiHistoryQuerySchema = z.object({ before: wikiRevisionNumberSchema.optional() }).strip();

/** A heading of an article, for its table of contents; `id` is the heading's anchor. */
export type WikiTocEntry = { id: string; text: string; level: number };

export type WikiCategoryView = {
  id: string;
  name: string;
  slug: string;
  position: number;
  article_count: number;
};

export type WikiArticleSummary = {
  id: string;
  slug: string;
  title: string;
  category_id: string | null;
  revision: number;
  updated_at: string;
  /** null once that member is deleted. */
  updated_by_name: string | null;
};

/** GET /api/wiki — every category (in order, with its articles by position and title), then the rest. */
export type WikiIndex = {
  categories: (WikiCategoryView & { articles: WikiArticleSummary[] })[];
  /** Articles without a category. */
  uncategorized: WikiArticleSummary[];
  /** Admins and moderators. */
  can_edit: boolean;
};

/** GET /api/wiki/articles/:slug (and every write's answer). */
export type WikiArticleView = {
  id: string;
  slug: string;
  title: string;
  category: { id: string; name: string; slug: string } | null;
  /** The markdown rendered and sanitized on the server; headings carry the toc's ids. */
  html: string;
  toc: WikiTocEntry[];
  /** The source, for admins and moderators only (null for members). */
  markdown: string | null;
  revision: number;
  created_at: string;
  updated_at: string;
  updated_by_name: string | null;
  can_edit: boolean;
};

export type WikiPreview = { html: string; toc: WikiTocEntry[] };

export type WikiRevisionSummary = {
  revision: number;
  title: string;
  summary: string | null;
  /** The revision this one brought back, when it was a restore. */
  restored_from: number | null;
  /** null once that member is deleted ('Membro removido'). */
  author_id: string | null;
  author_name: string | null;
  created_at: string;
  /** Characters the body gained (or lost, negative) since the previous revision; the whole body for the first. */
  size_delta: number;
};

/** GET /api/wiki/articles/:slug/revisions — newest first, WIKI_HISTORY_PAGE at a time. */
export type WikiHistory = {
  article: { id: string; slug: string; title: string; revision: number };
  items: WikiRevisionSummary[];
  /** Pass as ?before= for the next page; null at the first revision. */
  next_before: number | null;
  can_edit: boolean;
};

/** GET /api/wiki/articles/:slug/revisions/:n — one old version, rendered. */
export type WikiRevisionView = WikiRevisionSummary & {
  article: { id: string; slug: string; title: string; revision: number };
  category_name: string | null;
  html: string;
  toc: WikiTocEntry[];
  markdown: string;
  can_edit: boolean;
};

export type WikiDiffLine = {
  kind: "add" | "del" | "same";
  text: string;
  /** Line numbers in the older / newer body (null on the side the line is not in). */
  old_no: number | null;
  new_no: number | null;
};

export type WikiDiffHunk = { old_start: number; new_start: number; lines: WikiDiffLine[] };

/** GET /api/wiki/articles/:slug/diff?from=&to= — a line diff of the markdown, as data (rendered as text). */
export type WikiDiff = {
  article: { id: string; slug: string; title: string; revision: number };
  from: WikiRevisionSummary;
  to: WikiRevisionSummary;
  /** Both titles when the title changed. */
  title_change: { from: string; to: string } | null;
  /** Both category names when the category changed (null: none). */
  category_change: { from: string | null; to: string | null } | null;
  hunks: WikiDiffHunk[];
  added: number;
  removed: number;
};
