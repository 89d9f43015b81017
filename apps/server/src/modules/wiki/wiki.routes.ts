import {
  createWikiArticleSchema,
  updateWikiArticleSchema,
  wikiCategoryOrderSchema,
  wikiCategorySchema,
  wikiDiffQuerySchema,
  wikiHistoryQuerySchema,
  wikiPreviewSchema,
  wikiRevisionNumberSchema,
} from "@guilda/shared/schemas/wiki";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { z } from "zod";
import type { AppEnv, Viewer } from "../../platform/http/context";
import { AppError } from "../../platform/http/errors";
import { requireViewer } from "../../platform/http/session";
import { writeLimit } from "../../platform/http/rate-limit";
import { validate } from "../../platform/http/validate";
import * as wiki from "./wiki.service";

const slugParam = z.object({ slug: z.string().min(1).max(200) }).strip();
const revisionParam = z.object({ slug: z.string().min(1).max(200), n: wikiRevisionNumberSchema }).strip();
const idParam = z.object({ id: z.uuid() }).strip();

function requireWikiEditor(c: Context<AppEnv>): Viewer {
  const viewer = requireViewer(c);
  if (!wiki.isWikiEditor(viewer)) throw AppError.forbidden();
  return viewer;
}

/** Writes are for admins and moderators, refused before their input is read. */
const editorsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireWikiEditor(c);
  await next();
};

// Outside /admin on purpose: moderators write here too.
export const wikiRoutes = new Hono<AppEnv>()
  .get("/wiki", async (c) => c.json(await wiki.wikiIndex(c.var.deps.database.db, requireViewer(c))))
  .post("/wiki/preview", editorsOnly, validate("json", wikiPreviewSchema), (c) =>
    c.json(wiki.previewWiki(c.req.valid("json").body)),
  )
  .post(
    "/wiki/articles",
    editorsOnly,
    writeLimit("staffCreates"),
    validate("json", createWikiArticleSchema),
    async (c) => {
      const viewer = requireWikiEditor(c);
      return c.json(await wiki.createArticle(c.var.deps.database.db, viewer, c.req.valid("json")), 201);
    },
  )
  .get("/wiki/articles/:slug", validate("param", slugParam), async (c) =>
    c.json(await wiki.getArticle(c.var.deps.database.db, requireViewer(c), c.req.valid("param").slug)),
  )
  .put(
    "/wiki/articles/:slug",
    editorsOnly,
    validate("param", slugParam),
    validate("json", updateWikiArticleSchema),
    async (c) => {
      const viewer = requireWikiEditor(c);
      const { slug } = c.req.valid("param");
      return c.json(await wiki.updateArticle(c.var.deps.database.db, viewer, slug, c.req.valid("json")));
    },
  )
  .delete("/wiki/articles/:slug", editorsOnly, validate("param", slugParam), async (c) => {
    requireWikiEditor(c);
    await wiki.deleteArticle(c.var.deps.database.db, c.req.valid("param").slug);
    return c.json({ ok: true });
  })
  .get(
    "/wiki/articles/:slug/revisions",
    validate("param", slugParam),
    validate("query", wikiHistoryQuerySchema),
    async (c) => {
      const viewer = requireViewer(c);
      const { slug } = c.req.valid("param");
      const { before } = c.req.valid("query");
      return c.json(await wiki.articleHistory(c.var.deps.database.db, viewer, slug, before));
    },
  )
  .get("/wiki/articles/:slug/revisions/:n", validate("param", revisionParam), async (c) => {
    const viewer = requireViewer(c);
    const { slug, n } = c.req.valid("param");
    return c.json(await wiki.getRevision(c.var.deps.database.db, viewer, slug, n));
  })
  .post(
    "/wiki/articles/:slug/revisions/:n/restore",
    editorsOnly,
    writeLimit("staffCreates"),
    validate("param", revisionParam),
    async (c) => {
      const viewer = requireWikiEditor(c);
      const { slug, n } = c.req.valid("param");
      return c.json(await wiki.restoreRevision(c.var.deps.database.db, viewer, slug, n));
    },
  )
  .get(
    "/wiki/articles/:slug/diff",
    validate("param", slugParam),
    validate("query", wikiDiffQuerySchema),
    async (c) => {
      requireViewer(c);
      const { from, to } = c.req.valid("query");
      return c.json(await wiki.diffRevisions(c.var.deps.database.db, c.req.valid("param").slug, from, to));
    },
  )
  .post(
    "/wiki/categories",
    editorsOnly,
    writeLimit("staffCreates"),
    validate("json", wikiCategorySchema),
    async (c) => {
      requireWikiEditor(c);
      return c.json(await wiki.createCategory(c.var.deps.database.db, c.req.valid("json")), 201);
    },
  )
  // before /wiki/categories/:id, so 'order' is not read as an id
  .put("/wiki/categories/order", editorsOnly, validate("json", wikiCategoryOrderSchema), async (c) => {
    requireWikiEditor(c);
    return c.json({ items: await wiki.reorderCategories(c.var.deps.database.db, c.req.valid("json").ids) });
  })
  .patch(
    "/wiki/categories/:id",
    editorsOnly,
    validate("param", idParam),
    validate("json", wikiCategorySchema),
    async (c) => {
      requireWikiEditor(c);
      const { id } = c.req.valid("param");
      return c.json(await wiki.renameCategory(c.var.deps.database.db, id, c.req.valid("json")));
    },
  )
  .delete("/wiki/categories/:id", editorsOnly, validate("param", idParam), async (c) => {
    requireWikiEditor(c);
    await wiki.deleteCategory(c.var.deps.database.db, c.req.valid("param").id);
    return c.json({ ok: true });
  });
