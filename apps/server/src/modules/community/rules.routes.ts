import { rulesPreviewSchema, updateRulesSchema } from "@guilda/shared/schemas/community";
import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";
import { requireAdmin, requireViewer } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import { getRules, previewRules, saveRules } from "./rules.service";

// /admin/* is reached by admins only (app.ts); requireAdmin repeats it where the viewer is used.
export const rulesRoutes = new Hono<AppEnv>()
  .get("/rules", async (c) => c.json(await getRules(c.var.deps.database.db, requireViewer(c))))
  .put("/admin/rules", validate("json", updateRulesSchema), async (c) => {
    const viewer = requireAdmin(c);
    return c.json(await saveRules(c.var.deps.database.db, viewer, c.req.valid("json").markdown));
  })
  .post("/admin/rules/preview", validate("json", rulesPreviewSchema), (c) => {
    requireAdmin(c);
    return c.json(previewRules(c.req.valid("json").markdown));
  });
