import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";

/** /courses/*, /lessons/:id/comments, /lesson-comments/* */
export const courseRoutes = new Hono<AppEnv>();
