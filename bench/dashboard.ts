// Admin dashboard and members CSV export (bench/README.md, "Admin dashboard and CSV export").
// Generates in a fresh PostgreSQL database 100k members and 1M rows of activity over a year —
// posts, comments, lesson progress, event RSVPs and AI usage — plus courses, grants, certificates
// and suggestions, with set-based SQL; prints EXPLAIN (ANALYZE, BUFFERS) of the dashboard's
// queries as the server builds them; starts the real server, signs the admin in and measures
// GET /api/admin/dashboard?period=7|30|90 (sequential requests, then closed loop), then streams
// GET /api/admin/members/export.csv of all 100k members while sampling the server's memory.
import type { SQL } from "drizzle-orm";
import pg from "pg";
import * as dashboardQueries from "../apps/server/src/modules/dashboard/dashboard.queries";
import { periodDays } from "../apps/server/src/modules/dashboard/dashboard.service";
import type { Db } from "../apps/server/src/platform/db";
import { FIRST_NAMES, generatedUsers, LAST_NAMES, memberId, pick, unit, uuidOf } from "./generate";
import {
  benchAccount,
  explainWarm,
  generatedNote,
  load,
  loadAverage,
  loadSettings,
  ms,
  percentile,
  recording,
  rssMb,
  runHeader,
  secondsSince,
  timedSteps,
  withScratchDatabase,
} from "./support";

const REQUESTS = Number(process.env.REQUESTS ?? 40);
const { CONNECTIONS, DURATION_S } = loadSettings({ connections: 4 });
const MEMBERS = 100_000;
const POSTS = 200_000;
const COMMENTS = 300_000;
const PROGRESS = 300_000;
const RSVPS = 100_000;
const AI_USAGE = 100_000;
const COURSES = 200;
const LESSONS_PER_COURSE = 20;
const EVENTS = 500;
const SUGGESTIONS = 10_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A member number, skewed: a few members do much of the activity, most a little. */
const skewed = (salt: string, n: string) => `(2 + floor(power(${unit(salt, n)}, 2) * ${MEMBERS - 1}))::int`;

