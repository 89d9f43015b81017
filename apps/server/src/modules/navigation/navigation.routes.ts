import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";
import { requireViewer } from "../../platform/http/session";
import { activeAgents } from "./navigation.service";

/** The sidebar's AI agents (its courses come from GET /courses in the courses module). */
export const navigationRoutes = new Hono<AppEnv>().get("/ai-agents", async (c) => {
  const viewer = requireViewer(c);
  return c.json(await activeAgents(c.var.deps.database.db, viewer));
});
