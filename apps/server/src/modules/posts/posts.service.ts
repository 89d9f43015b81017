import type { Db } from "../../platform/db";
import { listFeed, type FeedCursor } from "./posts.queries";

const MAX_PINNED = 20;

export function encodeCursor(c: FeedCursor) {
  return Buffer.from(`${c.createdAt.toISOString()}|${c.id}`).toString("base64url");
}

export function decodeCursor(raw: string): FeedCursor | null {
  const [iso, id] = Buffer.from(raw, "base64url").toString().split("|");
  const createdAt = new Date(iso ?? "");
  if (!id || Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { createdAt, id };
}

/** The feed: pinned posts first (on the first page), then the newest, page by page. */
export async function feedPage(
  db: Db,
  { limit, cursor, includePrivate }: { limit: number; cursor?: FeedCursor; includePrivate: boolean },
) {
  const pinned = cursor ? [] : await listFeed(db, { pinned: true, limit: MAX_PINNED, includePrivate });
  const rest = await listFeed(db, { pinned: false, limit: limit + 1, cursor, includePrivate });
  const hasMore = rest.length > limit;
  const page = rest.slice(0, limit);
  const last = page.at(-1);
  return {
    items: [...pinned, ...page].map((p) => ({ ...p, created_at: p.created_at.toISOString() })),
    next_cursor: hasMore && last ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null,
  };
}
