// Ranking and unread count (bench/README.md, "Ranking and unread count"). Generates 100k members,
// 1M points-ledger rows spread over a year (with reversals), 20k posts and 500k notifications with
// set-based SQL in a fresh PostgreSQL database, starts the real server, signs a member in and
// measures GET /api/gamification/ranking?period=7d|30d|all and GET /api/notifications/unread-count
// under load (open loop at an evenly paced rate, then closed loop); prints EXPLAIN (ANALYZE,
// BUFFERS) of the ranking queries the server's own query functions build.
import { sql, type SQL } from "drizzle-orm";
import {
  allTimeAhead,
  allTimeTop,
  ledgerVersion,
  rankingMembers,
  windowStandings,
} from "../apps/server/src/modules/gamification/gamification.queries";
import type { Db } from "../apps/server/src/platform/db";
import { FIRST_NAMES, generatedUsers, LAST_NAMES, memberId, pick, unit, uuidOf } from "./generate";
import {
  benchAccount,
  explainWarm,
  generatedNote,
  getOk,
  load,
  loadAverage,
  loadSettings,
  ms,
  openThenClosed,
  percentile,
  recording,
  rowsOf,
  runHeader,
  secondsSince,
  timedSteps,
  withScratchDatabase,
} from "./support";
import type { Child, LoopFigures } from "./support";

const { WARMUP_S, DURATION_S, CONNECTIONS, RATE } = loadSettings();
const MEMBERS = 100_000;
const LEDGER_ROWS = 1_000_000;
const POSTS = 20_000;
const NOTIFICATIONS = 500_000;
const WRITE_RATE = Number(process.env.WRITE_RATE ?? 5);
const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Data

/** A member number, skewed: a few members do much of the activity, most a little. */
const skewedMember = (salt: string, n: string) =>
  `(2 + floor(power(${unit(salt, n)}, 2) * ${MEMBERS - 1}))::int`;

/**
 * 100k members (the signed-in one is extra); 1M ledger rows over 365 days — likes 45 %, comments
 * 20 %, daily visits 20 %, posts 8 %, lessons 6 %, courses and missions 1 % — 4 % of them capped
 * (0 points), plus an undo row for 1 in 50; points and levels from the ledger; 3 spaces (one
 * private), 20k posts (2 % deleted), 500k notifications (40 % unread, 60 % about a post).
 */
