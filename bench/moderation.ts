// Moderation under load (bench/README.md, "Moderation"). On a fresh PostgreSQL database: the feed's
// community (10k members, 100k posts: feed-data.ts), the real server, a member and a moderator signed
// in. The feed's first page at 200 req/s offered (open loop) is measured three times: before anything
// is hidden, with 1,000 posts hidden by reports among the newest 5,000 (each with its open queue item
// and three reports), and with them shown again; then the moderators' queue (its first page and its
// count) sequentially and closed loop. Prints a markdown table and EXPLAIN summaries.
import { eq, sql } from "drizzle-orm";
import { profiles } from "../apps/server/src/db/schema";
import { listPage } from "../apps/server/src/modules/posts/posts.queries";
import { queuePage } from "../apps/server/src/modules/moderation/moderation.queries";
import { FULL_SIZE, generateFeedData } from "./feed-data";
import { memberId, unit } from "./generate";
import {
  benchAccount,
  explainWarm,
  getOk,
  load,
  loadAverage,
  loadSettings,
  ms,
  percentile,
  runHeader,
  secondsSince,
  signIn,
  withScratchDatabase,
} from "./support";

const { WARMUP_S, DURATION_S } = loadSettings({ warmup: 5, duration: 20 });
const RATE = Number(process.env.RATE ?? 200);
const CONNECTIONS = 64;
const HIDDEN = 1000;
const FEED = "/api/posts?tab=recentes&limit=20";
const SEQUENTIAL = Number(process.env.REQUESTS ?? 50);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

type Figures = { p50: number; p95: number; p99: number; non2xx: number; errors: number };

async function feedAtRate(base: string, cookie: string): Promise<Figures> {
  const options = { url: `${base}${FEED}`, connections: CONNECTIONS, headers: { cookie } };
  await load({ ...options, seconds: WARMUP_S, rate: RATE });
  const run = await load({ ...options, seconds: DURATION_S, rate: RATE });
  return {
    p50: percentile(run.latencies, 50),
    p95: percentile(run.latencies, 95),
    p99: percentile(run.latencies, 99),
    non2xx: run.result.non2xx,
    errors: run.result.errors + run.result.timeouts,
  };
}

