import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";
import { requireAdmin } from "../../platform/http/session";
import { outboxFor } from "./mail.service";

/** Admins can look at the development outbox (used when no SMTP server is configured). */
export const mailRoutes = new Hono<AppEnv>().get("/admin/outbox", async (c) => {
  const viewer = requireAdmin(c);
  const items = await outboxFor(c.var.deps.database.db, viewer.email);
  return c.json({ mailer: c.var.deps.mailer.kind, items });
});
