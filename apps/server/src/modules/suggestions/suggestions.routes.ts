import {
  changeSuggestionStatusSchema,
  createSuggestionCommentSchema,
  createSuggestionSchema,
  suggestionsQuerySchema,
  updateSuggestionSchema,
} from "@guilda/shared/schemas/suggestions";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { searchLimit, writeLimit } from "../../platform/http/rate-limit";
import { requireAdmin, requireViewer, writersOnly } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import * as service from "./suggestions.service";

const idParam = z.object({ id: z.uuid() });
const commentParam = z.object({ id: z.uuid(), commentId: z.uuid() });
const commentsQuery = z.object({ cursor: z.string().max(300).optional() }).strip();

function ctx(c: Context<AppEnv>) {
  return { db: c.var.deps.database.db, realtime: c.var.deps.realtime, viewer: requireViewer(c) };
}

// New suggestions share the feed's budget for posts, their comments the budget for comments.
// Editing, deleting and voting are checked in the service (author while 'nova', staff, the cap).
// /admin/* is reached by admins only (app.ts); requireAdmin repeats it where the viewer is used.
export const suggestionRoutes = new Hono<AppEnv>()
  .get("/suggestions", searchLimit(), validate("query", suggestionsQuerySchema), async (c) =>
    c.json(await service.listSuggestions(ctx(c), c.req.valid("query"))),
  )
  .post(
    "/suggestions",
    writersOnly,
    writeLimit("posts"),
    validate("json", createSuggestionSchema),
    async (c) => c.json(await service.createSuggestion(ctx(c), c.req.valid("json")), 201),
  )
  .get("/suggestions/:id", validate("param", idParam), async (c) =>
    c.json(await service.getSuggestion(ctx(c), c.req.valid("param").id)),
  )
  .patch(
    "/suggestions/:id",
    writersOnly,
    validate("param", idParam),
    validate("json", updateSuggestionSchema),
    async (c) => c.json(await service.updateSuggestion(ctx(c), c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/suggestions/:id", validate("param", idParam), async (c) => {
    await service.deleteSuggestion(ctx(c), c.req.valid("param").id);
    return c.json({ ok: true });
  })
  .put("/suggestions/:id/vote", writeLimit("reactions"), validate("param", idParam), async (c) =>
    c.json(await service.setVote(ctx(c), c.req.valid("param").id, true)),
  )
  .delete("/suggestions/:id/vote", validate("param", idParam), async (c) =>
    c.json(await service.setVote(ctx(c), c.req.valid("param").id, false)),
  )
  .get("/suggestions/:id/comments", validate("param", idParam), validate("query", commentsQuery), async (c) =>
    c.json(await service.listComments(ctx(c), c.req.valid("param").id, c.req.valid("query").cursor)),
  )
  .post(
    "/suggestions/:id/comments",
    writersOnly,
    writeLimit("comments"),
    validate("param", idParam),
    validate("json", createSuggestionCommentSchema),
    async (c) =>
      c.json(await service.addComment(ctx(c), c.req.valid("param").id, c.req.valid("json").content), 201),
  )
  .delete("/suggestions/:id/comments/:commentId", validate("param", commentParam), async (c) => {
    const { id, commentId } = c.req.valid("param");
    return c.json(await service.removeComment(ctx(c), id, commentId));
  })
  .put(
    "/admin/suggestions/:id/status",
    validate("param", idParam),
    validate("json", changeSuggestionStatusSchema),
    async (c) => {
      requireAdmin(c);
      return c.json(await service.changeStatus(ctx(c), c.req.valid("param").id, c.req.valid("json")));
    },
  );
