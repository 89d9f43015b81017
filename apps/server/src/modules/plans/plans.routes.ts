import { planTierSchema, updatePlanSchema } from "@guilda/shared/schemas/plans";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { requireAdmin, requireViewer } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import { listPlansFor, updatePlan } from "./plans.service";

const tierParam = z.object({ tier: planTierSchema }).strip();

// /admin/* is reached by admins only (app.ts); requireAdmin repeats it where the viewer is used.
export const planRoutes = new Hono<AppEnv>()
  .get("/plans", async (c) => c.json(await listPlansFor(c.var.deps.database.db, requireViewer(c))))
  .put("/admin/plans/:tier", validate("param", tierParam), validate("json", updatePlanSchema), async (c) => {
    const viewer = requireAdmin(c);
    const { tier } = c.req.valid("param");
    return c.json(await updatePlan(c.var.deps.database.db, viewer, tier, c.req.valid("json")));
  });
