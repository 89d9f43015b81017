import {
  authMessages,
  isReservedUsername,
  type Me,
  type Profile,
  type UpdateProfileInput,
} from "@guilda/shared";
import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { isUniqueViolation } from "../../platform/db/errors";
import type { Db } from "../../platform/db";
import { AppError } from "../../platform/http/errors";
import { useAvatarUpload } from "../uploads/uploads.service";
import { extractMentions } from "@guilda/shared/rules/mentions";
import type { Viewer } from "../../platform/http/context";
import type { RealtimeHub } from "../../platform/realtime/hub";
import { PendingEvents } from "../../platform/realtime/pending";
import { publish } from "../../platform/events";
import {
  findByUsernames,
  findProfile,
  listAdminIds,
  profileExists as exists,
  touchLastActive,
  updateProfile,
} from "./profiles.queries";

/** Author columns for other modules' queries that join a post, comment or message to its author. */
export { authorColumns } from "./profiles.queries";

/** The viewer as /api/session and /api/me answer it (and as a signed-in member's page carries it). */
export function sessionOf(viewer: Viewer): Me {
  return { user: { id: viewer.userId, email: viewer.email }, profile: viewer.profile };
}

type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export function toProfile(row: ProfileRow): Profile {
  return {
    ...row,
    links: row.links as Profile["links"],
    // A silence that ended is no silence (nothing sweeps it: the date says it).
    silenced_until:
      row.silenced_until && row.silenced_until.getTime() > Date.now()
        ? row.silenced_until.toISOString()
        : null,
    created_at: row.created_at.toISOString(),
  };
}

export async function getProfile(db: Db, userId: string): Promise<Profile | null> {
  const row = await findProfile(db, userId);
  return row ? toProfile(row) : null;
}

export function profileExists(db: Db, userId: string): Promise<boolean> {
  return exists(db, userId);
}

/**
 * Updates only the signed-in member's own row; the id never comes from the request. A /media
 * photo must be the member's own avatar upload (POST /api/uploads?purpose=avatar), which is then
 * kept from the orphan sweep while their previous avatar uploads are released.
 */
export async function updateOwnProfile(
  db: Db,
  userId: string,
  input: UpdateProfileInput,
  realtime?: RealtimeHub,
) {
  const events = new PendingEvents();
  try {
    const row = await db.transaction(async (tx) => {
      // A reserved name cannot be taken, nor a photo hosted elsewhere; what the member already
      // holds (an operator's 'admin', a photo linked before uploads were the rule) stays.
      const reserved = input.username !== undefined && isReservedUsername(input.username);
      const external = typeof input.avatar_url === "string" && !input.avatar_url.startsWith("/");
      if (reserved || external) {
        const current = await findProfile(tx, userId);
        if (reserved && current?.username !== input.username)
          throw AppError.validation({ username: authMessages.usernameReserved });
        if (external && current?.avatar_url !== input.avatar_url)
          throw AppError.validation({ avatar_url: authMessages.avatarExternal });
      }
      const updated = await updateProfile(tx, userId, input as Parameters<typeof updateProfile>[2]);
      if (updated && input.avatar_url !== undefined) {
        if (!(await useAvatarUpload(tx, userId, input.avatar_url || null))) {
          throw AppError.validation({ avatar_url: authMessages.avatarUploadInvalid });
        }
      }
      if (updated && input.full_name) {
        await tx
          .update(users)
          .set({ name: input.full_name, updatedAt: new Date() })
          .where(eq(users.id, userId));
      }
      if (!updated) return updated;
      // A photo and a bio complete the profile mission; its points show in the answer.
      await publish({ tx, pending: events }, "profile.updated", { userId });
      return findProfile(tx, userId);
    });
    if (!row) throw AppError.unauthenticated();
    if (realtime) await events.flush(realtime);
    return toProfile(row);
  } catch (error) {
    if (isUniqueViolation(error, "profiles_username_key")) {
      throw new AppError(409, "USERNAME_TAKEN", authMessages.usernameTaken, {
        username: authMessages.usernameTaken,
      });
    }
    throw error;
  }
}

const ACTIVITY_INTERVAL_MS = 5 * 60 * 1000;
const lastTouched = new Map<string, number>();

/**
 * Records activity for 'Membros ativos' at most once per 5 minutes per member and process,
 * so reads stay reads. True when it did (the caller pays the daily visit then).
 */
export async function recordActivity(db: Db, userId: string, now = Date.now()): Promise<boolean> {
  if (now - (lastTouched.get(userId) ?? 0) < ACTIVITY_INTERVAL_MS) return false;
  if (lastTouched.size > 50_000) lastTouched.clear();
  lastTouched.set(userId, now);
  await touchLastActive(db, userId, ACTIVITY_INTERVAL_MS);
  return true;
}

/** Most usernames of one text that are resolved (what a page shows as links). */
const MENTIONS_SHOWN = 50;

/**
 * The mentions of each text as `{ username: profile id }`, existing members only, with one query
 * for all the texts (a page of posts or comments).
 */
export async function mentionMaps(db: Db, texts: string[]): Promise<Record<string, string>[]> {
  const perText = texts.map((text) => extractMentions(text, MENTIONS_SHOWN));
  const all = [...new Set(perText.flat())];
  if (!all.length) return texts.map(() => ({}));
  const found = new Map((await findByUsernames(db, all)).map((r) => [r.username, r.id]));
  return perText.map((names) =>
    Object.fromEntries(names.filter((n) => found.has(n)).map((n) => [n, found.get(n)!])),
  );
}

/** The members a text mentions (at most `limit`, in order), with their role flags. */
export async function mentionedMembers(db: Db, text: string, limit = 10) {
  const names = extractMentions(text, limit);
  if (!names.length) return [];
  const rows = await findByUsernames(db, names);
  return names.flatMap((n) => rows.filter((r) => r.username === n));
}

/** Every admin's profile id (invite accepted notifications). */
export function adminIds(db: Db) {
  return listAdminIds(db);
}
