import { and, eq, inArray, isNull, lt, ne, notLike, or, sql, type SQL } from "drizzle-orm";
import { mediaUploads } from "../../db/schema";
import type { Db } from "../../platform/db";

/**
 * Avatar uploads ({userId}/avatar-…) are only ever a member's photo, logo uploads ({userId}/logo-…)
 * a supplier's logo, and the community's images ({userId}/brand-…, {userId}/agent-…) its logo,
 * icon or an agent's icon: never a post's or course's file.
 */
const AVATAR_KEYS = "%/avatar-%";
const LOGO_KEYS = "%/logo-%";
/** And certificate uploads ({userId}/cert-…) only a certificate's logo or signature. */
const CERTIFICATE_KEYS = "%/cert-%";
const COMMUNITY_KEYS = ["%/brand-%", "%/agent-%"];
const isCommunityImage = () =>
  or(...COMMUNITY_KEYS.map((pattern) => sql`${mediaUploads.object_key} like ${pattern}`))!;
const notAvatar = () =>
  and(
    notLike(mediaUploads.object_key, AVATAR_KEYS),
    notLike(mediaUploads.object_key, LOGO_KEYS),
    notLike(mediaUploads.object_key, CERTIFICATE_KEYS),
    ...COMMUNITY_KEYS.map((pattern) => notLike(mediaUploads.object_key, pattern)),
  );

export async function insertUpload(db: Db, values: typeof mediaUploads.$inferInsert) {
  const [row] = await db.insert(mediaUploads).values(values).returning();
  return row!;
}

export async function findUploadByKey(db: Db, key: string) {
  const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.object_key, key)).limit(1);
  return row;
}

export async function findUpload(db: Db, id: string) {
  const [row] = await db.select().from(mediaUploads).where(eq(mediaUploads.id, id)).limit(1);
  return row;
}

/**
 * Attaches the upload to the post that shows it (kept from the orphan sweep from then on). An
 * upload belongs to one post: false when another post already has it.
 */
export async function attachUploadToPost(db: Db, id: string, postId: string) {
  const rows = await db
    .update(mediaUploads)
    .set({ used_at: sql`coalesce(${mediaUploads.used_at}, now())`, post_id: postId })
    .where(
      and(
        eq(mediaUploads.id, id),
        isNull(mediaUploads.post_id),
        // A course's cover, video or attachment is never also a post's file.
        isNull(mediaUploads.lesson_id),
        isNull(mediaUploads.course_id),
        isNull(mediaUploads.event_id),
        ne(mediaUploads.media_type, "file"),
        notAvatar(),
      ),
    )
    .returning({ id: mediaUploads.id });
  return rows.length > 0;
}

type Claim = { id: string; ownerId: string; mediaTypes: readonly string[] };

/**
 * Makes an upload a course's cover or a lesson's video or attachment: only the uploader's own file
 * of an allowed type, used by no post and by nothing else of the courses (a second claim by the
 * same course or lesson is fine). Undefined when it cannot be.
 */
export async function claimUploadForCourseContent(
  db: Db,
  { id, ownerId, mediaTypes, target }: Claim & { target: { course_id: string } | { lesson_id: string } },
) {
  const [column, other, targetId] =
    "course_id" in target
      ? [mediaUploads.course_id, mediaUploads.lesson_id, target.course_id]
      : [mediaUploads.lesson_id, mediaUploads.course_id, target.lesson_id];
  const [row] = await db
    .update(mediaUploads)
    .set({ used_at: sql`coalesce(${mediaUploads.used_at}, now())`, ...target })
    .where(
      and(
        eq(mediaUploads.id, id),
        eq(mediaUploads.owner_id, ownerId),
        inArray(mediaUploads.media_type, [...mediaTypes]),
        isNull(mediaUploads.post_id),
        isNull(mediaUploads.event_id),
        isNull(other),
        or(isNull(column), eq(column, targetId)),
        notAvatar(),
      ),
    )
    .returning();
  return row;
}

/**
 * Unlinks course uploads that nothing uses any more (a replaced cover or video, a removed
 * attachment, a deleted lesson or course): unused again, the orphan sweep removes them.
 */
async function release(db: Db, where: SQL) {
  await db
    .update(mediaUploads)
    .set({ used_at: null, lesson_id: null, course_id: null })
    .where(and(where, isNull(mediaUploads.post_id)));
}

export async function releaseUploadsById(db: Db, ids: string[]) {
  if (ids.length) await release(db, inArray(mediaUploads.id, ids));
}

export async function releaseUploadsOfLessons(db: Db, lessonIds: string[]) {
  if (lessonIds.length) await release(db, inArray(mediaUploads.lesson_id, lessonIds));
}

/** The course's cover uploads, but `keepId` (the cover it has now). */
export async function releaseCourseCovers(db: Db, courseId: string, keepId: string | null) {
  await release(
    db,
    keepId
      ? and(eq(mediaUploads.course_id, courseId), ne(mediaUploads.id, keepId))!
      : eq(mediaUploads.course_id, courseId),
  );
}

/**
 * Makes an image upload an event's cover: only the uploader's own file, used by no post, course
 * or other event. Undefined when it cannot be.
 */
