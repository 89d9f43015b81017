import path from "node:path";
import { Readable } from "node:stream";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/http/context";
import { AppError } from "../../platform/http/errors";
import { enforce, requireBudgetLeft, keyFor, spend } from "../../platform/http/rate-limit";
import { setMediaSecurityHeaders } from "../../platform/http/security";
import { loadViewer, requireViewer } from "../../platform/http/session";
import { validate } from "../../platform/http/validate";
import { MEDIA_BUCKET } from "../../platform/storage";
import { canSee, requireAccess } from "../../platform/access";
import { canVisitorSeeCourseCover } from "../public-page/public-page.service";
import { isPublicMediaKey, readableMedia, readablePublicMedia, receiveUpload } from "./uploads.service";

/**
 * ?purpose=attachment: a lesson's downloadable file, for admins only. ?purpose=avatar: any
 * member's photo (images only), answered as { id, url, media_type: 'image', size }; it becomes
 * the photo only when PATCH /api/me/profile sets avatar_url to that url (profiles.service checks
 * it is the member's own avatar upload and keeps it from the orphan sweep from then on).
 * ?purpose=logo: a supplier's logo, for any member (a suggestion carries one), images only,
 * answered like an avatar; it is used once a supplier saved with that logo_url claims it.
 * ?purpose=brand (the community's logo or icon) and ?purpose=agent-icon: admins only, images,
 * answered like an avatar; used once the settings or the agent saved with that url claim it.
 * ?purpose=certificate: a certificate's logo or signature, for admins only, images only (stored
 * as PNG), used once the certificate settings name its id.
 */
const uploadQuery = z
  .object({
    purpose: z
      .enum(["post", "attachment", "avatar", "logo", "brand", "agent-icon", "certificate"])
      .optional(),
  })
  .strict();
const ADMIN_PURPOSES = new Set(["attachment", "brand", "agent-icon", "certificate"]);

/** POST /api/uploads: the raw file bytes as the body (application/octet-stream). */
export const uploadRoutes = new Hono<AppEnv>().post("/uploads", validate("query", uploadQuery), async (c) => {
  const viewer = requireViewer(c);
  const purpose = c.req.valid("query").purpose ?? "post";
  if (ADMIN_PURPOSES.has(purpose) && !viewer.profile.is_admin) throw AppError.forbidden();
  const { database, storage, config } = c.var.deps;
  const length = c.req.header("content-length");
  // Per member and hour: a number of files, and bytes (checked before, spent once stored).
  const bytesKey = keyFor(c, "uploadBytes")!;
  await enforce(database.db, keyFor(c, "uploads")!, 1, config.writeLimits.uploads);
  await requireBudgetLeft(database.db, bytesKey, config.writeLimits.uploadBytes);
  const upload = await receiveUpload({
    db: database.db,
    storage,
    tmpDir: path.join(config.dataDir, "tmp"),
    ownerId: viewer.userId,
    body: c.req.raw.body,
    declaredLength: length && /^\d+$/.test(length) ? Number(length) : null,
    purpose,
  });
  await spend(database.db, bytesKey, upload.size, config.writeLimits.uploadBytes);
  return c.json(upload, 201);
});

const RANGE = /^bytes=(\d+)-(\d*)$/;

/**
 * GET /media/media_uploads/{userId}/{file}: members only (who may read which file:
 * uploads.service readableMedia; members' photos are read by every member), but for the
 * community's logo and icon, which the sign-in page shows too. Served with the type recorded at
 * upload, nosniff, a sandboxing CSP, an hour of private caching and byte ranges for video.
 */
export const mediaRoutes = new Hono<AppEnv>()
  // Only /media: static files of the web app never look up a session.
  .use("/media/*", loadViewer)
  .use("/media/*", async (c, next) => {
    await next();
    setMediaSecurityHeaders(c); // on files and on refusals alike
  })
  .get(`/media/${MEDIA_BUCKET}/:owner/:file`, async (c) => {
    const { database, storage } = c.var.deps;
    const db = database.db;
    const key = `${c.req.param("owner")}/${c.req.param("file")}`;
    let media;
    if (!c.var.viewer) {
      // A visitor: the community's logo and icon (the sign-in page shows them), and a published
      // course's cover while the public page shows it; anything else is 401 as ever (a brand
      // image nothing shows any more is 404, as for a member).
      if (isPublicMediaKey(key)) media = await readableMedia(db, null, key);
      else {
        media = await readablePublicMedia(db, key, (courseId, url) =>
          canVisitorSeeCourseCover(db, courseId, url),
        );
        if (!media) requireViewer(c);
      }
    } else {
      const viewer = requireViewer(c);
      media = await readableMedia(
        db,
        {
          userId: viewer.userId,
          canSeePost: (postId: string) => canSee(db, viewer, "post", postId),
          // A lesson's file is refused like the lesson: 403 COURSE_LOCKED with the reason.
          canOpenLesson: async (lessonId: string) => {
            await requireAccess(db, viewer, "lesson", lessonId);
            return true;
          },
          canSeeCourseCover: (courseId: string) => canSee(db, viewer, "course", courseId),
          canSeeEvent: (eventId: string) => canSee(db, viewer, "event", eventId),
        },
        key,
      );
    }
    if (!media) throw AppError.notFound();
    const match = RANGE.exec(c.req.header("range") ?? "");
    const range = match
      ? { start: Number(match[1]), end: match[2] ? Number(match[2]) : undefined }
      : undefined;
    if (range && (range.start >= media.size || (range.end !== undefined && range.end < range.start))) {
      c.header("content-range", `bytes */${media.size}`);
      return c.body(null, 416);
    }
    const object = await storage.get(key, range);
    if (!object) throw AppError.notFound();
    c.header("content-type", media.content_type);
    c.header("cache-control", "private, max-age=3600");
    c.header("accept-ranges", "bytes");
    c.header("content-length", String(object.end - object.start + 1));
    if (range) c.header("content-range", `bytes ${object.start}-${object.end}/${object.size}`);
    return c.body(Readable.toWeb(object.body) as ReadableStream, range ? 206 : 200);
  });
