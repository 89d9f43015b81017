import { pushSubscriptionSchema, type PushKey } from "@guilda/shared/schemas/push";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { requireViewer } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import * as service from "./push.service";

const idParam = z.object({ id: z.uuid() });

/** Push notifications: the server's key and the member's own devices. */
export const pushRoutes = new Hono<AppEnv>()
  .get("/push/key", (c) => {
    requireViewer(c);
    return c.json({ public_key: c.var.deps.config.push.publicKey } satisfies PushKey);
  })
  .get("/push/subscriptions", async (c) => {
    const viewer = requireViewer(c);
    return c.json(await service.devices(c.var.deps.database.db, viewer.userId));
  })
  .post("/push/subscriptions", validate("json", pushSubscriptionSchema), async (c) => {
    const viewer = requireViewer(c);
    const { database, config } = c.var.deps;
    const device = await service.subscribe(
      database.db,
      config,
      viewer.userId,
      c.req.valid("json"),
      c.req.header("user-agent"),
    );
    return c.json(device, 201);
  })
  .delete("/push/subscriptions/:id", validate("param", idParam), async (c) => {
    const viewer = requireViewer(c);
    await service.removeDevice(c.var.deps.database.db, viewer.userId, c.req.valid("param").id);
    return c.body(null, 204);
  });
