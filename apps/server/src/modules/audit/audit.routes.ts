import { auditExportQuerySchema, auditQuerySchema } from "@guilda/shared/schemas/audit";
import { Hono } from "hono";
import type { AppEnv } from "../../platform/http/context";
import { searchLimit } from "../../platform/http/rate-limit";
import { requireAdmin } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import * as service from "./audit.service";

// /admin/* is for admins only (app.ts checks it before any of these run); checked here again so
// the routes stay safe wherever they are mounted. Moderators do not read the log.
export const auditRoutes = new Hono<AppEnv>()
  .get("/admin/audit", searchLimit(), validate("query", auditQuerySchema), async (c) => {
    requireAdmin(c);
    return c.json(await service.auditPage(c.var.deps.database.db, c.req.valid("query")));
  })
  .get("/admin/audit/actors", async (c) => {
    requireAdmin(c);
    return c.json(await service.auditActors(c.var.deps.database.db));
  })
  // 'Exportar CSV': the entries matching the filters, streamed.
  .get("/admin/audit/export.csv", searchLimit(), validate("query", auditExportQuerySchema), (c) => {
    requireAdmin(c);
    const body = service.auditCsvStream(c.var.deps.database.db, c.req.valid("query"), c.var.deps.logger);
    return c.body(body, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${service.auditExportFileName()}"`,
      "cache-control": "private, no-store",
    });
  });