export async function claimUploadForEventCover(
  db: Db,
  { id, ownerId, eventId }: { id: string; ownerId: string; eventId: string },
) {
  const [row] = await db
    .update(mediaUploads)
    .set({ used_at: sql`coalesce(${mediaUploads.used_at}, now())`, event_id: eventId })
    .where(
      and(
        eq(mediaUploads.id, id),
        eq(mediaUploads.owner_id, ownerId),
        eq(mediaUploads.media_type, "image"),
        isNull(mediaUploads.post_id),
        isNull(mediaUploads.lesson_id),
        isNull(mediaUploads.course_id),
        or(isNull(mediaUploads.event_id), eq(mediaUploads.event_id, eventId)),
        notAvatar(),
      ),
    )
    .returning();
  return row;
}

/** The event's cover uploads but `keepId`: unused again, the orphan sweep removes them. */
export async function releaseEventCovers(db: Db, eventId: string, keepId: string | null) {
  await db
    .update(mediaUploads)
    .set({ used_at: null, event_id: null })
    .where(
      keepId
        ? and(eq(mediaUploads.event_id, eventId), ne(mediaUploads.id, keepId))
        : eq(mediaUploads.event_id, eventId),
    );
}

/**
 * One statement for the member's avatar uploads: `key` (if theirs) becomes used, every other one
 * unused. True when `key` was one of them.
 */
export async function setAvatarUpload(db: Db, ownerId: string, key: string | null) {
  const rows = await db
    .update(mediaUploads)
    .set({
      used_at: key
        ? sql`case when ${mediaUploads.object_key} = ${key} then coalesce(${mediaUploads.used_at}, now()) end`
        : null,
    })
    .where(
      and(
        eq(mediaUploads.owner_id, ownerId),
        sql`${mediaUploads.object_key} like ${AVATAR_KEYS}`,
        key
          ? or(eq(mediaUploads.object_key, key), sql`${mediaUploads.used_at} is not null`)
          : sql`${mediaUploads.used_at} is not null`,
      ),
    )
    .returning({ object_key: mediaUploads.object_key });
  return key !== null && rows.some((r) => r.object_key === key);
}

/** The member's unused logo upload `key` becomes used; false when it is not theirs, not a logo or already used. */
export async function claimLogoUpload(db: Db, ownerId: string, key: string) {
  const rows = await db
    .update(mediaUploads)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(mediaUploads.object_key, key),
        eq(mediaUploads.owner_id, ownerId),
        sql`${mediaUploads.object_key} like ${LOGO_KEYS}`,
        isNull(mediaUploads.used_at),
      ),
    )
    .returning({ id: mediaUploads.id });
  return rows.length > 0;
}

export async function releaseLogoUpload(db: Db, key: string) {
  await db
    .update(mediaUploads)
    .set({ used_at: null })
    .where(and(eq(mediaUploads.object_key, key), sql`${mediaUploads.object_key} like ${LOGO_KEYS}`));
}

/** Certificate uploads become used (kept) or unused (the sweep removes them a day later). */
export async function setCertificateImagesUsed(db: Db, ids: string[], used: boolean) {
  if (ids.length === 0) return;
  await db
    .update(mediaUploads)
    .set({ used_at: used ? sql`coalesce(${mediaUploads.used_at}, now())` : null })
    .where(and(inArray(mediaUploads.id, ids), sql`${mediaUploads.object_key} like ${CERTIFICATE_KEYS}`));
}

/** The unused community image `key` (any admin's) becomes used; false when it is not one or already used. */
export async function claimCommunityImage(db: Db, key: string) {
  const rows = await db
    .update(mediaUploads)
    .set({ used_at: sql`now()` })
    .where(and(eq(mediaUploads.object_key, key), isCommunityImage(), isNull(mediaUploads.used_at)))
    .returning({ id: mediaUploads.id });
  return rows.length > 0;
}

export async function releaseCommunityImage(db: Db, key: string) {
  await db
    .update(mediaUploads)
    .set({ used_at: null })
    .where(and(eq(mediaUploads.object_key, key), isCommunityImage()));
}

export async function deleteUpload(db: Db, id: string) {
  await db.delete(mediaUploads).where(eq(mediaUploads.id, id));
}

/** Uploads older than `before` that no post ever used. */
export function listOrphanUploads(db: Db, before: Date, limit: number) {
  return db
    .select({ id: mediaUploads.id, object_key: mediaUploads.object_key })
    .from(mediaUploads)
    .where(and(isNull(mediaUploads.used_at), lt(mediaUploads.created_at, before)))
    .limit(limit);
}

/**
 * A member being deleted: their uploads the community keeps (a lesson's video or file, a course's
 * or event's cover, the community's logo, icon and agents' icons in use, and the object keys in
 * `keepKeys`) lose their owner; the keys of the others are returned, for their files to go once
 * the rows do.
 */
export async function handOverUploads(db: Db, ownerId: string, keepKeys: string[]): Promise<string[]> {
  const kept = or(
    sql`${mediaUploads.lesson_id} is not null`,
    sql`${mediaUploads.course_id} is not null`,
    sql`${mediaUploads.event_id} is not null`,
    // A certificate's logo or signature in use stays with the community.
    sql`(${mediaUploads.object_key} like ${CERTIFICATE_KEYS} and ${mediaUploads.used_at} is not null)`,
    and(isCommunityImage(), sql`${mediaUploads.used_at} is not null`),
    keepKeys.length ? inArray(mediaUploads.object_key, keepKeys) : undefined,
  );
  await db
    .update(mediaUploads)
    .set({ owner_id: null })
    .where(and(eq(mediaUploads.owner_id, ownerId), kept));
  const own = await db
    .select({ key: mediaUploads.object_key })
    .from(mediaUploads)
    .where(eq(mediaUploads.owner_id, ownerId));
  return own.map((r) => r.key);
}
