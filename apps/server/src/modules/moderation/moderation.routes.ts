import {
  caseActionSchema,
  memberActionSchema,
  moderationSettingsSchema,
  reportSchema,
} from "@guilda/shared/schemas/moderation";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { writeLimit } from "../../platform/http/rate-limit";
import { requireStaff, requireViewer } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import * as service from "./moderation.service";

const idParam = z.object({ id: z.uuid() });
const memberParam = z.object({ id: z.string().min(1).max(100) });
const queueQuery = z
  .object({
    filter: z.enum(["all", "reported", "held"]).default("all"),
    cursor: z.string().max(500).optional(),
  })
  .strict();

/**
 * 'Denunciar' for every member; the queue, the decisions and the measures for admins and
 * moderators (the service checks each action's role limits); the settings for admins.
 */
export const moderationRoutes = new Hono<AppEnv>()
  .post("/reports", writeLimit("reports"), validate("json", reportSchema), async (c) =>
    c.json(await service.report(c.var.deps, requireViewer(c), c.req.valid("json")), 201),
  )
  .get("/moderation/queue", validate("query", queueQuery), async (c) =>
    c.json(await service.queue(c.var.deps, requireStaff(c), c.req.valid("query"))),
  )
  .get("/moderation/count", async (c) => c.json(await service.openCount(c.var.deps, requireStaff(c))))
  .post(
    "/moderation/cases/:id/actions",
    validate("param", idParam),
    validate("json", caseActionSchema),
    async (c) =>
      c.json(
        await service.actOnCase(
          c.var.deps,
          requireStaff(c),
          c.req.valid("param").id,
          c.req.valid("json").action,
        ),
      ),
  )
  .post(
    "/moderation/members/:id/actions",
    validate("param", memberParam),
    validate("json", memberActionSchema),
    async (c) =>
      c.json(
        await service.actOnMember(c.var.deps, requireStaff(c), c.req.valid("param").id, c.req.valid("json")),
      ),
  )
  .get("/moderation/settings", async (c) => c.json(await service.settings(c.var.deps, requireStaff(c))))
  .put("/moderation/settings", validate("json", moderationSettingsSchema), async (c) =>
    c.json(await service.saveSettings(c.var.deps, requireStaff(c), c.req.valid("json"))),
  );
