import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { authMessages, feedMessages as m, UPLOAD_LIMIT_BYTES, type UploadView } from "@guilda/shared";
import { certificateDesignMessages } from "@guilda/shared/messages/certificates";
import { courseAdminMessages } from "@guilda/shared/messages/course-admin";
import { supplierMessages } from "@guilda/shared/messages/suppliers";
import { LOGO_MEDIA_PATH } from "@guilda/shared/rules/suppliers";
import {
  AGENT_ICON_MEDIA_PATH,
  ATTACHMENT_TYPES,
  AVATAR_MEDIA_PATH,
  BRAND_MEDIA_PATH,
  AVATAR_SIDE,
  AVATAR_TYPES,
  UPLOAD_TYPES,
  type AttachmentMime,
  type AttachmentUploadView,
  type UploadMime,
} from "@guilda/shared/rules/upload-types";
import type { Db } from "../../platform/db";
import { isUniqueViolation } from "../../platform/db/errors";
import { AppError } from "../../platform/http/errors";
import type { Jobs } from "../../platform/jobs";
import { MEDIA_BUCKET, SizeLimitError, streamToFile, type Storage } from "../../platform/storage";
import * as q from "./uploads.queries";
import { measureVideoDuration, wholeSeconds } from "./video-duration";

/**
 * The types of spec §5 (shared with the composer), recognised by their bytes; the extension we
 * store comes from here.
 */
const ALLOWED = UPLOAD_TYPES;
type AllowedMime = UploadMime;

// Decoding is bounded: a "pixel bomb" is refused instead of filling memory.
const MAX_INPUT_PIXELS = 40_000_000;

export function mediaUrl(key: string) {
  return `/media/${MEDIA_BUCKET}/${key}`;
}

const tooLarge = () => new AppError(413, "FILE_TOO_LARGE", m.fileTooLarge);
const unsupported = () => new AppError(415, "FILE_TYPE", m.fileTypeUnsupported);
const attachmentUnsupported = () =>
  new AppError(415, "FILE_TYPE", courseAdminMessages.attachmentTypeUnsupported);
const avatarUnsupported = () => new AppError(415, "FILE_TYPE", authMessages.avatarFileType);
const logoUnsupported = () => new AppError(415, "FILE_TYPE", supplierMessages.logoFileType);
const certificateUnsupported = () => new AppError(415, "FILE_TYPE", certificateDesignMessages.imageFileType);

/** Writes the image again from its pixels: EXIF and every other metadata block are dropped. */
async function reencode(input: string, output: string, mime: string) {
  const animated = mime === "image/gif";
  // Loaded on the first upload, not at start-up.
  const { default: sharp } = await import("sharp");
  let image = sharp(input, { animated, limitInputPixels: MAX_INPUT_PIXELS });
  if (!animated) image = image.rotate(); // apply the EXIF orientation before it is dropped
  if (mime === "image/jpeg") image = image.jpeg({ quality: 85, mozjpeg: true });
  else if (mime === "image/png") image = image.png();
  else if (mime === "image/webp") image = image.webp({ quality: 85 });
  else image = image.gif();
  await image.toFile(output);
}

/**
 * An avatar: the first frame, turned by its EXIF orientation, center-cropped to a square of
 * AVATAR_SIDE (smaller images are enlarged) and written as WebP without any metadata.
 */
