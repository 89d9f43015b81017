import type { ModeratedMember } from "@guilda/shared/schemas/moderation";
import type { Db } from "../../platform/db";
import * as q from "./sanctions.queries";

/**
 * A member's standing with the moderation, on their profile row: silenced until a date, suspended,
 * banned. The moderation module decides; this module owns the row and its sessions.
 */
export type Subject = NonNullable<Awaited<ReturnType<typeof q.lockSubject>>>;

export function moderatedMember(row: Subject, now = new Date()): ModeratedMember {
  return {
    id: row.id,
    full_name: row.full_name,
    username: row.username,
    avatar_url: row.avatar_url,
    is_admin: row.is_admin,
    is_moderator: row.is_moderator,
    silenced_until:
      row.silenced_until && row.silenced_until.getTime() > now.getTime()
        ? row.silenced_until.toISOString()
        : null,
    suspended: row.suspended_at !== null,
    banned: row.banned_at !== null,
  };
}

export async function subjects(db: Db, ids: string[]) {
  return new Map((await q.findSubjects(db, [...new Set(ids)])).map((row) => [row.id, row]));
}

export const lockSubject = q.lockSubject;

/** Sets the member's measures; a suspension or a ban ends every session at once. */
export async function setSanctions(
  tx: Db,
  id: string,
  patch: { silenced_until?: Date | null; suspended_at?: Date | null; banned_at?: Date | null },
) {
  await q.setSanctions(tx, id, patch);
  if (patch.suspended_at || patch.banned_at) await q.endSessions(tx, id);
}
