import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";

/** /admin/ai-agents/*: agents, quotas, usage and the 'Testar' box (admins only, guarded in app.ts). */
export const aiAdminRoutes = new Hono<AppEnv>();
