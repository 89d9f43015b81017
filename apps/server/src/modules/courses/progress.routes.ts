import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";

/** /lessons/:id/progress and /lessons/:id/completion */
export const progressRoutes = new Hono<AppEnv>();
