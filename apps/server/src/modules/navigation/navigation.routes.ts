import type { AiAgentSummary } from "@guilda/shared";
import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";
import { requireViewer } from "../../platform/http/session";
import { listActiveAgents, listPublishedCourses } from "./navigation.queries";

export const navigationRoutes = new Hono<AppEnv>()
  .get("/ai-agents", async (c) => {
    requireViewer(c);
    return c.json((await listActiveAgents(c.var.deps.database.db)) as AiAgentSummary[]);
  })
  .get("/courses", async (c) => {
    requireViewer(c);
    return c.json(await listPublishedCourses(c.var.deps.database.db));
  });
