import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";

/** The member side of AI agents: /ai/* (agents, conversations, the streaming chat). */
export const aiRoutes = new Hono<AppEnv>();