async function reencodeAvatar(input: string, output: string) {
  const { default: sharp } = await import("sharp");
  await sharp(input, { animated: false, limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(AVATAR_SIDE, AVATAR_SIDE, { fit: "cover", position: "centre" })
    .webp({ quality: 85 })
    .toFile(output);
}

/** The longest side of a stored supplier logo, in pixels. */
export const LOGO_SIDE = 512;

/**
 * A supplier's logo: its first frame, turned upright, fitted within LOGO_SIDE × LOGO_SIDE (never
 * enlarged, never cropped: logos are often wide), as WebP without metadata.
 */
async function reencodeLogo(input: string, output: string) {
  const { default: sharp } = await import("sharp");
  await sharp(input, { animated: false, limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(LOGO_SIDE, LOGO_SIDE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 85 })
    .toFile(output);
}

/** The longest side of a certificate's logo or signature image, in pixels. */
export const CERTIFICATE_IMAGE_SIDE = 1200;

/**
 * A certificate's logo or signature: its first frame, turned upright, fitted within
 * CERTIFICATE_IMAGE_SIDE (never enlarged, never cropped), as PNG without metadata: the PDF
 * embeds PNG, and PNG keeps a signature's transparent background.
 */
async function reencodeCertificateImage(input: string, output: string) {
  const { default: sharp } = await import("sharp");
  await sharp(input, { animated: false, limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(CERTIFICATE_IMAGE_SIDE, CERTIFICATE_IMAGE_SIDE, { fit: "inside", withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toFile(output);
}

/**
 * What the file is for: a post of the composer (spec §5 types), a lesson attachment (admins),
 * a member's photo (images only, stored as {userId}/avatar-{ms}-{random}.webp), a supplier's
 * logo (images only, any member, stored as {userId}/logo-{ms}-{random}.webp), the community's
 * logo or icon (admins, {userId}/brand-…, fitted like a supplier's logo) or an AI agent's icon
 * (admins, {userId}/agent-…, a square like a photo), or a certificate's logo or signature
 * (admins, images only, stored as {userId}/cert-{ms}-{random}.png).
 */
export type UploadPurpose =
  "post" | "attachment" | "avatar" | "logo" | "brand" | "agent-icon" | "certificate";

/** The purposes whose file is an image re-encoded to WebP, by how; and the start of its file name. */
const IMAGE_PURPOSES = {
  avatar: { reencode: "avatar", prefix: "avatar-" },
  logo: { reencode: "logo", prefix: "logo-" },
  brand: { reencode: "logo", prefix: "brand-" },
  "agent-icon": { reencode: "avatar", prefix: "agent-" },
} as const satisfies Partial<Record<UploadPurpose, { reencode: "avatar" | "logo"; prefix: string }>>;
type ImagePurpose = keyof typeof IMAGE_PURPOSES;
const isImagePurpose = (purpose: UploadPurpose): purpose is ImagePurpose =>
  Object.hasOwn(IMAGE_PURPOSES, purpose);

type Receive = {
  db: Db;
  storage: Storage;
  tmpDir: string;
  ownerId: string;
  body: ReadableStream<Uint8Array> | null;
  declaredLength: number | null;
  purpose?: UploadPurpose;
};

type Stored = {
  mime: string;
  ext: string;
  media: string;
  reencode: boolean | "avatar" | "logo" | "certificate";
};

/** The stored type of a detected MIME for this purpose, or null when it is not accepted. */
function storedType(mime: string | undefined, purpose: UploadPurpose): Stored | null {
  if (!mime) return null;
  if (isImagePurpose(purpose)) {
    return AVATAR_TYPES.has(mime)
      ? { mime: "image/webp", ext: "webp", media: "image", reencode: IMAGE_PURPOSES[purpose].reencode }
      : null;
  }
  if (purpose === "certificate")
    return AVATAR_TYPES.has(mime)
      ? { mime: "image/png", ext: "png", media: "image", reencode: purpose }
      : null;
  if (purpose === "attachment") {
    if (!Object.hasOwn(ATTACHMENT_TYPES, mime)) return null;
    const { ext, reencode } = ATTACHMENT_TYPES[mime as AttachmentMime];
    return { mime, ext, media: "file", reencode };
  }
  if (!Object.hasOwn(ALLOWED, mime)) return null;
  const { ext, media } = ALLOWED[mime as AllowedMime];
  return { mime, ext, media, reencode: media !== "video" };
}

/**
 * Streams an upload to a temp file (never more than the limit, never whole in memory), checks
 * its type by its bytes, re-encodes images, measures a video's length from its container, and
 * stores it as {userId}/{timestamp}.{ext}.
 * Attachments (the caller checked the uploader is an admin) accept documents, archives and
 * audio too, stored as they came with media_type 'file'.
 */
export function receiveUpload(
  input: Receive & { purpose?: Exclude<UploadPurpose, "attachment"> },
): Promise<UploadView>;
export function receiveUpload(input: Receive & { purpose: "attachment" }): Promise<AttachmentUploadView>;
export function receiveUpload(input: Receive): Promise<UploadView | AttachmentUploadView>;
export async function receiveUpload({
  db,
  storage,
  tmpDir,
  ownerId,
  body,
  declaredLength,
  purpose = "post",
}: Receive): Promise<UploadView | AttachmentUploadView> {
  const refused = {
    attachment: attachmentUnsupported,
    avatar: avatarUnsupported,
    logo: logoUnsupported,
    certificate: certificateUnsupported,
    brand: avatarUnsupported,
    "agent-icon": avatarUnsupported,
    post: unsupported,
  }[purpose];
  if (declaredLength !== null && declaredLength > UPLOAD_LIMIT_BYTES) throw tooLarge();
  if (!body) throw refused();
  await mkdir(tmpDir, { recursive: true });
  const raw = path.join(tmpDir, `${randomUUID()}.upload`);
  const clean = path.join(tmpDir, `${randomUUID()}.clean`);
  try {
    try {
      await streamToFile(body, raw, UPLOAD_LIMIT_BYTES);
    } catch (error) {
      if (error instanceof SizeLimitError) throw tooLarge();
      throw error;
    }
    const { fileTypeFromFile } = await import("file-type");
    const detected = await fileTypeFromFile(raw);
    const type = storedType(detected?.mime, purpose);
    if (!type) throw refused();
    const { mime, ext, media } = type;
    let file = raw;
    if (type.reencode) {
      try {
        if (type.reencode === "avatar") await reencodeAvatar(raw, clean);
        else if (type.reencode === "logo") await reencodeLogo(raw, clean);
        else if (type.reencode === "certificate") await reencodeCertificateImage(raw, clean);
        else await reencode(raw, clean, mime);
      } catch {
        throw refused(); // right magic bytes, but not a decodable image
      }
      file = clean;
    }
    const size = (await stat(file)).size;
    // A lesson takes its length from here: the editor never asks for it, the player knows it even
    // when the file's own header does not say it (a recording), and completion counts from it.
    const duration_seconds = media === "video" ? wholeSeconds(await measureVideoDuration(file)) : null;
    // The row reserves the name {userId}/{timestamp}.{ext} (unique), then the file moves in.
    const row = await reserveKey(db, {
      ownerId,
      prefix: isImagePurpose(purpose)
        ? IMAGE_PURPOSES[purpose].prefix
        : purpose === "certificate"
          ? CERTIFICATE_PREFIX
          : "",
      ext,
      media,
      mime,
      size,
      duration_seconds,
    });
    try {
      await storage.putFile(row.object_key, file, mime);
    } catch (error) {
      await q.deleteUpload(db, row.id);
      throw error;
    }
    const url = mediaUrl(row.object_key);
    if (purpose === "attachment")
      return { id: row.id, url, media_type: "file", content_type: mime as AttachmentMime, size };
    if (media === "video")
      return { id: row.id, url, media_type: "video", size, duration_seconds: row.duration_seconds };
    return { id: row.id, url, media_type: media as UploadView["media_type"], size };
  } finally {
    await rm(raw, { force: true });
    await rm(clean, { force: true });
  }
}

/** A certificate's logo or signature (PNG, for the PDF) is stored as {userId}/cert-…. */
const CERTIFICATE_PREFIX = "cert-";

async function reserveKey(
  db: Db,
  u: {
    ownerId: string;
    prefix: string;
    ext: string;
    media: string;
    mime: string;
    size: number;
    duration_seconds: number | null;
  },
) {
  const now = Date.now();
  for (let attempt = 0; ; attempt++) {
    // The random part keeps keys unguessable from public ids (member id, post time).
    const key = `${u.ownerId}/${u.prefix}${now + attempt}-${randomBytes(16).toString("base64url")}.${u.ext}`;
    try {
      return await q.insertUpload(db, {
        owner_id: u.ownerId,
        object_key: key,
        media_type: u.media,
        content_type: u.mime,
        size: u.size,
        duration_seconds: u.duration_seconds,
      });
    } catch (error) {
      if (attempt >= 20 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** An upload by id (a post attaching it checks the owner). */
export function findUpload(db: Db, id: string) {
  return q.findUpload(db, id);
}

/**
 * Called inside the transaction that creates the post using the upload; false when the upload
 * already belongs to another post.
 */
export function attachUploadToPost(db: Db, id: string, postId: string) {
  return q.attachUploadToPost(db, id, postId);
}

/**
 * Uploads used by courses. Each is linked to what shows it (media_uploads.course_id for a cover,
 * lesson_id for a lesson's video and attachments), so the media route serves it only to who may
 * see that; only the uploader's own file, not already used by a post or elsewhere, is accepted.
 * Undefined when the upload cannot be used so.
 */
export function useUploadAsCourseCover(db: Db, input: { id: string; ownerId: string; courseId: string }) {
  const { courseId, ...upload } = input;
  return q.claimUploadForCourseContent(db, {
    ...upload,
    mediaTypes: ["image"],
    target: { course_id: courseId },
  });
}

export function useUploadForLesson(
  db: Db,
  input: { id: string; ownerId: string; lessonId: string; mediaTypes: readonly string[] },
) {
  const { lessonId, ...upload } = input;
  return q.claimUploadForCourseContent(db, { ...upload, target: { lesson_id: lessonId } });
}

/** Course uploads nothing uses any more become unused again, so the orphan sweep removes them. */
export function releaseUploads(db: Db, ids: string[]) {
  return q.releaseUploadsById(db, ids);
}

export function releaseLessonUploads(db: Db, lessonIds: string[]) {
  return q.releaseUploadsOfLessons(db, lessonIds);
}

/** Every cover upload of the course but `keepId`. */
export function releaseCourseCovers(db: Db, courseId: string, keepId: string | null = null) {
  return q.releaseCourseCovers(db, courseId, keepId);
}

/** An event's cover (media_uploads.event_id): readable by whoever may see the event. */
export function useUploadAsEventCover(db: Db, input: { id: string; ownerId: string; eventId: string }) {
  return q.claimUploadForEventCover(db, input);
}

/** Every cover upload of the event but `keepId` (the cover it has now). */
export function releaseEventCovers(db: Db, eventId: string, keepId: string | null = null) {
  return q.releaseEventCovers(db, eventId, keepId);
}

/**
 * Makes the member's own avatar upload at `url` (a /media path answered by
 * POST /api/uploads?purpose=avatar) their photo, kept from the orphan sweep, and releases their
 * other avatar uploads (the sweep removes them). Any other `url` (an http(s) address, null)
 * releases them all. False, changing nothing the caller keeps, when `url` is a /media path that
 * is not an avatar upload of this member. Runs in the caller's transaction.
 */
export async function useAvatarUpload(db: Db, ownerId: string, url: string | null): Promise<boolean> {
  const match = url === null ? null : AVATAR_MEDIA_PATH.exec(url);
  if (url?.startsWith("/") && !match) return false;
  const key = match?.[1] ?? null;
  const kept = await q.setAvatarUpload(db, ownerId, key);
  return key === null || kept;
}

/**
 * New keys ({userId}/{ms}-{random}.{ext}; avatars, supplier logos, the community's images and
 * agents' icons {userId}/{avatar|logo|brand|agent}-{ms}-{random}.webp) and the keys of older
 * uploads ({userId}/{ms}.{ext}).
 */
export const MEDIA_KEY =
  /^[A-Za-z0-9_-]{1,64}\/(avatar-|logo-|brand-|agent-|cert-)?[0-9]{1,16}(-[A-Za-z0-9_-]{22})?\.[a-z0-9]{2,5}$/;
const AVATAR_KEY = /^[A-Za-z0-9_-]{1,64}\/avatar-/;
const LOGO_KEY = /^[A-Za-z0-9_-]{1,64}\/logo-/;
const BRAND_KEY = /^[A-Za-z0-9_-]{1,64}\/brand-/;
const AGENT_ICON_KEY = /^[A-Za-z0-9_-]{1,64}\/agent-/;
const CERTIFICATE_KEY = /^[A-Za-z0-9_-]{1,64}\/cert-/;

/** The community's logo and icon: shown on the sign-in page too, so read without a session. */
export function isPublicMediaKey(key: string) {
  return MEDIA_KEY.test(key) && BRAND_KEY.test(key);
}

const COMMUNITY_IMAGES = { brand: BRAND_MEDIA_PATH, "agent-icon": AGENT_ICON_MEDIA_PATH } as const;
export type CommunityImageKind = keyof typeof COMMUNITY_IMAGES;

/**
 * Makes the upload at `url` (a /media path POST /api/uploads?purpose=brand or agent-icon answered
 * an admin) the community's logo or icon, or an agent's icon: kept from the orphan sweep from then
 * on. False when `url` is not such an upload or already shows something (one file, one use: so
 * releasing it from one never takes it from another). Runs in the caller's transaction.
 */
export async function useCommunityImage(db: Db, kind: CommunityImageKind, url: string): Promise<boolean> {
  const key = COMMUNITY_IMAGES[kind].exec(url)?.[1];
  return key ? q.claimCommunityImage(db, key) : false;
}

/** A community image nothing shows any more (replaced or removed): the orphan sweep removes it. */
export async function releaseCommunityImage(db: Db, url: string | null): Promise<void> {
  const key = url ? (BRAND_MEDIA_PATH.exec(url) ?? AGENT_ICON_MEDIA_PATH.exec(url))?.[1] : undefined;
  if (key) await q.releaseCommunityImage(db, key);
}

/**
 * The bytes of the community's uploaded logo or icon at `url` (a brand /media path), or null for
 * anything else (an address saved before uploads) or a file no longer stored.
 */
export async function readCommunityImage(storage: Storage, url: string | null): Promise<Buffer | null> {
  const key = url ? BRAND_MEDIA_PATH.exec(url)?.[1] : undefined;
  if (!key) return null;
  const stored = await storage.get(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Makes the member's own logo upload at `url` (a /media path answered by
 * POST /api/uploads?purpose=logo) a supplier's logo, kept from the orphan sweep from then on.
 * False when `url` is not a logo upload of this member or is already some supplier's logo (one
 * file, one supplier: releasing it from one must not take it from another). Runs in the
 * caller's transaction.
 */
export async function useLogoUpload(db: Db, ownerId: string, url: string): Promise<boolean> {
  const key = LOGO_MEDIA_PATH.exec(url)?.[1];
  if (!key) return false;
  return q.claimLogoUpload(db, ownerId, key);
}

/** A logo nothing shows any more (replaced, or its supplier deleted): the orphan sweep removes it. */
export async function releaseLogoUpload(db: Db, url: string | null): Promise<void> {
  const key = url ? LOGO_MEDIA_PATH.exec(url)?.[1] : undefined;
  if (key) await q.releaseLogoUpload(db, key);
}

/**
 * A certificate image (an upload sent with ?purpose=certificate), by id: undefined for any other
 * upload, so a post's picture or someone's photo never becomes a certificate's logo.
 */
export async function certificateImage(db: Db, id: string) {
  const row = await q.findUpload(db, id);
  if (!row || row.media_type !== "image" || !CERTIFICATE_KEY.test(row.object_key)) return undefined;
  return { id: row.id, key: row.object_key, url: mediaUrl(row.object_key), ownerId: row.owner_id };
}

/** Certificate images in use: kept from the orphan sweep (and from their uploader's deletion). */
export function useCertificateImages(db: Db, ids: string[]) {
  return q.setCertificateImagesUsed(db, ids, true);
}

/** Certificate images nothing uses any more: the orphan sweep removes them a day later. */
export function releaseCertificateImages(db: Db, ids: string[]) {
  return q.setCertificateImagesUsed(db, ids, false);
}

/** The rules of what uses a file, given by the caller (this module depends on no feature). */
export type MediaAccess = {
  canSeePost(postId: string): Promise<boolean>;
  /** May throw the lesson's own refusal (403 COURSE_LOCKED) instead of answering false. */
  canOpenLesson(lessonId: string): Promise<boolean>;
  canSeeCourseCover(courseId: string): Promise<boolean>;
  canSeeEvent(eventId: string): Promise<boolean>;
};

/**
 * A stored file, if this viewer may read it: anyone, signed in or not, for the community's logo
 * and icon in use; every signed-in member for a member's photo, a supplier's logo or an agent's
 * icon in use; whoever may see the post that shows it, open the lesson that plays or offers it,
 * or see the course or event whose cover it is; or its owner while it is still a pending upload.
 * Anything else is "not found", so a file's existence is not revealed either. Only the keys
 * isPublicMediaKey names come here without a viewer.
 */
export async function readableMedia(db: Db, viewer: (MediaAccess & { userId: string }) | null, key: string) {
  if (!MEDIA_KEY.test(key)) return null;
  const media = await q.findUploadByKey(db, key);
  if (!media) return null;
  const isOwner = viewer !== null && media.owner_id === viewer.userId;
  if (BRAND_KEY.test(key)) return media.used_at || isOwner ? media : null;
  if (!viewer) return null;
  // Photos, logos and agents' icons are never a post's, lesson's or course's file (uploads.queries
  // refuses them). A logo in use is a supplier's: the directory shows it to every member; a
  // certificate's logo or signature is printed on every certificate anyone may download.
  if (AVATAR_KEY.test(key) || LOGO_KEY.test(key) || AGENT_ICON_KEY.test(key) || CERTIFICATE_KEY.test(key))
    return media.used_at || isOwner ? media : null;
  if (media.post_id) return (await viewer.canSeePost(media.post_id)) ? media : null;
  if (media.lesson_id) return (await viewer.canOpenLesson(media.lesson_id)) ? media : null;
  if (media.course_id) return (await viewer.canSeeCourseCover(media.course_id)) ? media : null;
  if (media.event_id) return (await viewer.canSeeEvent(media.event_id)) ? media : null;
  return isOwner && !media.used_at ? media : null;
}

/**
 * A visitor (no session) may read one kind of file: a course's cover, when `isPublicCover` says
 * so (the public page is on and it is a published course's cover). Anything else is null.
 */
export async function readablePublicMedia(
  db: Db,
  key: string,
  isPublicCover: (courseId: string, url: string) => Promise<boolean>,
) {
  if (!MEDIA_KEY.test(key) || AVATAR_KEY.test(key) || LOGO_KEY.test(key)) return null;
  const media = await q.findUploadByKey(db, key);
  if (!media?.course_id || media.post_id || media.lesson_id || media.event_id) return null;
  return (await isPublicCover(media.course_id, mediaUrl(key))) ? media : null;
}

/** Removes stored files whose rows are gone (a deleted member's), retried until every one is. */
export const REMOVE_FILES_JOB = "remove-stored-files";
export type RemoveFilesJob = { keys: string[] };
const KEYS_PER_JOB = 200;

/**
 * A member is being deleted (inside that transaction, before their rows go): the uploads the
 * community keeps — a lesson's video or files, a course's or an event's cover, and `keepKeys` —
 * lose their owner and stay; the object keys of the member's own are answered (their rows go
 * with the member, their files through queueFileRemoval).
 */
export function handOverMemberUploads(db: Db, ownerId: string, keepKeys: string[] = []) {
  return q.handOverUploads(db, ownerId, keepKeys);
}

/**
 * Queues the removal of these stored files in the caller's transaction: they go only if it
 * commits, and a storage that fails (a bucket unreachable) is tried again with back-off.
 */
export async function queueFileRemoval(jobs: Jobs, db: Db, keys: string[]) {
  const batches: RemoveFilesJob[] = [];
  for (let i = 0; i < keys.length; i += KEYS_PER_JOB) batches.push({ keys: keys.slice(i, i + KEYS_PER_JOB) });
  await jobs.enqueueMany(REMOVE_FILES_JOB, batches, { db });
}

/** The job: each file removed (removing one already gone is no error, so a retry starts over safely). */
export async function removeStoredFiles(storage: Storage, { keys }: RemoveFilesJob) {
  for (const key of keys) await storage.remove(key);
}

/** The hourly job that runs purgeOrphanUploads (once per hour across all instances). */
export const PURGE_UPLOADS_JOB = "purge-unused-uploads";

export const ORPHAN_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;

export async function purgeOrphanUploads(db: Db, storage: Storage, now = Date.now()) {
  let removed = 0;
  for (;;) {
    const batch = await q.listOrphanUploads(db, new Date(now - ORPHAN_UPLOAD_AGE_MS), 100);
    for (const upload of batch) {
      await storage.remove(upload.object_key);
      await q.deleteUpload(db, upload.id);
    }
    removed += batch.length;
    if (batch.length < 100) return removed;
  }
}
