import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";
import { requireViewer } from "../../platform/http/session";
import { communityOverview } from "./community.service";

export const communityRoutes = new Hono<AppEnv>().get("/community/overview", async (c) =>
  c.json(await communityOverview(c.var.deps.database.db, requireViewer(c))),
);