/** Sequential requests (one at a time): the latency a moderator opening the page meets. */
async function sequential(url: string, cookie: string) {
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL; i++) {
    const t = performance.now();
    await getOk(url, cookie, url);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

await withScratchDatabase("moderation", async (scratch) => {
  const { database } = scratch;
  const db = database.db;
  console.log(runHeader("Moderation"));
  const started = performance.now();
  await database.migrate();
  const ago = new Date(Date.now() - 400 * 24 * 60 * 60 * 1000);
  const reader = {
    email: "leitora@bench.guilda.local",
    fullName: "Leitora do Benchmark",
    username: "leitora-bench",
  };
  const { id: readerId, password } = await benchAccount(db, Boolean(scratch.reuse), {
    ...reader,
    createdAt: ago,
  });
  const staff = {
    email: "moderadora@bench.guilda.local",
    fullName: "Moderadora",
    username: "moderadora-bench",
  };
  const moderator = await benchAccount(db, Boolean(scratch.reuse), { ...staff, createdAt: ago });
  await db.update(profiles).set({ is_moderator: true }).where(eq(profiles.id, moderator.id));
  if (!scratch.reuse) await generateFeedData(db, FULL_SIZE, readerId);
  console.log(`data ready in ${secondsSince(started).toFixed(1)} s (${scratch.note})`);

  // 1,000 posts among the newest 5,000 others wrote (every fifth), hidden by three reports each.
  const hide = async () => {
    await db.execute(
      sql.raw(`
      with newest as (
        select id, author_id, row_number() over (order by created_at desc, id desc) as r
        from posts where not is_deleted and not is_pinned and author_id <> '${readerId}'
        order by created_at desc, id desc limit ${HIDDEN * 5}
      ), hidden as (
        update posts p set moderation = 'hidden' from newest n where p.id = n.id and n.r % 5 = 0
        returning p.id, p.author_id
      )
      insert into moderation_cases (kind, item_id, author_id, hidden, report_count, opened_at)
      select 'post', id::text, author_id, true, 3, now() - ${unit("opened", "hashtext(id::text)")} * interval '7 days'
      from hidden
      on conflict do nothing`),
    );
    await db.execute(
      sql.raw(`
      insert into moderation_reports (case_id, reporter_id, reason, note)
      select c.id, ${memberId(`2 + (abs(hashtext(c.id::text || k)) % 9000)`)}, (array['spam','ofensivo','outro'])[k], ''
      from moderation_cases c, generate_series(1, 3) k where c.status = 'open'
      on conflict do nothing`),
    );
  };
  const show = () => db.execute(sql`update posts set moderation = 'visible' where moderation = 'hidden'`);

  const filter = { viewerId: readerId, hiddenFrom: readerId };
  const plans: string[] = [];

  const { server, cookie } = await scratch.startSignedIn({ email: reader.email, password });
  const staffCookie = await signIn(server, staff.email, moderator.password);
  const rows: string[] = [];
  const row = (what: string, f: Figures) =>
    rows.push(`| ${what} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.p99)} | ${f.non2xx + f.errors} |`);

  // Alternating rounds, shown then hidden, so both see the same machine: medians are compared.
  const shown: Figures[] = [];
  const hidden: Figures[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    await show();
    shown.push(await feedAtRate(server.base, cookie));
    row(`feed, nothing hidden (round ${round})`, shown.at(-1)!);
    await hide();
    hidden.push(await feedAtRate(server.base, cookie));
    row(`feed, ${HIDDEN} hidden among the newest ${HIDDEN * 5} (round ${round})`, hidden.at(-1)!);
  }
  const hiddenCount = await db.execute(sql`select count(*)::int as n from posts where moderation = 'hidden'`);
  const first = JSON.parse(await getOk(`${server.base}${FEED}`, cookie, "feed")) as {
    items: { id: string }[];
  };
  plans.push(
    `hidden posts: ${String((hiddenCount as unknown as { rows: { n: number }[] }).rows[0]!.n)}; the member's first page has ${first.items.length} posts`,
  );
  plans.push("feed's first page (listPage) with the posts hidden:");
  plans.push(
    ...(await explainWarm(db, listPage(db, filter, 21, undefined, true).getSQL(), /Scan|Limit/)).lines,
  );

  const queueUrl = `${server.base}/api/moderation/queue`;
  const countUrl = `${server.base}/api/moderation/count`;
  plans.push("the queue's first page (queuePage):");
  plans.push(...(await explainWarm(db, queuePage(db, "all", 21).getSQL(), /Scan|Limit/)).lines);
  const queueSeq = await sequential(queueUrl, staffCookie);
  const countSeq = await sequential(countUrl, staffCookie);
  const closed = await load({
    url: queueUrl,
    connections: 8,
    seconds: DURATION_S,
    headers: { cookie: staffCookie },
  });

  const median = (list: Figures[]) =>
    list.map((f) => f.p95).sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  console.log(
    `\n| Case (PostgreSQL, ${RATE} req/s offered, ${DURATION_S} s) | p50 ms | p95 ms | p99 ms | errors |`,
  );
  console.log("|---|---:|---:|---:|---:|");
  for (const line of rows) console.log(line);
  console.log(
    `\nmedian p95: ${ms(median(shown))} ms without, ${ms(median(hidden))} ms with the hidden posts: ${((median(hidden) / median(shown) - 1) * 100).toFixed(1)} % (bar: within 10 %)`,
  );
  console.log(`\n| Moderators' queue | p50 ms | p95 ms |\n|---|---:|---:|`);
  console.log(
    `| first page (20 items with reports and history), one at a time | ${ms(queueSeq.p50)} | ${ms(queueSeq.p95)} |`,
  );
  console.log(
    `| open count (the sidebar's badge), one at a time | ${ms(countSeq.p50)} | ${ms(countSeq.p95)} |`,
  );
  console.log(
    `| first page, closed loop at 8 connections: ${(closed.latencies.length / closed.result.duration).toFixed(0)} req/s | ${ms(percentile(closed.latencies, 50))} | ${ms(percentile(closed.latencies, 95))} |`,
  );
  console.log(`\n${plans.join("\n")}`);
  console.log(`\nload average at the end: ${loadAverage()}`);
});