async function generate(db: Db, now: Date) {
  const at = (salt: string, n: string, days: number) =>
    `'${now.toISOString()}'::timestamptz - ${unit(salt, n)} * interval '${days} days'`;
  const reason = (n: string) =>
    `case when ${unit("reason", n)} < 0.45 then 'like_received' when ${unit("reason", n)} < 0.65 then 'comment_written'
          when ${unit("reason", n)} < 0.85 then 'daily_visit' when ${unit("reason", n)} < 0.93 then 'post_published'
          when ${unit("reason", n)} < 0.99 then 'lesson_completed' when ${unit("reason", n)} < 0.995 then 'course_completed'
          else 'mission_completed' end`;
  const statements: [string, string][] = [
    ["users", generatedUsers(2, MEMBERS)],
    [
      "profiles",
      `insert into profiles (id, full_name, username, email, avatar_url, created_at, updated_at, last_active_at)
       select ${memberId("m")}, ${pick(FIRST_NAMES, "first", "m")} || ' ' || ${pick(LAST_NAMES, "last", "m")},
              'membro' || m, 'membro' || m || '@bench.guilda.local',
              case when m % 3 = 0 then '/media/avatars/' || m || '.webp' end, now(), now(), now()
       from generate_series(2, ${MEMBERS}) m`,
    ],
    [
      "ledger",
      `insert into points_ledger (user_id, reason, source, points, actor_id, created_at)
       select ${memberId("u")}, r, 'bench:' || n,
              case when ${unit("capped", "n")} < 0.04 then 0 else case r when 'like_received' then 1
                   when 'comment_written' then 3 when 'daily_visit' then 2 when 'post_published' then 10
                   when 'lesson_completed' then 5 when 'course_completed' then 50 else 15 end end,
              case when r = 'like_received' then ${memberId(skewedMember("liker", "n"))} end,
              ${at("when", "n", 365)}
       from (select n, ${skewedMember("member", "n")} as u, ${reason("n")} as r
             from generate_series(1, ${LEDGER_ROWS}) n) s`,
    ],
    [
      "ledger undo rows",
      `insert into points_ledger (user_id, reason, source, points, actor_id, reverses, created_at)
       select user_id, reason, 'undo:' || source, -points, actor_id, id,
              least(created_at + interval '2 hours', '${now.toISOString()}'::timestamptz)
       from points_ledger where id % 50 = 0 and reason in ('like_received', 'comment_written', 'post_published', 'lesson_completed')`,
    ],
    [
      "points and levels",
      `update profiles p set points = l.total,
              level = case when l.total >= 5000 then 'Grande Mestre' when l.total >= 1000 then 'Mestre Jedi'
                           when l.total >= 100 then 'Jedi' else 'Padawan' end
       from (select user_id, sum(points)::int as total from points_ledger group by user_id) l
       where l.user_id = p.id`,
    ],
    [
      "spaces",
      `insert into spaces (id, name, slug, path, space_type, is_private, "order")
       values (${uuidOf("'bench-space:1'")}, 'Geral', 'geral', '/espaco/geral', 'publicacoes', false, 1),
              (${uuidOf("'bench-space:2'")}, 'Galeria', 'galeria', '/espaco/galeria', 'imagens', false, 2),
              (${uuidOf("'bench-space:3'")}, 'VIP', 'vip', '/espaco/vip', 'publicacoes', true, 3)`,
    ],
    [
      "posts",
      `insert into posts (id, title, content, author_id, space_id, is_deleted, created_at)
       select ${uuidOf("'bench-post:' || k")}, 'Post ' || k, 'Texto do post ' || k, ${memberId(skewedMember("author", "k"))},
              ${uuidOf("'bench-space:' || (1 + k % 3)")}, k % 50 = 0,
              date_trunc('milliseconds', ${at("post", "k", 365)})
       from generate_series(1, ${POSTS}) k`,
    ],
    [
      "notifications",
      `insert into notifications (user_id, type, title, link, actor_id, post_id, read_at, created_at, updated_at)
       select ${memberId(skewedMember("told", "n"))}, t, 'Notificação ' || n, '/post/x',
              ${memberId(skewedMember("actor", "n"))},
              case when t in ('like', 'comment', 'mention') then ${uuidOf(`'bench-post:' || (1 + floor(${unit("npost", "n")} * ${POSTS})::int)`)} end,
              case when ${unit("read", "n")} < 0.6 then a + interval '1 hour' end, a, a
       from (select n, (array['like','comment','mention','follower','level_up'])[1 + floor(${unit("ntype", "n")} * 5)::int] as t,
                    ${at("nwhen", "n", 365)} as a
             from generate_series(1, ${NOTIFICATIONS}) n) s`,
    ],
    ["vacuum analyze", "vacuum analyze"],
  ];
  const started = performance.now();
  const steps = await timedSteps(statements, (text) => db.execute(sql.raw(text)));
  const [counts] = rowsOf(
    await db.execute(
      sql.raw(`select (select count(*) from profiles)::int as members,
        (select count(*) from points_ledger)::int as ledger_rows,
        (select count(*) from points_ledger where created_at >= now() - interval '7 days')::int as ledger_7d,
        (select count(distinct user_id) from points_ledger where created_at >= now() - interval '7 days')::int as earners_7d,
        (select count(*) from points_ledger where created_at >= now() - interval '30 days')::int as ledger_30d,
        (select count(distinct user_id) from points_ledger where created_at >= now() - interval '30 days')::int as earners_30d,
        (select count(*) from profiles where points > 0)::int as with_points,
        (select count(*) from notifications)::int as notifications,
        (select count(*) from notifications where read_at is null)::int as unread`),
    ),
  );
  return { seconds: secondsSince(started), steps, counts: counts! };
}

/**
 * The signed-in member: mid-table in every period (30 ledger rows over the year, 8 in the last
 * week), with 150 notifications of which 60 unread (half about posts, a few of them deleted or
 * in the private space, which the count leaves out).
 */
