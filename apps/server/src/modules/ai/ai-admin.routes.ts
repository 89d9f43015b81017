import {
  aiAgentInputSchema,
  aiAgentPatchSchema,
  aiAgentTestSchema,
  aiQuotasSchema,
  aiUsageQuerySchema,
} from "@guilda/shared/schemas/ai";
import { Hono } from "hono";
import { z } from "zod";
import { aiProviderFor } from "../../platform/ai";
import type { AppEnv } from "../../platform/http/context";
import { requireAdmin } from "../../platform/http/session";
import { writeLimit } from "../../platform/http/rate-limit";
import { validate } from "../../platform/http/validate";
import * as service from "./ai-admin.service";

const idParam = z.object({ id: z.uuid() });

/**
 * /admin/ai-agents/*: agents, quotas, usage and the 'Testar' box (admins only: app.ts checks it
 * for every /admin path; each handler checks it again). Fixed paths come before /:id.
 */
export const aiAdminRoutes = new Hono<AppEnv>()
  .get("/admin/ai-agents", async (c) => {
    requireAdmin(c);
    return c.json(await service.listAgents(c.var.deps.database.db));
  })
  .post("/admin/ai-agents", writeLimit("staffCreates"), validate("json", aiAgentInputSchema), async (c) => {
    requireAdmin(c);
    return c.json(await service.createAgent(c.var.deps.database.db, c.req.valid("json")), 201);
  })
  .get("/admin/ai-agents/options", async (c) => {
    requireAdmin(c);
    const { config } = c.var.deps;
    const provider = { configured: config.ai !== undefined, model: config.ai?.model ?? null };
    return c.json(await service.agentOptions(c.var.deps.database.db, provider));
  })
  .get("/admin/ai-agents/usage", validate("query", aiUsageQuerySchema), async (c) => {
    requireAdmin(c);
    return c.json(await service.usage(c.var.deps.database.db, c.req.valid("query").days));
  })
  .get("/admin/ai-agents/quotas", async (c) => {
    requireAdmin(c);
    return c.json(await service.quotas(c.var.deps.database.db));
  })
  .put("/admin/ai-agents/quotas", validate("json", aiQuotasSchema), async (c) => {
    requireAdmin(c);
    return c.json(await service.saveQuotas(c.var.deps.database.db, c.req.valid("json")));
  })
  .get("/admin/ai-agents/:id", validate("param", idParam), async (c) => {
    requireAdmin(c);
    return c.json(await service.getAgent(c.var.deps.database.db, c.req.valid("param").id));
  })
  .patch(
    "/admin/ai-agents/:id",
    validate("param", idParam),
    validate("json", aiAgentPatchSchema),
    async (c) => {
      requireAdmin(c);
      const { id } = c.req.valid("param");
      return c.json(await service.updateAgent(c.var.deps.database.db, id, c.req.valid("json")));
    },
  )
  .delete("/admin/ai-agents/:id", validate("param", idParam), async (c) => {
    requireAdmin(c);
    await service.deleteAgent(c.var.deps.database.db, c.req.valid("param").id);
    return c.body(null, 204);
  })
  .post(
    "/admin/ai-agents/:id/test",
    writeLimit("aiMessages"),
    validate("param", idParam),
    validate("json", aiAgentTestSchema),
    async (c) => {
      const viewer = requireAdmin(c);
      const { deps } = c.var;
      const result = await service.testAgent(
        { db: deps.database.db, ai: aiProviderFor(deps.config), logger: deps.logger },
        viewer,
        c.req.valid("param").id,
        c.req.valid("json"),
      );
      return c.json(result);
    },
  );
