// The baseline of feed.ts: GET /api/posts?limit=20[&cursor=…] on bare node:http + pg, no framework,
// no session. It runs the server's own SQL: Drizzle's `.toSQL()` of listPinned / listPage from
// posts.queries.ts, built once at start-up, and answers the same JSON as the server's feed.
// Started by feed.ts as a child process with BARE_DATABASE_URL, BARE_PORT, BARE_VIEWER_ID and
// BARE_HIDDEN_SPACES (JSON array).
import http from "node:http";
import { FEED_PAGE_SIZE } from "@guilda/shared";
import { Column, is, SQL } from "drizzle-orm";
import pg from "pg";
import { listPage, listPinned, type FeedCursor } from "../apps/server/src/modules/posts/posts.queries";
import { encodeTimeCursor, timeCursor } from "../apps/server/src/platform/http/cursor";
import { createDatabase } from "../apps/server/src/platform/db";

const MAX_PINNED = 20; // posts.service.ts
const SENTINEL: FeedCursor = {
  createdAt: new Date(Date.UTC(2001, 0, 1, 1, 1, 1, 1)),
  id: "00000000-0000-4000-8000-0000000000be",
};

type Query = { sql: string; params: unknown[] };

/** The column paths of a Drizzle selection in the order of its SQL select list (author.id, …). */
function selectionPaths(fields: Record<string, unknown>, prefix: string[] = []): string[][] {
  return Object.entries(fields).flatMap(([key, field]) =>
    is(field, Column) || is(field, SQL) || is(field, SQL.Aliased)
      ? [[...prefix, key]]
      : selectionPaths(field as Record<string, unknown>, [...prefix, key]),
  );
}

/** Builds the feed's three statements once, with Drizzle, exactly as the server builds them. */
function feedStatements(viewerId: string) {
  const database = createDatabase({ kind: "postgres", url: "postgres://unused@127.0.0.1/unused", max: 1 });
  const filter = { viewerId, hiddenFrom: viewerId };
  const pinned = listPinned(database.db, filter, MAX_PINNED);
  const first = listPage(database.db, filter, FEED_PAGE_SIZE + 1, undefined, true);
  const next = listPage(database.db, filter, FEED_PAGE_SIZE + 1, SENTINEL, true);
  const paths = selectionPaths(first._.selectedFields as Record<string, unknown>);
  const nextSql: Query = next.toSQL();
  const at = nextSql.params.indexOf(SENTINEL.createdAt.toISOString());
  const id = nextSql.params.indexOf(SENTINEL.id);
  if (at < 0 || id < 0) throw new Error("cursor parameters not found in the page query");
  void database.close();
  return {
    paths,
    pinned: pinned.toSQL() as Query,
    first: first.toSQL() as Query,
    next(cursor: FeedCursor): Query {
      const params = [...nextSql.params];
      params[at] = cursor.createdAt.toISOString();
      params[id] = cursor.id;
      return { sql: nextSql.sql, params };
    },
  };
}

/** An array row into the nested object Drizzle would return, then into the API's PostView. */
function toView(paths: string[][], values: unknown[]): Record<string, unknown> & { created_at: string } {
  const row: Record<string, any> = {};
  paths.forEach((p, i) => {
    let target = row;
    for (const key of p.slice(0, -1)) target = target[key] ??= {};
    target[p.at(-1)!] = values[i];
  });
  const { score: _score, ...view } = row;
  // The generated posts mention nobody: the server resolves that without a query.
  return { ...view, mentions: {}, created_at: (row.created_at as Date).toISOString() };
}

async function main() {
  const url = process.env.BARE_DATABASE_URL;
  if (!url) throw new Error("BARE_DATABASE_URL is required");
  const statements = feedStatements(process.env.BARE_VIEWER_ID ?? "");
  // The server's pool size (platform/db createDatabase default).
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const run = async (q: Query) =>
    (await pool.query({ text: q.sql, values: q.params, rowMode: "array" })).rows.map((r: unknown[]) =>
      toView(statements.paths, r),
    );

  const server = http.createServer((req, res) => {
    const query = new URL(req.url ?? "/", "http://bare").searchParams;
    if (
      !req.url?.startsWith("/api/posts") ||
      Number(query.get("limit") ?? FEED_PAGE_SIZE) !== FEED_PAGE_SIZE
    ) {
      res.writeHead(404).end();
      return;
    }
    (async () => {
      const raw = query.get("cursor");
      const cursor = raw ? timeCursor.decode(raw) : undefined;
      const pinned = cursor ? [] : await run(statements.pinned);
      const rows = await run(cursor ? statements.next(cursor) : statements.first);
      const page = rows.slice(0, FEED_PAGE_SIZE);
      const last = page.at(-1);
      const next_cursor =
        rows.length > FEED_PAGE_SIZE && last
          ? encodeTimeCursor({ createdAt: new Date(last.created_at), id: last.id as string })
          : null;
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ items: [...pinned, ...page], next_cursor }));
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  server.listen(Number(process.env.BARE_PORT), "127.0.0.1");
  process.on("SIGTERM", () => {
    server.close(() => void pool.end().then(() => process.exit(0)));
    server.closeAllConnections();
  });
}

await main();
