import { completionSchema, progressReportSchema } from "@guilda/shared/schemas/courses";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { writeLimit } from "../../platform/http/rate-limit";
import { requireViewer } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import * as service from "./progress.service";

const idParam = z.object({ id: z.uuid() });

function ctx(c: Context<AppEnv>) {
  return { db: c.var.deps.database.db, viewer: requireViewer(c), realtime: c.var.deps.realtime };
}

/** /lessons/:id/progress and /lessons/:id/completion */
export const progressRoutes = new Hono<AppEnv>()
  .put(
    "/lessons/:id/progress",
    writeLimit("progressSaves"),
    validate("param", idParam),
    validate("json", progressReportSchema),
    async (c) =>
      c.json(await service.saveLessonProgress(ctx(c), c.req.valid("param").id, c.req.valid("json"))),
  )
  .put(
    "/lessons/:id/completion",
    writeLimit("progressSaves"),
    validate("param", idParam),
    validate("json", completionSchema),
    async (c) =>
      c.json(
        await service.setLessonCompletion(ctx(c), c.req.valid("param").id, c.req.valid("json").completed),
      ),
  );
