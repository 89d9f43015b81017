import { chatMessageSchema } from "@guilda/shared";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { requireViewer, writersOnly } from "../../platform/http/session";
import { writeLimit } from "../../platform/http/rate-limit";
import { validate } from "../../platform/http/validate";
import * as service from "./chat.service";

const slugParam = z.object({ slug: z.string().min(1).max(120) });
const historyQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(300).optional(),
});

function ctx(c: Context<AppEnv>) {
  return { db: c.var.deps.database.db, realtime: c.var.deps.realtime, viewer: requireViewer(c) };
}

// Messages of a chat space. These paths have three segments, so they never meet the spaces
// module's GET /spaces/:slug (two) or POST /spaces/:slug/seen (another static tail): mount order
// does not matter.
export const chatRoutes = new Hono<AppEnv>()
  .get("/spaces/:slug/messages", validate("param", slugParam), validate("query", historyQuery), async (c) => {
    const { limit, cursor } = c.req.valid("query");
    return c.json(await service.history(ctx(c), c.req.valid("param").slug, limit, cursor));
  })
  .post(
    "/spaces/:slug/messages",
    writersOnly,
    writeLimit("chatMessages"),
    validate("param", slugParam),
    validate("json", chatMessageSchema),
    async (c) =>
      c.json(await service.send(ctx(c), c.req.valid("param").slug, c.req.valid("json").content), 201),
  );
