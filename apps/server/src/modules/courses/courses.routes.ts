import { catalogQuerySchema, lessonCommentSchema } from "@guilda/shared/schemas/courses";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { searchLimit, writeLimit } from "../../platform/http/rate-limit";
import { requireViewer, writersOnly } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import { canSeeSpaceKnowing } from "../spaces/spaces.service";
import * as service from "./courses.service";

const slugParam = z.object({ slug: z.string().min(1).max(120) });
const lessonParams = z.object({ slug: z.string().min(1).max(120), lessonSlug: z.string().min(1).max(120) });
const idParam = z.object({ id: z.uuid() });
const commentsQuery = z.object({ cursor: z.string().max(500).optional() }).strict();

function ctx(c: Context<AppEnv>) {
  return { db: c.var.deps.database.db, viewer: requireViewer(c) };
}

/** /courses/*, /lessons/:id/comments, /lesson-comments/* */
export const courseRoutes = new Hono<AppEnv>()
  .get("/courses", async (c) => {
    const { db } = ctx(c);
    return c.json(await service.sidebarCourses(db));
  })
  .get("/courses/catalog", searchLimit(), validate("query", catalogQuerySchema), async (c) => {
    const { db, viewer } = ctx(c);
    return c.json(await service.catalog(db, viewer, c.req.valid("query")));
  })
  .get("/courses/showcase", async (c) => {
    const { db, viewer } = ctx(c);
    return c.json(await service.showcase(db, viewer));
  })
  .get("/courses/mine", async (c) => {
    const { db, viewer } = ctx(c);
    return c.json(await service.myCourses(db, viewer));
  })
  .get("/courses/new", async (c) => {
    const { db, viewer } = ctx(c);
    return c.json(await service.newCourses(db, viewer));
  })
  .get("/courses/:slug", validate("param", slugParam), async (c) => {
    const { db, viewer } = ctx(c);
    return c.json(
      await service.coursePage(db, viewer, c.req.valid("param").slug, {
        linkedSpace: (candidates) => {
          const space = candidates.find((s) => canSeeSpaceKnowing(viewer.profile, s, s.is_member));
          return space ? { slug: space.slug, name: space.name } : null;
        },
      }),
    );
  })
  .get("/courses/:slug/lessons/:lessonSlug", validate("param", lessonParams), async (c) => {
    const { db, viewer } = ctx(c);
    const { slug, lessonSlug } = c.req.valid("param");
    return c.json(await service.lessonPage(db, viewer, slug, lessonSlug));
  })
  .get("/lessons/:id/comments", validate("param", idParam), validate("query", commentsQuery), async (c) => {
    const { db, viewer } = ctx(c);
    return c.json(
      await service.lessonComments(db, viewer, c.req.valid("param").id, c.req.valid("query").cursor),
    );
  })
  .post(
    "/lessons/:id/comments",
    writersOnly,
    writeLimit("comments"),
    validate("param", idParam),
    validate("json", lessonCommentSchema),
    async (c) => {
      const { db, viewer } = ctx(c);
      return c.json(
        await service.addLessonComment(
          db,
          viewer,
          c.req.valid("param").id,
          c.req.valid("json"),
          c.var.deps.realtime,
        ),
        201,
      );
    },
  )
  .delete("/lesson-comments/:id", validate("param", idParam), async (c) => {
    const { db, viewer } = ctx(c);
    return c.json(await service.removeLessonComment(db, viewer, c.req.valid("param").id));
  });
