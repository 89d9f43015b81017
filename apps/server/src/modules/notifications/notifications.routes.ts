import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";
import { requireViewer } from "../../platform/http/session";
import * as service from "./notifications.service";

export const notificationRoutes = new Hono<AppEnv>()
  .get("/notifications/unread-count", async (c) => {
    const viewer = requireViewer(c);
    return c.json({ count: await service.unreadCount(c.var.deps.database.db, viewer.userId) });
  })
  .get("/notifications", async (c) => {
    const viewer = requireViewer(c);
    return c.json({ items: await service.recent(c.var.deps.database.db, viewer.userId) });
  })
  .post("/notifications/read-all", async (c) => {
    const viewer = requireViewer(c);
    await service.markAllRead(c.var.deps.database.db, viewer.userId);
    return c.json({ ok: true });
  });
