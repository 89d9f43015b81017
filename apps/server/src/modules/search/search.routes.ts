import { searchQuerySchema } from "@guilda/shared/schemas/search";
import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";
import { searchLimit } from "../../platform/http/rate-limit";
import { requireViewer } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import { search } from "./search-page.service";

/** /search: the search page's results, per member budget (WRITE_LIMITS.searches). */
export const searchRoutes = new Hono<AppEnv>().get(
  "/search",
  async (c, next) => {
    requireViewer(c);
    await next();
  },
  searchLimit(),
  validate("query", searchQuerySchema),
  async (c) =>
    c.json(
      await search(
        { db: c.var.deps.database.db, viewer: requireViewer(c), countsOwner: c.var.deps },
        c.req.valid("query"),
      ),
    ),
);
