import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";
import { requireViewer } from "../../platform/http/session";
import { activeAgents, publishedCourses } from "./navigation.service";

export const navigationRoutes = new Hono<AppEnv>()
  .get("/ai-agents", async (c) => {
    requireViewer(c);
    return c.json(await activeAgents(c.var.deps.database.db));
  })
  .get("/courses", async (c) => {
    requireViewer(c);
    return c.json(await publishedCourses(c.var.deps.database.db));
  });
