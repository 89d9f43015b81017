import {
  missionInputSchema,
  missionPatchSchema,
  updateGamificationSchema,
} from "@guilda/shared/schemas/gamification";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { requireAdmin } from "../../platform/http/session";
import { writeLimit } from "../../platform/http/rate-limit";
import { validate } from "../../platform/http/validate";
import * as service from "./gamification.service";

const idParam = z.object({ id: z.uuid() });

/**
 * /api/admin/gamification and /api/admin/missions: the scoring rules and missions (admins only:
 * app.ts checks every /admin path; each handler checks again).
 */
export const gamificationAdminRoutes = new Hono<AppEnv>()
  .get("/admin/gamification", async (c) => {
    requireAdmin(c);
    return c.json(await service.adminSettings(c.var.deps.database.db));
  })
  .put("/admin/gamification", validate("json", updateGamificationSchema), async (c) => {
    const viewer = requireAdmin(c);
    return c.json(await service.saveSettings(c.var.deps.database.db, c.req.valid("json"), viewer.userId));
  })
  .get("/admin/missions", async (c) => {
    requireAdmin(c);
    return c.json(await service.adminMissions(c.var.deps.database.db));
  })
  .post("/admin/missions", writeLimit("staffCreates"), validate("json", missionInputSchema), async (c) => {
    const viewer = requireAdmin(c);
    return c.json(
      await service.createMission(c.var.deps.database.db, c.req.valid("json"), viewer.userId),
      201,
    );
  })
  .patch(
    "/admin/missions/:id",
    validate("param", idParam),
    validate("json", missionPatchSchema),
    async (c) => {
      const viewer = requireAdmin(c);
      const { id } = c.req.valid("param");
      return c.json(
        await service.updateMission(c.var.deps.database.db, id, c.req.valid("json"), viewer.userId),
      );
    },
  )
  .delete("/admin/missions/:id", validate("param", idParam), async (c) => {
    const viewer = requireAdmin(c);
    return c.json(
      await service.deleteMission(c.var.deps.database.db, c.req.valid("param").id, viewer.userId),
    );
  });
