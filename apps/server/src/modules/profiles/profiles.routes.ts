import { updateProfileSchema } from "@guilda/shared";
import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";
import { requireViewer } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import { updateOwnProfile } from "./profiles.service";

export const profileRoutes = new Hono<AppEnv>()
  .get("/me", (c) => {
    const viewer = requireViewer(c);
    return c.json({ user: { id: viewer.userId, email: viewer.email }, profile: viewer.profile });
  })
  .patch("/me/profile", validate("json", updateProfileSchema), async (c) => {
    const viewer = requireViewer(c);
    const { database, realtime } = c.var.deps;
    const profile = await updateOwnProfile(database.db, viewer.userId, c.req.valid("json"), realtime);
    return c.json(profile);
  });
