import { rankingQuerySchema } from "@guilda/shared/schemas/gamification";
import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";
import { requireViewer } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import * as service from "./gamification.service";

/** /api/gamification/*: levels, ranking, missions and the viewer's points. */
export const gamificationRoutes = new Hono<AppEnv>()
  .get("/gamification/levels", async (c) =>
    c.json(await service.levelsInfo(c.var.deps.database.db, requireViewer(c).userId)),
  )
  .get("/gamification/me", async (c) =>
    c.json(await service.myGamification(c.var.deps.database.db, requireViewer(c).userId)),
  )
  .get("/gamification/ranking", validate("query", rankingQuerySchema), async (c) => {
    const viewer = requireViewer(c);
    return c.json(await service.ranking(c.var.deps.database.db, viewer.userId, c.req.valid("query").period));
  })
  .get("/gamification/missions", async (c) =>
    c.json(await service.missionsOf(c.var.deps.database.db, requireViewer(c).userId)),
  );
