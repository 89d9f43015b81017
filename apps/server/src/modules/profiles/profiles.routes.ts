import { updateProfileSchema } from "@guilda/shared";
import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";
import { requireViewer } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import { sessionOf, updateOwnProfile } from "./profiles.service";

export const profileRoutes = new Hono<AppEnv>()
  // The browser's session, for the app's first request: the member, or null for a visitor. A
  // visitor is not an error here (a 401 would be the first thing every visitor's console shows);
  // /api/me and every other endpoint keep answering 401 without a session.
  .get("/session", (c) => {
    const viewer = c.var.viewer;
    return c.json(viewer ? sessionOf(viewer) : null);
  })
  .get("/me", (c) => c.json(sessionOf(requireViewer(c))))
  .patch("/me/profile", validate("json", updateProfileSchema), async (c) => {
    const viewer = requireViewer(c);
    const { database, realtime } = c.var.deps;
    const profile = await updateOwnProfile(database.db, viewer.userId, c.req.valid("json"), realtime);
    return c.json(profile);
  });
