import type { Context, MiddlewareHandler } from "hono";
import { getProfile, recordActivity } from "../../modules/profiles/profiles.service";
import type { AppEnv, Viewer } from "./context";
import { AppError } from "./errors";

/**
 * Resolves the session cookie into the viewer (user + profile). The library slides the
 * session forward while it is used; its refreshed cookie is passed on to the response.
 */
export const loadViewer: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth, database } = c.var.deps;
  c.set("viewer", null);
  if (c.req.header("cookie")) {
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (response) {
      const profile = await getProfile(database.db, response.user.id);
      if (profile) {
        c.set("viewer", { userId: response.user.id, email: response.user.email, profile });
        await recordActivity(database.db, profile.id);
      }
    }
    await next();
    for (const cookie of headers?.getSetCookie?.() ?? []) c.header("set-cookie", cookie, { append: true });
    return;
  }
  await next();
};

export function requireViewer(c: Context<AppEnv>): Viewer {
  const viewer = c.var.viewer;
  if (!viewer) throw AppError.unauthenticated();
  return viewer;
}

export function requireAdmin(c: Context<AppEnv>): Viewer {
  const viewer = requireViewer(c);
  if (!viewer.profile.is_admin) throw AppError.forbidden();
  return viewer;
}
