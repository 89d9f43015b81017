import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";
import { requireViewer } from "../../platform/http/session";
import { countUnread, listRecent, markAllRead } from "./notifications.queries";

const PAGE_SIZE = 50;

export const notificationRoutes = new Hono<AppEnv>()
  .get("/notifications/unread-count", async (c) => {
    const viewer = requireViewer(c);
    return c.json({ count: await countUnread(c.var.deps.database.db, viewer.userId) });
  })
  .get("/notifications", async (c) => {
    const viewer = requireViewer(c);
    return c.json({ items: await listRecent(c.var.deps.database.db, viewer.userId, PAGE_SIZE) });
  })
  .post("/notifications/read-all", async (c) => {
    const viewer = requireViewer(c);
    await markAllRead(c.var.deps.database.db, viewer.userId);
    return c.json({ ok: true });
  });
