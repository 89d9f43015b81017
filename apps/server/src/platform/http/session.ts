import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv, Viewer } from "./context";
import { AppError } from "./errors";

/**
 * Resolves the session cookie into the viewer (user + profile). The library slides the
 * session forward while it is used; its refreshed cookie is passed on to the response.
 * The profile comes from the `viewerProfiles` resolver the composition root (app.ts) sets.
 */
export const loadViewer: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth } = c.var.deps;
  const profiles = c.var.viewerProfiles;
  c.set("viewer", null);
  if (c.req.header("cookie")) {
    const { headers, response } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    if (response) {
      const profile = await profiles.find(response.user.id);
      if (profile) {
        c.set("viewer", { userId: response.user.id, email: response.user.email, profile });
        await profiles.onSeen?.(profile.id);
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
