import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";

/** /api/gamification/*: levels, ranking, missions and the viewer's points. */
export const gamificationRoutes = new Hono<AppEnv>();
