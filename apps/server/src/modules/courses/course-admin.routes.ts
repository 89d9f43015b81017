import {
  attachmentInputSchema,
  courseInputSchema,
  courseUpdateSchema,
  deleteCourseSchema,
  lessonCreateSchema,
  lessonOrderSchema,
  lessonUpdateSchema,
  markdownPreviewSchema,
  moduleInputSchema,
  moduleOrderSchema,
  publishSchema,
} from "@guilda/shared/schemas/courses";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { requireAdmin } from "../../platform/http/session";
import { writeLimit } from "../../platform/http/rate-limit";
import { validate } from "../../platform/http/validate";
import * as service from "./course-admin.service";

const idParam = z.object({ id: z.uuid() });
const membersQuery = z.object({ cursor: z.string().max(1000).optional() }).strict();

/**
 * /admin/courses/*, /admin/modules/*, /admin/lessons/*, /admin/attachments/* — admins only (app.ts
 * checks it for every /admin path; each handler checks it again).
 */
export const courseAdminRoutes = new Hono<AppEnv>()
  .get("/admin/courses", async (c) => {
    requireAdmin(c);
    return c.json(await service.listCourses(c.var.deps.database.db));
  })
  .post("/admin/courses/markdown-preview", validate("json", markdownPreviewSchema), (c) => {
    requireAdmin(c);
    return c.json(service.previewMarkdown(c.req.valid("json").markdown));
  })
  .post("/admin/courses", writeLimit("staffCreates"), validate("json", courseInputSchema), async (c) => {
    const viewer = requireAdmin(c);
    return c.json(await service.createCourse(c.var.deps.database.db, viewer, c.req.valid("json")), 201);
  })
  .get("/admin/courses/:id", validate("param", idParam), async (c) => {
    requireAdmin(c);
    return c.json(await service.getCourse(c.var.deps.database.db, c.req.valid("param").id));
  })
  .patch(
    "/admin/courses/:id",
    validate("param", idParam),
    validate("json", courseUpdateSchema),
    async (c) => {
      const viewer = requireAdmin(c);
      const { id } = c.req.valid("param");
      return c.json(await service.updateCourse(c.var.deps.database.db, viewer, id, c.req.valid("json")));
    },
  )
  .put(
    "/admin/courses/:id/publish",
    validate("param", idParam),
    validate("json", publishSchema),
    async (c) => {
      requireAdmin(c);
      const { id } = c.req.valid("param");
      return c.json(
        await service.publishCourse(c.var.deps.database.db, id, c.req.valid("json").is_published),
      );
    },
  )
  .delete(
    "/admin/courses/:id",
    validate("param", idParam),
    validate("json", deleteCourseSchema),
    async (c) => {
      requireAdmin(c);
      const { id } = c.req.valid("param");
      await service.deleteCourse(c.var.deps.database.db, id, c.req.valid("json").confirm_title);
      return c.json({ ok: true });
    },
  )
  .get(
    "/admin/courses/:id/members",
    validate("param", idParam),
    validate("query", membersQuery),
    async (c) => {
      requireAdmin(c);
      const { id } = c.req.valid("param");
      return c.json(await service.courseMembers(c.var.deps.database.db, id, c.req.valid("query").cursor));
    },
  )
  .post(
    "/admin/courses/:id/modules",
    writeLimit("staffCreates"),
    validate("param", idParam),
    validate("json", moduleInputSchema),
    async (c) => {
      requireAdmin(c);
      const { id } = c.req.valid("param");
      return c.json(await service.createModule(c.var.deps.database.db, id, c.req.valid("json").title), 201);
    },
  )
  .put(
    "/admin/courses/:id/modules/order",
    validate("param", idParam),
    validate("json", moduleOrderSchema),
    async (c) => {
      requireAdmin(c);
      const { id } = c.req.valid("param");
      return c.json(await service.reorderModules(c.var.deps.database.db, id, c.req.valid("json").ids));
    },
  )
  .put(
    "/admin/courses/:id/lessons/order",
    validate("param", idParam),
    validate("json", lessonOrderSchema),
    async (c) => {
      requireAdmin(c);
      const { id } = c.req.valid("param");
      return c.json(await service.reorderLessons(c.var.deps.database.db, id, c.req.valid("json")));
    },
  )
  .patch("/admin/modules/:id", validate("param", idParam), validate("json", moduleInputSchema), async (c) => {
    requireAdmin(c);
    const { id } = c.req.valid("param");
    return c.json(await service.updateModule(c.var.deps.database.db, id, c.req.valid("json").title));
  })
  .delete("/admin/modules/:id", validate("param", idParam), async (c) => {
    requireAdmin(c);
    await service.deleteModule(c.var.deps.database.db, c.req.valid("param").id);
    return c.json({ ok: true });
  })
  .post(
    "/admin/modules/:id/lessons",
    writeLimit("staffCreates"),
    validate("param", idParam),
    validate("json", lessonCreateSchema),
    async (c) => {
      const viewer = requireAdmin(c);
      const { id } = c.req.valid("param");
      return c.json(await service.createLesson(c.var.deps.database.db, viewer, id, c.req.valid("json")), 201);
    },
  )
  .patch(
    "/admin/lessons/:id",
    validate("param", idParam),
    validate("json", lessonUpdateSchema),
    async (c) => {
      const viewer = requireAdmin(c);
      const { id } = c.req.valid("param");
      return c.json(await service.updateLesson(c.var.deps.database.db, viewer, id, c.req.valid("json")));
    },
  )
  .delete("/admin/lessons/:id", validate("param", idParam), async (c) => {
    requireAdmin(c);
    await service.deleteLesson(c.var.deps.database.db, c.req.valid("param").id);
    return c.json({ ok: true });
  })
  .post(
    "/admin/lessons/:id/attachments",
    writeLimit("staffCreates"),
    validate("param", idParam),
    validate("json", attachmentInputSchema),
    async (c) => {
      const viewer = requireAdmin(c);
      const { id } = c.req.valid("param");
      return c.json(
        await service.addAttachment(c.var.deps.database.db, viewer, id, c.req.valid("json")),
        201,
      );
    },
  )
  .delete("/admin/attachments/:id", validate("param", idParam), async (c) => {
    requireAdmin(c);
    await service.deleteAttachment(c.var.deps.database.db, c.req.valid("param").id);
    return c.json({ ok: true });
  });
