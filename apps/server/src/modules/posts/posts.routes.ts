import { createCommentSchema, createPostSchema, feedQuerySchema, pinPostSchema } from "@guilda/shared";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { requireViewer, writersOnly } from "../../platform/http/session";
import { writeLimit } from "../../platform/http/rate-limit";
import { validate } from "../../platform/http/validate";
import * as service from "./posts.service";

const idParam = z.object({ id: z.uuid() });

function ctx(c: Context<AppEnv>) {
  return { db: c.var.deps.database.db, realtime: c.var.deps.realtime, viewer: requireViewer(c) };
}

export const postRoutes = new Hono<AppEnv>()
  .get("/posts", validate("query", feedQuerySchema), async (c) =>
    c.json(await service.feedPage(ctx(c), c.req.valid("query"))),
  )
  .post("/posts", writersOnly, writeLimit("posts"), validate("json", createPostSchema), async (c) =>
    c.json(await service.createPost(ctx(c), c.req.valid("json")), 201),
  )
  .get("/posts/:id", validate("param", idParam), async (c) =>
    c.json(await service.getPost(ctx(c), c.req.valid("param").id)),
  )
  .put("/posts/:id/pin", validate("param", idParam), validate("json", pinPostSchema), async (c) =>
    c.json(await service.pinPost(ctx(c), c.req.valid("param").id, c.req.valid("json").is_pinned)),
  )
  .delete("/posts/:id", validate("param", idParam), async (c) => {
    await service.deletePost(ctx(c), c.req.valid("param").id);
    return c.json({ ok: true });
  })
  .put("/posts/:id/like", writeLimit("reactions"), validate("param", idParam), async (c) =>
    c.json(await service.setLike(ctx(c), c.req.valid("param").id, true)),
  )
  .delete("/posts/:id/like", validate("param", idParam), async (c) =>
    c.json(await service.setLike(ctx(c), c.req.valid("param").id, false)),
  )
  .get("/posts/:id/comments", validate("param", idParam), async (c) =>
    c.json(await service.listComments(ctx(c), c.req.valid("param").id)),
  )
  .post(
    "/posts/:id/comments",
    writersOnly,
    writeLimit("comments"),
    validate("param", idParam),
    validate("json", createCommentSchema),
    async (c) => c.json(await service.addComment(ctx(c), c.req.valid("param").id, c.req.valid("json")), 201),
  )
  .delete("/comments/:id", validate("param", idParam), async (c) =>
    c.json(await service.removeComment(ctx(c), c.req.valid("param").id)),
  );
