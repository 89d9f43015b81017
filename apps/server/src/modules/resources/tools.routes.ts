import path from "node:path";
import { Readable } from "node:stream";
import { toolInputSchema } from "@guilda/shared/schemas/resources";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { requireAdmin, requireViewer } from "../../platform/http/session";
import { writeLimit } from "../../platform/http/rate-limit";
import { validate } from "../../platform/http/validate";
import * as service from "./tools.service";

const idParam = z.object({ id: z.uuid() }).strip();

function filesOf(c: Context<AppEnv>): service.ToolFiles {
  const { storage, config, logger } = c.var.deps;
  return { storage, tmpDir: path.join(config.dataDir, "tmp"), logger };
}

/** attachment; filename="ascii fallback"; filename*=UTF-8''the%20real%20name (RFC 6266). */
function contentDisposition(fileName: string): string {
  const ascii = fileName
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

// /admin/* is reached by admins only (app.ts); requireAdmin repeats it where the viewer is used.
export const toolRoutes = new Hono<AppEnv>()
  .get("/tools", async (c) => {
    requireViewer(c);
    return c.json(await service.listTools(c.var.deps.database.db));
  })
  .post("/admin/tools", writeLimit("staffCreates"), validate("json", toolInputSchema), async (c) => {
    const viewer = requireAdmin(c);
    const tool = await service.createTool(c.var.deps.database.db, filesOf(c), viewer, c.req.valid("json"));
    return c.json(tool, 201);
  })
  .put("/admin/tools/:id", validate("param", idParam), validate("json", toolInputSchema), async (c) => {
    const viewer = requireAdmin(c);
    const { id } = c.req.valid("param");
    return c.json(
      await service.updateTool(c.var.deps.database.db, filesOf(c), viewer, id, c.req.valid("json")),
    );
  })
  .delete("/admin/tools/:id", validate("param", idParam), async (c) => {
    requireAdmin(c);
    await service.deleteTool(c.var.deps.database.db, filesOf(c), c.req.valid("param").id);
    return c.json({ ok: true });
  });

/**
 * GET /media/tools/:id — a tool's file, for any signed-in member, as an attachment. It sits with
 * the other media files: the /media middleware of uploads.routes (registered before it in app.ts)
 * resolves the session and sets the sandboxing headers on it.
 */
export const toolFileRoutes = new Hono<AppEnv>().get(
  "/media/tools/:id",
  validate("param", idParam),
  async (c) => {
    requireViewer(c);
    const { database, storage } = c.var.deps;
    const file = await service.openToolFile(database.db, storage, c.req.valid("param").id);
    c.header("content-type", file.contentType);
    c.header("content-disposition", contentDisposition(file.fileName));
    c.header("content-length", String(file.object.size));
    c.header("cache-control", "private, max-age=3600");
    return c.body(Readable.toWeb(file.object.body) as ReadableStream, 200);
  },
);
