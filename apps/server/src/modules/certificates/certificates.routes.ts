import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";

/** /certificates/* and /admin/certificates/* */
export const certificateRoutes = new Hono<AppEnv>();