async function generate(url: string, now: Date) {
  const at = (salt: string, n: string, days: number) =>
    `'${now.toISOString()}'::timestamptz - ${unit(salt, n)} * interval '${days} days'`;
  const lesson = (c: string, l: string) => uuidOf(`'bench-lesson:' || (${c}) || ':' || (${l})`);
  const statements: [string, string][] = [
    ["users", generatedUsers(2, MEMBERS)],
    [
      "profiles",
      `insert into profiles (id, full_name, username, email, level, points, is_student, created_at, updated_at, last_active_at)
       select ${memberId("m")}, ${pick(FIRST_NAMES, "first", "m")} || ' ' || ${pick(LAST_NAMES, "last", "m")}, 'membro' || m,
              'membro' || m || '@bench.guilda.local', ${pick(["Padawan", "Padawan", "Jedi", "Mestre Jedi"], "level", "m")},
              floor(${unit("points", "m")} * 3000)::int, m % 4 <> 0,
              ${at("joined", "m", 730)}, now(), ${at("seen", "m", 120)}
       from generate_series(2, ${MEMBERS}) m`,
    ],
    [
      "spaces",
      `insert into spaces (id, name, slug, path, space_type, "order")
       values (${uuidOf("'bench-space:1'")}, 'Geral', 'geral', '/espaco/geral', 'publicacoes', 1),
              (${uuidOf("'bench-space:2'")}, 'Lives e encontros', 'lives', '/espaco/lives', 'eventos', 2)`,
    ],
    [
      "posts",
      `insert into posts (id, title, content, author_id, space_id, is_deleted, created_at)
       select ${uuidOf("'bench-post:' || k")}, 'Post ' || k, 'Texto ' || k, ${memberId(skewed("author", "k"))},
              ${uuidOf("'bench-space:1'")}, k % 50 = 0, date_trunc('milliseconds', ${at("post", "k", 365)})
       from generate_series(1, ${POSTS}) k`,
    ],
    [
      "comments",
      `insert into post_comments (post_id, author_id, content, created_at)
       select ${uuidOf(`'bench-post:' || (1 + floor(${unit("cpost", "k")} * ${POSTS})::int)`)},
              ${memberId(skewed("commenter", "k"))}, 'Comentário ' || k, ${at("comment", "k", 365)}
       from generate_series(1, ${COMMENTS}) k`,
    ],
    [
      "courses",
      `insert into courses (id, title, slug, is_published, published_at)
       select ${uuidOf("'bench-course:' || c")}, 'Curso ' || c, 'curso-' || c, true, now() from generate_series(1, ${COURSES}) c`,
    ],
    [
      "modules",
      `insert into course_modules (id, course_id, title)
       select ${uuidOf("'bench-module:' || c")}, ${uuidOf("'bench-course:' || c")}, 'Módulo' from generate_series(1, ${COURSES}) c`,
    ],
    [
      "lessons",
      `insert into course_lessons (id, module_id, course_id, title, slug, position)
       select ${lesson("c", "l")}, ${uuidOf("'bench-module:' || c")}, ${uuidOf("'bench-course:' || c")}, 'Aula ' || l, 'aula-' || l, l
       from generate_series(1, ${COURSES}) c, generate_series(1, ${LESSONS_PER_COURSE}) l`,
    ],
    [
      "lesson progress",
      `insert into lesson_progress (user_id, lesson_id, course_id, seconds_watched, completed, completed_at, updated_at)
       select ${memberId("u")}, ${lesson("c", "l")}, ${uuidOf("'bench-course:' || c")}, 60, done,
              case when done then t end, t
       from (select ${skewed("learner", "k")} as u, 1 + floor(power(${unit("course", "k")}, 2) * ${COURSES})::int as c,
                    1 + floor(${unit("lesson", "k")} * ${LESSONS_PER_COURSE})::int as l,
                    ${unit("done", "k")} < 0.6 as done, ${at("progress", "k", 365)} as t
             from generate_series(1, ${PROGRESS}) k) s
       on conflict do nothing`,
    ],
    [
      "grants",
      `insert into user_courses (user_id, course_id, purchased_at)
       select ${memberId(skewed("grant", "k"))}, ${uuidOf(`'bench-course:' || (1 + floor(power(${unit("gcourse", "k")}, 2) * ${COURSES})::int)`)}, now()
       from generate_series(1, 150000) k
       on conflict do nothing`,
    ],
    [
      "certificates",
      `insert into certificates (code, user_id, course_id, member_name, course_title, workload_minutes)
       select upper(substr(md5('bench-cert:' || k), 1, 10)), ${memberId(skewed("cert", "k"))},
              ${uuidOf(`'bench-course:' || (1 + floor(power(${unit("ccourse", "k")}, 2) * ${COURSES})::int)`)}, 'Membro', 'Curso', 120
       from generate_series(1, 20000) k
       on conflict do nothing`,
    ],
    [
      "events",
      `insert into events (id, space_id, title, starts_at, ends_at)
       select ${uuidOf("'bench-event:' || e")}, ${uuidOf("'bench-space:2'")}, 'Encontro ' || e,
              ${at("event", "e", 365)}, ${at("event", "e", 365)} + interval '1 hour'
       from generate_series(1, ${EVENTS}) e`,
    ],
    [
      "event RSVPs",
      `insert into event_rsvps (event_id, occurrence_at, user_id, status, created_at, updated_at, answered_at)
       select ev.id, ev.starts_at, ${memberId(skewed("rsvp", "k"))},
              ${pick(["going", "going", "maybe", "not_going", "waitlist"], "status", "k")}, ${at("rsvp", "k", 365)}, now(),
              ${at("rsvp", "k", 365)}
       from generate_series(1, ${RSVPS}) k
       join events ev on ev.id = ${uuidOf(`'bench-event:' || (1 + floor(${unit("revent", "k")} * ${EVENTS})::int)`)}
       on conflict do nothing`,
    ],
    [
      "agents",
      `insert into ai_agents (id, name) select ${uuidOf("'bench-agent:' || a")}, 'Agente ' || a from generate_series(1, 3) a`,
    ],
    [
      "AI usage",
      `insert into ai_usage (user_id, agent_id, conversation_id, status, tokens_in, tokens_out, counts_quota, created_at)
       select ${memberId(skewed("asker", "k"))}, ${uuidOf("'bench-agent:' || (1 + k % 3)")}, ${uuidOf("'bench-conversation:' || (k / 4)")},
              'complete', 200 + k % 900, 300 + k % 1500, true, ${at("ai", "k", 365)}
       from generate_series(1, ${AI_USAGE}) k`,
    ],
    [
      "suggestions",
      `insert into suggestions (user_id, title, status, created_at)
       select ${memberId(skewed("suggester", "k"))}, 'Sugestão ' || k,
              ${pick(["nova", "nova", "em_analise", "planejada", "em_andamento", "concluida", "recusada", "duplicada"], "sstatus", "k")},
              ${at("suggestion", "k", 365)}
       from generate_series(1, ${SUGGESTIONS}) k`,
    ],
  ];
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    // The search index's triggers (posts, comments, lessons, events, suggestions) are not what is
    // measured here: generation runs without them. Foreign keys are kept by construction.
    await client.query("set session_replication_role = replica");
    const steps = await timedSteps(statements, (text) => client.query(text));
    await client.query("set session_replication_role = origin");
    await client.query("vacuum analyze");
    const { rows } = await client.query(`select (select count(*) from profiles)::int as members,
      (select count(*) from posts)::int as posts, (select count(*) from post_comments)::int as comments,
      (select count(*) from lesson_progress)::int as lesson_progress,
      (select count(*) from lesson_progress where completed)::int as completions,
      (select count(*) from event_rsvps)::int as rsvps, (select count(*) from ai_usage)::int as ai_usage,
      (select count(*) from user_courses)::int as grants, (select count(*) from certificates)::int as certificates,
      (select count(*) from suggestions)::int as suggestions`);
    const counts = rows[0] as Record<string, number>;
    const activity =
      counts.posts! + counts.comments! + counts.lesson_progress! + counts.rsvps! + counts.ai_usage!;
    return { seconds: secondsSince(started), steps, counts: { ...counts, activity_rows: activity } };
  } finally {
    await client.end();
  }
}

