import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";

/** /admin/courses/*, /admin/modules/*, /admin/lessons/*, /admin/attachments/* */
export const courseAdminRoutes = new Hono<AppEnv>();
