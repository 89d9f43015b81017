import { createSpaceSchema, reorderSpacesSchema, updateSpaceSchema } from "@guilda/shared";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { requireAdmin, requireViewer } from "../../platform/http/session";
import { writeLimit } from "../../platform/http/rate-limit";
import { validate } from "../../platform/http/validate";
import * as service from "./spaces.service";

const slugParam = z.object({ slug: z.string().min(1).max(120) });
const idParam = z.object({ id: z.uuid() });
const memberParam = z.object({ id: z.uuid(), userId: z.string().min(1).max(64) });

export const spaceRoutes = new Hono<AppEnv>()
  .get("/spaces", async (c) => c.json(await service.sidebarSpaces(c.var.deps.database.db, requireViewer(c))))
  .get("/spaces/:slug", validate("param", slugParam), async (c) =>
    c.json(
      await service.visibleSpaceSummary(c.var.deps.database.db, requireViewer(c), c.req.valid("param").slug),
    ),
  )
  .post("/spaces/:slug/seen", validate("param", slugParam), async (c) => {
    await service.markSeen(c.var.deps.database.db, requireViewer(c), c.req.valid("param").slug);
    return c.json({ ok: true });
  })
  .post("/admin/spaces", writeLimit("staffCreates"), validate("json", createSpaceSchema), async (c) => {
    const viewer = requireAdmin(c);
    const { space_type, course_id } = c.req.valid("json");
    return c.json(
      await service.createSpace(c.var.deps.database.db, space_type, course_id, viewer.userId),
      201,
    );
  })
  .put("/admin/spaces/order", validate("json", reorderSpacesSchema), async (c) => {
    const viewer = requireAdmin(c);
    return c.json(
      await service.reorderSpaces(c.var.deps.database.db, c.req.valid("json").ids, viewer.userId),
    );
  })
  .patch("/admin/spaces/:id", validate("param", idParam), validate("json", updateSpaceSchema), async (c) => {
    const viewer = requireAdmin(c);
    const { id } = c.req.valid("param");
    return c.json(await service.updateSpace(c.var.deps.database.db, id, c.req.valid("json"), viewer.userId));
  })
  .delete("/admin/spaces/:id", validate("param", idParam), async (c) => {
    const viewer = requireAdmin(c);
    await service.deleteSpace(c.var.deps.database.db, c.req.valid("param").id, viewer.userId);
    return c.json({ ok: true });
  })
  .get("/admin/spaces/:id/members", validate("param", idParam), async (c) => {
    requireAdmin(c);
    return c.json(await service.listMembers(c.var.deps.database.db, c.req.valid("param").id));
  })
  .put("/admin/spaces/:id/members/:userId", validate("param", memberParam), async (c) => {
    const viewer = requireAdmin(c);
    const { id, userId } = c.req.valid("param");
    return c.json(await service.addMember(c.var.deps.database.db, id, userId, viewer.userId));
  })
  .delete("/admin/spaces/:id/members/:userId", validate("param", memberParam), async (c) => {
    const viewer = requireAdmin(c);
    const { id, userId } = c.req.valid("param");
    return c.json(await service.removeMember(c.var.deps.database.db, id, userId, viewer.userId));
  });
