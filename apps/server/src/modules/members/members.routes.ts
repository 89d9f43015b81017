import { memberAiTierSchema } from "@guilda/shared/schemas/ai";
import {
  accessChangeSchema,
  bulkDeleteSchema,
  directoryQuerySchema,
  memberRolesSchema,
  pendingSignupsQuerySchema,
} from "@guilda/shared/schemas/directory";
import { singleLine } from "@guilda/shared/schemas/zod";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { searchLimit, writeLimit } from "../../platform/http/rate-limit";
import { requireAdmin, requireViewer } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import * as follows from "../follows/follows.service";
import { memberFiles } from "../privacy/privacy.service";
import { exportFileName, membersCsvStream } from "./members-export";
import { forgetCounts } from "./members.counts";
import * as service from "./members.service";

const idParam = z.object({ id: z.string().min(1).max(64) });
const courseParam = z.object({ id: z.string().min(1).max(64), courseId: z.uuid() });
const categoryParam = z.object({
  id: z.string().min(1).max(64),
  category: singleLine(z.string().trim().min(1).max(80)),
});
const lookupQuery = z.object({ q: z.string().trim().min(1).max(100) });
// The directory's filters and order; the export has no pages.
const exportQuery = directoryQuerySchema.omit({ limit: true, cursor: true });

function ctx(c: Context<AppEnv>) {
  return { db: c.var.deps.database.db, viewer: requireViewer(c) };
}

function adminCtx(c: Context<AppEnv>) {
  return { db: c.var.deps.database.db, viewer: requireAdmin(c) };
}

// Every /members/* and /admin/members/* path is served here. /admin/* is for admins only
// (checked in app.ts before any of these run).
export const memberRoutes = new Hono<AppEnv>()
  .get("/members", searchLimit(), validate("query", directoryQuerySchema), async (c) =>
    c.json(await service.directory(ctx(c), c.req.valid("query"), Date.now(), c.var.deps)),
  )
  // Registered before /members/:id, which would otherwise take "active" for an id.
  .get("/members/active", async (c) => {
    requireViewer(c);
    return c.json(await service.activeMembers(c.var.deps.database.db));
  })
  .get("/members/:id", validate("param", idParam), async (c) =>
    c.json(await service.memberDetail(ctx(c), c.req.valid("param").id)),
  )
  .put("/members/:id/follow", writeLimit("reactions"), validate("param", idParam), async (c) =>
    c.json(
      await follows.setFollow({ ...ctx(c), realtime: c.var.deps.realtime }, c.req.valid("param").id, true),
    ),
  )
  .delete("/members/:id/follow", validate("param", idParam), async (c) =>
    c.json(
      await follows.setFollow({ ...ctx(c), realtime: c.var.deps.realtime }, c.req.valid("param").id, false),
    ),
  )
  .get("/admin/invites", async (c) => c.json(await service.pendingInvites(c.var.deps.database.db)))
  .delete("/admin/invites/:id", validate("param", z.object({ id: z.uuid() })), async (c) => {
    await service.cancelInvite(adminCtx(c), c.req.valid("param").id);
    return c.json({ ok: true });
  })
  // 'Exportar CSV' on /membros: the members matching the directory's filters, streamed.
  .get("/admin/members/export.csv", searchLimit(), validate("query", exportQuery), (c) => {
    requireAdmin(c);
    const body = membersCsvStream(c.var.deps.database.db, c.req.valid("query"), c.var.deps.logger);
    return c.body(body, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${exportFileName()}"`,
    });
  })
  // 'Aguardando aprovação': the sign-ups waiting for an admin, oldest first, a page at a time.
  .get("/admin/members/pending", validate("query", pendingSignupsQuerySchema), async (c) => {
    requireAdmin(c);
    return c.json(await service.pendingSignups(c.var.deps.database.db, c.req.valid("query")));
  })
  .post("/admin/members/:id/approve", validate("param", idParam), async (c) => {
    await service.approveSignup(adminCtx(c), c.req.valid("param").id);
    forgetCounts(c.var.deps);
    return c.json({ ok: true });
  })
  .post("/admin/members/:id/refuse", validate("param", idParam), async (c) => {
    const admin = { db: c.var.deps.database.db, viewer: requireAdmin(c) };
    await service.refuseSignup(admin, c.req.valid("param").id, memberFiles(c.var.deps));
    return c.json({ ok: true });
  })
  .get("/admin/members/lookup", searchLimit(), validate("query", lookupQuery), async (c) =>
    c.json(await service.lookupMembers(c.var.deps.database.db, c.req.valid("query").q)),
  )
  .get("/admin/members/:id/access", validate("param", idParam), async (c) =>
    c.json(await service.memberAccess(c.var.deps.database.db, c.req.valid("param").id)),
  )
  .put(
    "/admin/members/:id/courses/:courseId",
    validate("param", courseParam),
    validate("json", accessChangeSchema),
    async (c) => {
      const { id, courseId } = c.req.valid("param");
      const access = await service.setCourseAccess(
        adminCtx(c),
        id,
        courseId,
        c.req.valid("json"),
        c.var.deps.realtime,
      );
      forgetCounts(c.var.deps);
      return c.json(access);
    },
  )
  .put(
    "/admin/members/:id/ai-tier",
    validate("param", idParam),
    validate("json", memberAiTierSchema),
    async (c) => {
      const { id } = c.req.valid("param");
      return c.json(await service.setAiTier(adminCtx(c), id, c.req.valid("json").tier));
    },
  )
  .put(
    "/admin/members/:id/categories/:category",
    validate("param", categoryParam),
    validate("json", accessChangeSchema),
    async (c) => {
      const { id, category } = c.req.valid("param");
      const access = await service.setCategoryAccess(
        adminCtx(c),
        id,
        category,
        c.req.valid("json"),
        c.var.deps.realtime,
      );
      forgetCounts(c.var.deps);
      return c.json(access);
    },
  )
  // Admin, Moderador and Aluno, switched in 'Gerenciar Acessos'.
  .put(
    "/admin/members/:id/roles",
    validate("param", idParam),
    validate("json", memberRolesSchema),
    async (c) => {
      const roles = await service.setRoles(adminCtx(c), c.req.valid("param").id, c.req.valid("json"));
      forgetCounts(c.var.deps);
      return c.json(roles);
    },
  )
  .delete("/admin/members/:id", validate("param", idParam), async (c) => {
    await service.deleteMember(adminCtx(c), c.req.valid("param").id, memberFiles(c.var.deps));
    forgetCounts(c.var.deps);
    return c.json({ ok: true });
  })
  .post("/admin/members/bulk-delete", validate("json", bulkDeleteSchema), async (c) => {
    const result = await service.bulkDelete(adminCtx(c), c.req.valid("json").ids, memberFiles(c.var.deps));
    forgetCounts(c.var.deps);
    return c.json(result);
  });