async function seedViewer(db: Db, id: string, now: Date) {
  await db.execute(
    sql.raw(`insert into points_ledger (user_id, reason, source, points, created_at)
      select '${id}', 'comment_written', 'viewer:' || n, 3,
             '${now.toISOString()}'::timestamptz - (case when n <= 8 then n * 0.5 else n * 12 end) * interval '1 day'
      from generate_series(1, 30) n`),
  );
  await db.execute(
    sql.raw(
      `update profiles set points = (select sum(points) from points_ledger where user_id = '${id}') where id = '${id}'`,
    ),
  );
  await db.execute(
    sql.raw(`insert into notifications (user_id, type, title, link, post_id, read_at, created_at, updated_at)
      select '${id}', case when n % 2 = 0 then 'like' else 'follower' end, 'Notificação ' || n, '/post/x',
             case when n % 2 = 0 then ${uuidOf("'bench-post:' || (1 + n * 37)")} end,
             case when n > 60 then now() end, now() - n * interval '1 hour', now() - n * interval '1 hour'
      from generate_series(1, 150) n`),
  );
}

// ---------------------------------------------------------------------------------------------
// The server's queries, captured for EXPLAIN

const explain = (db: Db, query: SQL) =>
  explainWarm(db, query, /Scan|Join|Sort|Limit|Aggregate|Index Cond:|CTE/);

// ---------------------------------------------------------------------------------------------
// Load

type Measured = LoopFigures & { name: string };

async function measure(server: Child, cookie: string, name: string, urlPath: string): Promise<Measured> {
  const url = server.base + urlPath;
  const body = await getOk(url, cookie, urlPath);
  console.log(`  ${name}: ${body.slice(0, 160)}…`);
  const m: Measured = {
    name,
    ...(await openThenClosed({
      url,
      cookie,
      connections: CONNECTIONS,
      warmup: WARMUP_S,
      seconds: DURATION_S,
      rate: RATE,
    })),
  };
  console.log(
    `  ${name}: ${RATE} req/s offered → p50 ${ms(m.p50)} ms, p95 ${ms(m.p95)} ms, p99 ${ms(m.p99)} ms; closed loop ${m.closedRps.toFixed(0)} req/s, p95 ${ms(m.closedP95)} ms; non-2xx ${m.non2xx}, errors ${m.errors}`,
  );
  return m;
}

/**
 * The window ranking while members like posts (each like writes a ledger row, so the standings
 * are computed again after it): reads at RATE, likes at WRITE_RATE on posts not liked before.
 */
async function measureWithWrites(server: Child, cookie: string, postIds: string[]): Promise<Measured> {
  const name = `ranking 30d + ${WRITE_RATE} likes/s`;
  const url = `${server.base}/api/gamification/ranking?period=30d`;
  const headers = { cookie, origin: server.base, "content-type": "application/json" };
  const writes = load({
    url: server.base,
    connections: 2,
    seconds: DURATION_S,
    rate: WRITE_RATE,
    requests: postIds.map((id) => ({ method: "PUT", path: `/api/posts/${id}/like`, headers, body: "{}" })),
  });
  const open = await load({
    url,
    connections: CONNECTIONS,
    seconds: DURATION_S,
    headers: { cookie },
    rate: RATE,
  });
  const written = await writes;
  const m: Measured = {
    name,
    p50: percentile(open.latencies, 50),
    p95: percentile(open.latencies, 95),
    p99: percentile(open.latencies, 99),
    closedRps: NaN,
    closedP95: NaN,
    non2xx: open.result.non2xx + written.result.non2xx,
    errors: open.result.errors + open.result.timeouts + written.result.errors + written.result.timeouts,
  };
  console.log(
    `  ${name}: ${RATE} req/s offered → p50 ${ms(m.p50)} ms, p95 ${ms(m.p95)} ms, p99 ${ms(m.p99)} ms; likes written ${written.latencies.length} (p95 ${ms(percentile(written.latencies, 95))} ms); non-2xx ${m.non2xx}, errors ${m.errors}`,
  );
  return m;
}

// ---------------------------------------------------------------------------------------------
// Run

