import { feedMessages as m, type ChatMessageView, type ChatPage } from "@guilda/shared";
import { z } from "zod";
import type { AccessViewer } from "../../platform/access";
import type { Db } from "../../platform/db";
import type { Viewer } from "../../platform/http/context";
import { encodeTimeCursor, timeCursor } from "../../platform/http/cursor";
import { AppError } from "../../platform/http/errors";
import type { RealtimeHub } from "../../platform/realtime/hub";
import { moderationOf } from "../../platform/moderation";
import { canSeeSpace, isStaff, visibleSpace } from "../spaces/spaces.service";
import * as q from "./chat.queries";

type Ctx = { db: Db; realtime: RealtimeHub; viewer: Viewer };

async function chatSpace({ db, viewer }: Ctx, slug: string) {
  const space = await visibleSpace(db, viewer, slug);
  if (space.space_type !== "chat") throw AppError.validation({ space: m.notAChatSpace });
  return space;
}

function toView({ moderation, ...row }: Awaited<ReturnType<typeof q.insertMessage>>): ChatMessageView {
  return { ...row, ...moderationOf(moderation), created_at: row.created_at.toISOString() };
}

export async function history(ctx: Ctx, slug: string, limit: number, rawCursor?: string): Promise<ChatPage> {
  const space = await chatSpace(ctx, slug);
  const cursor = rawCursor ? timeCursor.decode(rawCursor) : undefined;
  // Hidden and held messages: their author and the staff only.
  const hiddenFrom = isStaff(ctx.viewer.profile) ? undefined : ctx.viewer.userId;
  const rows = await q.listMessages(ctx.db, space.id, limit + 1, cursor, hiddenFrom);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toView),
    next_cursor:
      rows.length > limit && last ? encodeTimeCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}

export async function send(ctx: Ctx, slug: string, content: string) {
  const space = await chatSpace(ctx, slug);
  const message = toView(
    await q.insertMessage(ctx.db, { space_id: space.id, author_id: ctx.viewer.userId, content }),
  );
  await ctx.realtime.publish({ type: "chat.message", space_id: space.id, message });
  return message;
}

/**
 * A message the viewer may see (a chat space they see; hidden or held only when it is theirs or
 * they are staff), as the moderators' queue reads it, or null.
 */
export async function visibleMessage(db: Db, viewer: AccessViewer, id: string) {
  if (!z.uuid().safeParse(id).success) return null;
  const [row] = await q.messagesForModeration(db, [id]);
  if (!row || row.space_type !== "chat") return null;
  if (row.moderation !== "visible" && row.author_id !== viewer.userId && !isStaff(viewer.profile))
    return null;
  return (await canSeeSpace(db, viewer, { id: row.space_id, is_private: row.is_private })) ? row : null;
}

/** Deletes a message in the caller's transaction (nothing else hangs on it). */
export async function removeMessage(tx: Db, id: string) {
  await q.deleteMessage(tx, id);
}