/** The scans of the query's warm plan, one phrase each, and its execution time. */
async function explain(db: Db, query: SQL) {
  const { plan, execution } = await explainWarm(db, query, /Scan/);
  const scans = plan
    .filter((l) => /Scan/.test(l))
    .map((l) =>
      l
        .trim()
        .replace(/\s+\(cost=[^)]*\)/, "")
        .replace(/^->\s*/, "")
        .replace(/\s+\(actual.*$/, ""),
    );
  return { scans, execution };
}

async function main() {
  const header = [runHeader("Dashboard")];
  console.log(header.join("\n"));
  await withScratchDatabase("dashboard", async ({ reuse, url, database, note, startSignedIn }) => {
    const notes = [note];
    const db = database.db;
    await database.migrate();
    const now = new Date();
    const email = "admin@bench.guilda.local";
    const { password } = await benchAccount(db, !!reuse, {
      email,
      fullName: "Admin do Benchmark",
      username: "admin-bench",
      createdAt: new Date(now.getTime() - 400 * DAY_MS),
      profile: { is_admin: true },
    });
    if (reuse) {
      notes.push("reused the data of an earlier run (REUSE_DB)");
    } else {
      const data = await generate(url.toString(), now);
      notes.push(generatedNote(data));
    }
    console.log(notes.join("\n"));

    // EXPLAIN of each dashboard query for 90 days (the widest period), as the service builds it.
    const { range } = periodDays(90, Date.now());
    const captured: [string, SQL][] = [];
    const capture = async (label: string, run: (d: Db) => Promise<unknown>) => {
      const seen: SQL[] = [];
      await run(recording(db, seen));
      captured.push([label, seen[0]!]);
    };
    await capture("new members per day", (d) => dashboardQueries.newMembersPerDay(d, range));
    await capture("posts per day", (d) => dashboardQueries.postsPerDay(d, range));
    await capture("comments per day", (d) => dashboardQueries.commentsPerDay(d, range));
    await capture("lesson completions per day", (d) => dashboardQueries.lessonCompletionsPerDay(d, range));
    await capture("event RSVPs per day", (d) => dashboardQueries.eventRsvpsPerDay(d, range));
    await capture("AI usage per day", (d) => dashboardQueries.aiUsagePerDay(d, range));
    await capture("top courses (kept 5 min per instance)", (d) => dashboardQueries.topCourses(d, 8));
    await capture("member counts", (d) =>
      dashboardQueries.memberCounts(
        d,
        new Date(Date.now() - 7 * DAY_MS),
        new Date(Date.now() - 30 * DAY_MS),
        range.from,
        new Date(),
      ),
    );
    console.log("\nEXPLAIN (ANALYZE, BUFFERS) for 90 days, second run:");
    const executions: string[] = [];
    for (const [label, query] of captured) {
      const e = await explain(db, query);
      executions.push(`${label} ${e.execution.toFixed(1)} ms`);
      console.log(`${label}: ${e.execution.toFixed(1)} ms — ${e.scans.join("; ")}`);
    }
    await dashboardQueries.suggestionsByStatus(db);
    const t = performance.now();
    await dashboardQueries.suggestionsByStatus(db);
    executions.push(`suggestions by status (run from here) ${ms(performance.now() - t)} ms`);

    const { server, cookie } = await startSignedIn({ email, password });
    const lines: string[] = [
      "| Period | first request ms | sequential p50 ms | sequential p95 ms | max ms | closed loop req/s | closed loop p95 ms | non-2xx |",
      "|---|---:|---:|---:|---:|---:|---:|---:|",
    ];
    let worst = 0;
    for (const period of [7, 30, 90]) {
      const urlPath = `${server.base}/api/admin/dashboard?period=${period}`;
      const firstStart = performance.now();
      const first = await fetch(urlPath, { headers: { cookie } });
      const body = (await first.json()) as { totals: unknown; members: unknown };
      const firstMs = performance.now() - firstStart;
      if (!first.ok) throw new Error(`dashboard ${period}: ${first.status}`);
      console.log(
        `  ${period} days: members ${JSON.stringify(body.members)}, totals ${JSON.stringify(body.totals)}`,
      );
      const times: number[] = [];
      for (let i = 0; i < REQUESTS; i++) {
        const start = performance.now();
        const res = await fetch(urlPath, { headers: { cookie } });
        await res.arrayBuffer();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const closed = await load({
        url: urlPath,
        connections: CONNECTIONS,
        seconds: DURATION_S,
        headers: { cookie },
      });
      worst = Math.max(worst, percentile(times, 95));
      lines.push(
        `| ${period} days | ${ms(firstMs)} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(times.at(-1)!)} | ${(closed.latencies.length / closed.result.duration).toFixed(1)} | ${ms(percentile(closed.latencies, 95))} | ${closed.result.non2xx} |`,
      );
    }

    // CSV export of every member, read as fast as the client can, the server's memory sampled.
    const before = rssMb(server);
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, rssMb(server))), 25);
    const started = performance.now();
    const res = await fetch(`${server.base}/api/admin/members/export.csv`, { headers: { cookie } });
    let bytes = 0;
    let newlines = 0;
    let firstByteMs = NaN;
    const reader = res.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
      bytes += value.byteLength;
      for (const b of value) if (b === 0x0a) newlines += 1;
    }
    const seconds = secondsSince(started);
    clearInterval(timer);
    const growth = peak - before;
    const csv = `CSV export: ${res.status}, ${newlines - 1} members + header, ${(bytes / 1024 / 1024).toFixed(1)} MB in ${seconds.toFixed(1)} s (first bytes after ${ms(firstByteMs)} ms); server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB: growth ${growth.toFixed(0)} MB (bar ≤ 64 MB: ${growth <= 64 ? "met" : "MISSED"})`;

    console.log(
      [
        "",
        ...header,
        ...notes,
        `EXPLAIN execution (warm, 90 days): ${executions.join(", ")}`,
        "",
        `GET /api/admin/dashboard: ${REQUESTS} sequential requests per period, then ${DURATION_S} s closed loop at ${CONNECTIONS} connections`,
        ...lines,
        "",
        `dashboard ≤ 200 ms (sequential p95, every period): worst ${ms(worst)} ms (${worst <= 200 ? "met" : "MISSED"})`,
        csv,
        `load average at the end ${loadAverage()}`,
      ].join("\n"),
    );
  });
}

await main();
