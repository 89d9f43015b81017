import { feedMessages as m, type ChatMessageView, type ChatPage } from "@guilda/shared";
import type { Db } from "../../platform/db";
import type { Viewer } from "../../platform/http/context";
import { encodeTimeCursor, timeCursor } from "../../platform/http/cursor";
import { AppError } from "../../platform/http/errors";
import type { RealtimeHub } from "../../platform/realtime/hub";
import { visibleSpace } from "../spaces/spaces.service";
import * as q from "./chat.queries";

type Ctx = { db: Db; realtime: RealtimeHub; viewer: Viewer };

async function chatSpace({ db, viewer }: Ctx, slug: string) {
  const space = await visibleSpace(db, viewer, slug);
  if (space.space_type !== "chat") throw AppError.validation({ space: m.notAChatSpace });
  return space;
}

function toView(row: Awaited<ReturnType<typeof q.insertMessage>>): ChatMessageView {
  return { ...row, created_at: row.created_at.toISOString() };
}

export async function history(ctx: Ctx, slug: string, limit: number, rawCursor?: string): Promise<ChatPage> {
  const space = await chatSpace(ctx, slug);
  const cursor = rawCursor ? timeCursor.decode(rawCursor) : undefined;
  const rows = await q.listMessages(ctx.db, space.id, limit + 1, cursor);
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
