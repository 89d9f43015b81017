import {
  notificationsQuerySchema,
  unsubscribeTokenSchema,
  updateNotificationPreferencesSchema,
} from "@guilda/shared/schemas/notifications";
import { Hono, type MiddlewareHandler } from "hono";
import { z } from "zod";
import { clientIp } from "../../platform/http/client-ip";
import type { AppEnv } from "../../platform/http/context";
import { enforce } from "../../platform/http/rate-limit";
import { requireViewer } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import * as service from "./notifications.service";

const idParam = z.object({ id: z.uuid() });
const tokenQuery = z.object({ token: unsubscribeTokenSchema }).strict();
const tokenBody = z.object({ token: unsubscribeTokenSchema }).strict();
const undoBody = z.object({ token: unsubscribeTokenSchema, email: z.boolean() }).strict();

/** The one path that takes a form body from anywhere (RFC 8058); app.ts exempts it from the write guard. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = "/api/notifications/unsubscribe/one-click";

/** Public unsubscribe endpoints: budgeted per client address against token guessing. */
const UNSUBSCRIBE_LIMIT = { max: 30, windowSeconds: 60 };
const unsubscribeLimit: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { deps } = c.var;
  const key = `notificationUnsubscribe:ip:${clientIp(c, deps.config.trustProxy)}`;
  await enforce(deps.database.db, key, 1, UNSUBSCRIBE_LIMIT);
  await next();
};

export const notificationRoutes = new Hono<AppEnv>()
  .get("/notifications/unread-count", async (c) => {
    const viewer = requireViewer(c);
    return c.json({ count: await service.unreadCount(c.var.deps.database.db, viewer.userId) });
  })
  .get("/notifications", validate("query", notificationsQuerySchema), async (c) => {
    const viewer = requireViewer(c);
    return c.json(
      await service.listNotifications(c.var.deps.database.db, viewer.userId, c.req.valid("query")),
    );
  })
  .post("/notifications/read-all", async (c) => {
    const viewer = requireViewer(c);
    const { database, realtime } = c.var.deps;
    return c.json(await service.markAllRead(database.db, realtime, viewer.userId));
  })
  .get("/notifications/preferences", async (c) => {
    const viewer = requireViewer(c);
    return c.json(await service.preferences(c.var.deps.database.db, viewer.userId));
  })
  .put("/notifications/preferences", validate("json", updateNotificationPreferencesSchema), async (c) => {
    const viewer = requireViewer(c);
    return c.json(
      await service.updatePreferences(c.var.deps.database.db, viewer.userId, c.req.valid("json")),
    );
  })
  // Public (no session): the signed token of the e-mail's link says who and what.
  .get("/notifications/unsubscribe", unsubscribeLimit, validate("query", tokenQuery), async (c) => {
    const { database, config } = c.var.deps;
    return c.json(await service.unsubscribeInfo(database.db, config.authSecret, c.req.valid("query").token));
  })
  .post("/notifications/unsubscribe", unsubscribeLimit, validate("json", tokenBody), async (c) => {
    const { database, config } = c.var.deps;
    return c.json(
      await service.setEmailByToken(database.db, config.authSecret, c.req.valid("json").token, false),
    );
  })
  .put("/notifications/unsubscribe", unsubscribeLimit, validate("json", undoBody), async (c) => {
    const { database, config } = c.var.deps;
    const { token, email } = c.req.valid("json");
    return c.json(await service.setEmailByToken(database.db, config.authSecret, token, email));
  })
  // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` as a form; the token is in the URL.
  .post(
    "/notifications/unsubscribe/one-click",
    unsubscribeLimit,
    validate("query", tokenQuery),
    async (c) => {
      const { database, config } = c.var.deps;
      return c.json(
        await service.setEmailByToken(database.db, config.authSecret, c.req.valid("query").token, false),
      );
    },
  )
  .post("/notifications/:id/read", validate("param", idParam), async (c) => {
    const viewer = requireViewer(c);
    const { database, realtime } = c.var.deps;
    return c.json(await service.markRead(database.db, realtime, viewer.userId, c.req.valid("param").id));
  });
