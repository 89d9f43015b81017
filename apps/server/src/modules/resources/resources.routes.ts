import {
  createResourcePageSchema,
  reorderResourcesSchema,
  resourcePreviewSchema,
  updateResourceSchema,
} from "@guilda/shared/schemas/resources";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { requireAdmin, requireViewer } from "../../platform/http/session";
import { writeLimit } from "../../platform/http/rate-limit";
import { validate } from "../../platform/http/validate";
import * as service from "./resources.service";

const slugParam = z.object({ slug: z.string().min(1).max(120) }).strip();
const idParam = z.object({ id: z.uuid() }).strip();

// /admin/* is reached by admins only (app.ts); requireAdmin repeats it where the viewer is used.
export const resourceRoutes = new Hono<AppEnv>()
  .get("/resources", async (c) =>
    c.json(await service.listResourcesFor(c.var.deps.database.db, requireViewer(c))),
  )
  .get("/resources/:slug", validate("param", slugParam), async (c) =>
    c.json(await service.getPage(c.var.deps.database.db, requireViewer(c), c.req.valid("param").slug)),
  )
  .post(
    "/admin/resources",
    writeLimit("staffCreates"),
    validate("json", createResourcePageSchema),
    async (c) => {
      const viewer = requireAdmin(c);
      return c.json(await service.createPage(c.var.deps.database.db, viewer, c.req.valid("json")), 201);
    },
  )
  .put("/admin/resources/order", validate("json", reorderResourcesSchema), async (c) => {
    requireAdmin(c);
    return c.json(await service.reorderResources(c.var.deps.database.db, c.req.valid("json").ids));
  })
  .post("/admin/resources/preview", validate("json", resourcePreviewSchema), (c) => {
    requireAdmin(c);
    return c.json(service.previewPage(c.req.valid("json").markdown));
  })
  .get("/admin/resources/:id", validate("param", idParam), async (c) => {
    requireAdmin(c);
    return c.json(await service.getForAdmin(c.var.deps.database.db, c.req.valid("param").id));
  })
  .patch(
    "/admin/resources/:id",
    validate("param", idParam),
    validate("json", updateResourceSchema),
    async (c) => {
      const viewer = requireAdmin(c);
      const { id } = c.req.valid("param");
      return c.json(await service.updateResource(c.var.deps.database.db, viewer, id, c.req.valid("json")));
    },
  )
  .delete("/admin/resources/:id", validate("param", idParam), async (c) => {
    requireAdmin(c);
    return c.json(await service.deletePage(c.var.deps.database.db, c.req.valid("param").id));
  });
