import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";
import { isPwaIconFile, pwaIcon, pwaManifest } from "./pwa.service";

/** Revalidated on every use: a new name, colour or icon reaches installed apps at their next check. */
const NO_CACHE = "no-cache";
/** An icon asked for by its current version never changes under that address. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * The installable app's manifest and icons, drawn from the community settings. Public like the
 * settings themselves: the browser asks for them without cookies.
 */
export const pwaRoutes = new Hono<AppEnv>()
  .get("/manifest.webmanifest", async (c) => {
    const manifest = await pwaManifest(c.var.deps.database.db);
    c.header("cache-control", NO_CACHE);
    c.header("content-type", "application/manifest+json; charset=utf-8");
    return c.body(JSON.stringify(manifest));
  })
  .get("/pwa/:file", async (c, next) => {
    const file = c.req.param("file");
    if (!isPwaIconFile(file)) return next();
    const { database, storage } = c.var.deps;
    const { png, version } = await pwaIcon(database.db, storage, file);
    c.header("cache-control", c.req.query("v") === version ? IMMUTABLE : NO_CACHE);
    c.header("content-type", "image/png");
    return c.body(new Uint8Array(png));
  });
