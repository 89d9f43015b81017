import {
  aiChatRequestSchema,
  aiConversationCreateSchema,
  aiConversationRenameSchema,
} from "@guilda/shared/schemas/ai";
import { createUIMessageStreamResponse } from "ai";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { aiProviderFor } from "../../platform/ai";
import type { AppEnv } from "../../platform/http/context";
import { writeLimit } from "../../platform/http/rate-limit";
import { requireViewer } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import * as service from "./ai.service";

const idParam = z.object({ id: z.uuid() });
const pageQuery = z.object({ cursor: z.string().max(300).optional() }).strict();

function ctx(c: Context<AppEnv>): service.AiContext {
  const { deps } = c.var;
  return {
    db: deps.database.db,
    ai: aiProviderFor(deps.config),
    viewer: requireViewer(c),
    logger: deps.logger,
  };
}

/** The member side of AI agents: /ai/* (agents, conversations, the streaming chat). */
export const aiRoutes = new Hono<AppEnv>()
  .get("/ai/default-agent", async (c) => c.json(await service.getDefaultAgent(ctx(c))))
  .get("/ai/agents/:id", validate("param", idParam), async (c) =>
    c.json(await service.getAgent(ctx(c), c.req.valid("param").id)),
  )
  .get("/ai/agents/:id/conversations", validate("param", idParam), validate("query", pageQuery), async (c) =>
    c.json(await service.listConversations(ctx(c), c.req.valid("param").id, c.req.valid("query").cursor)),
  )
  .post(
    "/ai/agents/:id/conversations",
    writeLimit("conversations"),
    validate("param", idParam),
    validate("json", aiConversationCreateSchema),
    async (c) =>
      c.json(await service.createConversation(ctx(c), c.req.valid("param").id, c.req.valid("json")), 201),
  )
  .get("/ai/conversations/:id", validate("param", idParam), async (c) =>
    c.json(await service.conversationDetail(ctx(c), c.req.valid("param").id)),
  )
  .patch(
    "/ai/conversations/:id",
    validate("param", idParam),
    validate("json", aiConversationRenameSchema),
    async (c) =>
      c.json(await service.renameConversation(ctx(c), c.req.valid("param").id, c.req.valid("json").title)),
  )
  .delete("/ai/conversations/:id", validate("param", idParam), async (c) => {
    await service.deleteConversation(ctx(c), c.req.valid("param").id);
    return c.body(null, 204);
  })
  .post(
    "/ai/conversations/:id/chat",
    writeLimit("aiMessages"),
    validate("param", idParam),
    validate("json", aiChatRequestSchema),
    async (c) => {
      // Refusals (404, 403, 429, 409) are thrown before the stream starts and answer as JSON.
      const stream = await service.startChat(
        ctx(c),
        c.req.valid("param").id,
        c.req.valid("json"),
        c.req.raw.signal,
      );
      return createUIMessageStreamResponse({ stream, headers: { "cache-control": "no-store" } });
    },
  );
