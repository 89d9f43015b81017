import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";
import { requireAdmin } from "../../platform/http/session";
import { listOutbox } from "./mail.queries";

/** Admins can read the development outbox (used when no SMTP server is configured). */
export const mailRoutes = new Hono<AppEnv>().get("/admin/outbox", async (c) => {
  requireAdmin(c);
  const items = await listOutbox(c.var.deps.database.db, 50);
  return c.json({ mailer: c.var.deps.mailer.kind, items });
});
