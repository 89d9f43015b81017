import type { AiAgentSummary, SpaceSummary } from "@guilda/shared";
import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";
import { requireViewer } from "../../platform/http/session";
import { listActiveAgents, listPublishedCourses, listSpaces } from "./navigation.queries";

export const navigationRoutes = new Hono<AppEnv>()
  .get("/spaces", async (c) => {
    const viewer = requireViewer(c);
    // Private spaces are for the staff until members can be added to them.
    const includePrivate = viewer.profile.is_admin || viewer.profile.is_moderator;
    const rows = await listSpaces(c.var.deps.database.db, { includePrivate });
    // The stored path is not trusted: every space link is /espaco/{slug} (spec §2.2).
    return c.json(rows.map((s) => ({ ...s, path: `/espaco/${s.slug}` })) as SpaceSummary[]);
  })
  .get("/ai-agents", async (c) => {
    requireViewer(c);
    return c.json((await listActiveAgents(c.var.deps.database.db)) as AiAgentSummary[]);
  })
  .get("/courses", async (c) => {
    requireViewer(c);
    return c.json(await listPublishedCourses(c.var.deps.database.db));
  });