async function main() {
  const header = [
    runHeader("Gamification"),
    `${CONNECTIONS} connections; warm-up ${WARMUP_S} s (not counted), then ${DURATION_S} s at ${RATE} req/s offered (open loop) and ${DURATION_S} s closed loop, per endpoint`,
  ];
  console.log(header.join("\n"));
  await withScratchDatabase("gamification", async ({ reuse, database, note, startSignedIn }) => {
    const notes = [note];
    const db = database.db;
    await database.migrate();
    const now = new Date();
    const email = "membro@bench.guilda.local";
    const { id: viewerId, password } = await benchAccount(db, !!reuse, {
      email,
      fullName: "Membro do Benchmark",
      username: "membro-bench",
      createdAt: new Date(now.getTime() - 400 * DAY_MS),
    });
    if (reuse) {
      notes.push("reused the data of an earlier run (REUSE_DB)");
    } else {
      const data = await generate(db, now);
      await seedViewer(db, viewerId, now);
      await db.execute(sql`analyze`);
      notes.push(generatedNote(data));
    }
    console.log(notes.join("\n"));

    // EXPLAIN of the server's ranking queries, as the service calls them for this viewer.
    const viewer = { id: viewerId, full_name: "Membro do Benchmark" };
    const [points] = rowsOf(await db.execute(sql`select points from profiles where id = ${viewerId}`));
    const captured: [string, SQL][] = [];
    for (const [label, days] of [
      ["7d", 7],
      ["30d", 30],
    ] as const) {
      const seen: SQL[] = [];
      await windowStandings(
        recording(db, seen),
        new Date(Date.now() - days * DAY_MS),
        Number.MAX_SAFE_INTEGER,
      );
      captured.push([`ranking ${label} (windowStandings: once per ledger change or 30 s)`, seen[0]!]);
    }
    const seenVersion: SQL[] = [];
    await ledgerVersion(recording(db, seenVersion));
    captured.push(["ranking 7d/30d, every request: ledgerVersion", seenVersion[0]!]);
    const topIds = rowsOf(await db.execute(sql`select id from profiles order by points desc limit 50`)).map(
      (r) => String(r.id),
    );
    const members = rankingMembers(db, topIds) as unknown as { getSQL(): SQL };
    captured.push(["ranking 7d/30d, every request: rankingMembers (the top 50)", members.getSQL()]);
    const seenTop: SQL[] = [];
    await allTimeTop(recording(db, seenTop), 50);
    captured.push(["ranking all (allTimeTop)", seenTop[0]!]);
    const seenAhead: SQL[] = [];
    await allTimeAhead(recording(db, seenAhead), { ...viewer, points: Number(points!.points) });
    captured.push(["ranking all (allTimeAhead)", seenAhead[0]!]);
    console.log("\nEXPLAIN (ANALYZE, BUFFERS), second run:");
    const executions: string[] = [];
    for (const [label, query] of captured) {
      const e = await explain(db, query);
      executions.push(`${label} ${e.execution.toFixed(1)} ms`);
      console.log([`${label}:`, ...e.lines].join("\n"));
    }

    const { server, cookie } = await startSignedIn({ email, password });
    const cases: [string, string][] = [
      ["ranking 7d", "/api/gamification/ranking?period=7d"],
      ["ranking 30d", "/api/gamification/ranking?period=30d"],
      ["ranking all", "/api/gamification/ranking?period=all"],
      ["unread count", "/api/notifications/unread-count"],
    ];
    console.log("");
    const measured: Measured[] = [];
    for (const [label, urlPath] of cases) measured.push(await measure(server, cookie, label, urlPath));
    const likeable = rowsOf(
      await db.execute(
        sql`select p.id from posts p join spaces s on s.id = p.space_id
            where not p.is_deleted and not s.is_private and p.author_id <> ${viewerId}
            order by p.created_at desc limit ${Math.ceil(WRITE_RATE * DURATION_S * 2)}`,
      ),
    ).map((r) => String(r.id));
    measured.push(await measureWithWrites(server, cookie, likeable));

    const table = [
      `| Endpoint | p50 ms | p95 ms | p99 ms (at ${RATE} req/s) | closed loop req/s | closed loop p95 ms | non-2xx | errors |`,
      "|---|---:|---:|---:|---:|---:|---:|---:|",
      ...measured.map(
        (m) =>
          `| ${m.name} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${Number.isNaN(m.closedRps) ? "–" : m.closedRps.toFixed(0)} | ${Number.isNaN(m.closedP95) ? "–" : ms(m.closedP95)} | ${m.non2xx} | ${m.errors} |`,
      ),
    ];
    const readOnly = measured.filter((m) => !m.name.includes("likes/s"));
    const worst = Math.max(...readOnly.map((m) => m.p95));
    console.log(
      [
        "",
        ...header,
        ...notes,
        `EXPLAIN execution (warm): ${executions.join(", ")}`,
        "",
        ...table,
        "",
        `p95 ≤ 50 ms at ${RATE} req/s on every endpoint (reads only): worst ${ms(worst)} ms (${worst <= 50 ? "met" : "MISSED"})`,
        `load average at the end ${loadAverage()}`,
      ].join("\n"),
    );
  });
}

await main();
