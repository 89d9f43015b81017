/**
 * The files a post may carry (spec §5). The composer checks the name and the declared type; the
 * server recognises the type by the file's bytes and stores it with the extension given here.
 * The size limit is UPLOAD_LIMIT_BYTES (constants).
 */

export type UploadMediaKind = "image" | "gif" | "video";

/** By canonical MIME type: the extension the server stores and the media kind. */
export const UPLOAD_TYPES = {
  "image/jpeg": { ext: "jpg", media: "image" },
  "image/png": { ext: "png", media: "image" },
  "image/webp": { ext: "webp", media: "image" },
  "image/gif": { ext: "gif", media: "gif" },
  "video/mp4": { ext: "mp4", media: "video" },
  "video/webm": { ext: "webm", media: "video" },
} as const satisfies Record<string, { ext: string; media: UploadMediaKind }>;

export type UploadMime = keyof typeof UPLOAD_TYPES;

/** The extensions a member may choose, with their media kind. */
export const UPLOAD_EXTENSIONS: Readonly<Record<string, UploadMediaKind>> = {
  jpg: "image",
  jpeg: "image",
  png: "image",
  webp: "image",
  gif: "gif",
  mp4: "video",
  webm: "video",
};

/** The file picker's `accept`. */
export const UPLOAD_ACCEPT = Object.keys(UPLOAD_EXTENSIONS)
  .map((ext) => `.${ext}`)
  .join(",");

/** Declared types a browser may give an allowed file: the canonical ones and old JPEG names. */
export const UPLOAD_DECLARED_TYPES: ReadonlySet<string> = new Set([
  ...Object.keys(UPLOAD_TYPES),
  "image/jpg",
  "image/pjpeg",
]);

/**
 * The media kind of a chosen file, or null when neither its name nor its declared type is
 * allowed. Some systems declare no type at all; the extension then decides (the server checks
 * the bytes anyway).
 */
export function uploadKindOf(fileName: string, declaredType: string): UploadMediaKind | null {
  const extension = fileName.split(".").pop()?.toLowerCase() ?? "";
  const kind = Object.hasOwn(UPLOAD_EXTENSIONS, extension) ? UPLOAD_EXTENSIONS[extension]! : null;
  if (!kind) return null;
  if (declaredType && !UPLOAD_DECLARED_TYPES.has(declaredType.toLowerCase())) return null;
  return kind;
}

// ——— Lesson attachments (admins only: POST /api/uploads?purpose=attachment) ———

/**
 * Files a lesson offers for download, recognised by their bytes like the composer's. They are
 * stored as media_type 'file' and never rewritten, except images, which are re-encoded (EXIF
 * dropped) as in the composer.
 */
export const ATTACHMENT_TYPES = {
  "application/pdf": { ext: "pdf", reencode: false },
  "application/zip": { ext: "zip", reencode: false },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": { ext: "docx", reencode: false },
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { ext: "xlsx", reencode: false },
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": {
    ext: "pptx",
    reencode: false,
  },
  "application/epub+zip": { ext: "epub", reencode: false },
  "audio/mpeg": { ext: "mp3", reencode: false },
  "image/jpeg": { ext: "jpg", reencode: true },
  "image/png": { ext: "png", reencode: true },
  "image/webp": { ext: "webp", reencode: true },
  "image/gif": { ext: "gif", reencode: true },
} as const satisfies Record<string, { ext: string; reencode: boolean }>;

export type AttachmentMime = keyof typeof ATTACHMENT_TYPES;

/** The extensions an admin may choose for an attachment. */
export const ATTACHMENT_EXTENSIONS: readonly string[] = [
  "pdf",
  "zip",
  "docx",
  "xlsx",
  "pptx",
  "epub",
  "mp3",
  "jpg",
  "jpeg",
  "png",
  "webp",
  "gif",
];

/** The attachment file picker's `accept`. */
export const ATTACHMENT_ACCEPT = ATTACHMENT_EXTENSIONS.map((ext) => `.${ext}`).join(",");

/** Whether a chosen file's name is an allowed attachment (the server checks the bytes anyway). */
export function isAttachmentFileName(fileName: string): boolean {
  const extension = fileName.split(".").pop()?.toLowerCase() ?? "";
  return ATTACHMENT_EXTENSIONS.includes(extension);
}

/** What POST /api/uploads?purpose=attachment answers. */
export type AttachmentUploadView = {
  id: string;
  url: string;
  media_type: "file";
  content_type: AttachmentMime;
  size: number;
};

// ——— Avatars (every member: POST /api/uploads?purpose=avatar) ———

/** Avatars are stored as a center-cropped square of this side, re-encoded as WebP. */
export const AVATAR_SIDE = 512;

/** The images a member may choose as a photo (a GIF gives its first frame). */
export const AVATAR_TYPES: ReadonlySet<string> = new Set([
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
]);

/** The avatar file picker's `accept`. */
export const AVATAR_ACCEPT = ".jpg,.jpeg,.png,.webp,.gif";

/**
 * The /media path of an avatar upload: the server names the file {userId}/avatar-{ms}-{random}.webp,
 * so the key alone says what the file is for. Group 1 is the object key.
 */
export const AVATAR_MEDIA_PATH =
  /^\/media\/media_uploads\/([A-Za-z0-9_-]{1,64}\/avatar-[0-9]{1,16}-[A-Za-z0-9_-]{22}\.webp)$/;

// ——— Community images (admins): the logo and icon (?purpose=brand), agents' icons (?purpose=agent-icon) ———

/**
 * The /media path of the community's logo or icon: fitted within 512 px and re-encoded as WebP,
 * named {userId}/brand-{ms}-{random}.webp. Shown to everyone, the sign-in page included. Group 1
 * is the object key.
 */
export const BRAND_MEDIA_PATH =
  /^\/media\/media_uploads\/([A-Za-z0-9_-]{1,64}\/brand-[0-9]{1,16}-[A-Za-z0-9_-]{22}\.webp)$/;

/** The /media path of an AI agent's uploaded icon ({userId}/agent-{ms}-{random}.webp, a square). */
export const AGENT_ICON_MEDIA_PATH =
  /^\/media\/media_uploads\/([A-Za-z0-9_-]{1,64}\/agent-[0-9]{1,16}-[A-Za-z0-9_-]{22}\.webp)$/;
