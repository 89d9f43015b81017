import { Readable } from "node:stream";
import { backupSettingsSchema } from "@guilda/shared/schemas/backups";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { requireAdmin } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import * as service from "./backups.service";

const idParam = z.object({ id: z.uuid() });

// /admin/* is for admins only (app.ts checks it before any of these run); checked here again so
// the routes stay safe wherever they are mounted. Archives are served only from here.
export const backupRoutes = new Hono<AppEnv>()
  .get("/admin/backups", async (c) => {
    requireAdmin(c);
    return c.json(await service.backupsPage(c.var.deps));
  })
  .post("/admin/backups", async (c) => {
    const viewer = requireAdmin(c);
    return c.json(await service.requestBackup(c.var.deps, viewer), 202);
  })
  .put("/admin/backups/settings", validate("json", backupSettingsSchema), async (c) => {
    const viewer = requireAdmin(c);
    return c.json(
      await service.saveBackupSettings(c.var.deps.database.db, c.req.valid("json"), viewer.userId),
    );
  })
  .get("/admin/backups/:id/download", validate("param", idParam), async (c) => {
    requireAdmin(c);
    const { object, filename } = await service.backupDownload(c.var.deps, c.req.valid("param").id);
    c.header("content-type", "application/zip");
    c.header("content-length", String(object.size));
    c.header("content-disposition", `attachment; filename="${filename}"`);
    c.header("cache-control", "private, no-store");
    c.header("x-content-type-options", "nosniff");
    return c.body(Readable.toWeb(object.body) as ReadableStream, 200);
  });
