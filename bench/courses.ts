// Courses (bench/README.md, "Courses"). Generates 10k members, 200 published courses (one of them
// 20 modules × 15 lessons, the others 4 × 5), grants, and 200k progress rows with set-based SQL,
// into a new PGlite data dir and a new PostgreSQL database; starts the real server on each, signs
// members in and measures the course page, a lesson page and the catalog at 8 connections (closed
// loop), then progress saves offered at 100 per second for 60 s (open loop).
import { rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createDatabase, type DatabaseOptions, type Db } from "../apps/server/src/platform/db";
import { memberId, uuidOf } from "./generate";
import {
  benchAccount,
  dataFolder,
  load,
  loadSettings,
  newDatabase,
  percentile,
  rowsOf,
  rssMb,
  secondsSince,
  signIn,
  startServer,
  stop,
  type Child,
} from "./support";

const TARGETS = (process.env.COURSE_TARGETS ?? "pglite,postgres").split(",");
const { WARMUP_S, DURATION_S, CONNECTIONS } = loadSettings();
const WRITE_RATE = Number(process.env.WRITE_RATE ?? 100);
const WRITE_S = Number(process.env.WRITE_SECONDS ?? 60);
const MEMBERS = 10_000;
const COURSES = 200;
const BIG = { modules: 20, lessons: 15 };
const SMALL = { modules: 4, lessons: 5 };
/** Members who save progress during the write run (each signs in once; a 4th sign-in within 10 s is refused). */
const WRITERS = 3;
const CATEGORIES = ["Programação", "Design", "Negócios", "Idiomas", "Restauração"];

const courseId = (k: string) => uuidOf(`'bench-course:' || (${k})`);
const moduleId = (k: string, j: string) => uuidOf(`'bench-module:' || (${k}) || ':' || (${j})`);
const lessonId = (k: string, j: string, l: string) =>
  uuidOf(`'bench-lesson:' || (${k}) || ':' || (${j}) || ':' || (${l})`);

/**
 * Course 1 is the big one (20 × 15 lessons); courses 2–200 have 4 × 5. Every member holds grants to
 * five courses (course 1 for one in four), one in ten a category grant; every member has progress
 * on 20 lessons (half of them completed), the benchmark's members on 150 lessons of course 1.
 */
async function generate(db: Db, viewers: string[], now: Date) {
  const iso = now.toISOString();
  const lessonsPer = (k: string) => `case when ${k} = 1 then ${BIG.lessons} else ${SMALL.lessons} end`;
  const modulesPer = (k: string) => `case when ${k} = 1 then ${BIG.modules} else ${SMALL.modules} end`;
  const viewerList = viewers.map((v) => `'${v}'`).join(",");
  const statements: [string, string][] = [
    [
      "users",
      `insert into users (id, name, email, email_verified, created_at, updated_at)
       select ${memberId("m")}, 'Aluno ' || m, 'aluno' || m || '@bench.guilda.local', true, now(), now()
       from generate_series(1, ${MEMBERS}) m`,
    ],
    [
      "profiles",
      `insert into profiles (id, full_name, username, email)
       select ${memberId("m")}, 'Aluno ' || m, 'aluno' || m, 'aluno' || m || '@bench.guilda.local'
       from generate_series(1, ${MEMBERS}) m`,
    ],
    [
      "courses",
      `insert into courses (id, title, slug, category, description, is_published, published_at, "order")
       select ${courseId("k")}, 'Curso de benchmark ' || k, 'bench-curso-' || k,
              (array[${CATEGORIES.map((c) => `'${c}'`).join(",")}])[1 + k % ${CATEGORIES.length}],
              'Descrição do curso ' || k || E'.\\n\\n**Conteúdo** em _markdown_.', true,
              '${iso}'::timestamptz - k * interval '1 day', k
       from generate_series(1, ${COURSES}) k`,
    ],
    [
      "course_modules",
      `insert into course_modules (id, course_id, title, position)
       select ${moduleId("k", "j")}, ${courseId("k")}, 'Módulo ' || j, j
       from generate_series(1, ${COURSES}) k cross join lateral generate_series(1, ${modulesPer("k")}) j`,
    ],
    [
      "course_lessons",
      `insert into course_lessons (id, module_id, course_id, title, slug, kind, video_url, content,
                                   duration_seconds, position, release_after_days)
       select ${lessonId("k", "j", "l")}, ${moduleId("k", "j")}, ${courseId("k")}, 'Aula ' || j || '.' || l,
              'aula-' || j || '-' || l, case when l % 4 = 0 then 'text' else 'video' end,
              case when l % 4 = 0 then null else 'https://youtu.be/dQw4w9WgXcQ' end,
              '## Aula ' || j || '.' || l || E'\\n\\nTexto da aula com uma lista:\\n\\n- um\\n- dois',
              300 + (l * 37) % 900, l, case when j = ${BIG.modules} and k = 1 then 30 end
       from generate_series(1, ${COURSES}) k
       cross join lateral generate_series(1, ${modulesPer("k")}) j
       cross join lateral generate_series(1, ${lessonsPer("k")}) l`,
    ],
    [
      "user_courses",
      `insert into user_courses (user_id, course_id, access_granted, purchased_at, expires_at)
       select ${memberId("m")}, ${courseId(`case when j = 0 and m % 4 = 0 then 1 else 2 + (m * 7 + j * 13) % ${COURSES - 1} end`)},
              true, '${iso}'::timestamptz - (m % 200) * interval '1 day',
              case when m % 9 = 0 then '${iso}'::timestamptz + interval '90 days' end
       from generate_series(1, ${MEMBERS}) m cross join generate_series(0, 4) j
       on conflict do nothing`,
    ],
    [
      "user_course_categories",
      `insert into user_course_categories (user_id, category, access_granted)
       select ${memberId("m")}, (array[${CATEGORIES.map((c) => `'${c}'`).join(",")}])[1 + m % ${CATEGORIES.length}], true
       from generate_series(10, ${MEMBERS}, 10) m`,
    ],
    [
      "lesson_progress",
      `insert into lesson_progress (user_id, lesson_id, course_id, position_seconds, seconds_watched, completed,
                                    completed_at, updated_at)
       select ${memberId("m")}, ${lessonId("k", "1 + i % 4", "1 + i % 5")}, ${courseId("k")}, 120, 280, i % 2 = 0,
              case when i % 2 = 0 then '${iso}'::timestamptz - i * interval '1 hour' end,
              '${iso}'::timestamptz - i * interval '1 hour'
       from generate_series(1, ${MEMBERS}) m cross join generate_series(0, 19) i
       cross join lateral (select 2 + (m * 7 + (i / 5) * 13) % ${COURSES - 1} as k) c
       on conflict do nothing`,
    ],
    [
      "benchmark members on course 1",
      `insert into user_courses (user_id, course_id, purchased_at)
       select v, ${courseId("1")}, '${iso}'::timestamptz - interval '10 days' from unnest(array[${viewerList}]) v`,
    ],
    [
      "their progress on course 1",
      `insert into lesson_progress (user_id, lesson_id, course_id, position_seconds, seconds_watched, completed,
                                    completed_at, updated_at)
       select v, ${lessonId("1", "j", "l")}, ${courseId("1")}, 60, case when n <= 100 then 600 else 60 end,
              n <= 100, case when n <= 100 then '${iso}'::timestamptz - n * interval '1 minute' end,
              '${iso}'::timestamptz - n * interval '1 minute'
       from unnest(array[${viewerList}]) v
       cross join lateral (select j, l, (j - 1) * ${BIG.lessons} + l as n
                           from generate_series(1, 10) j cross join generate_series(1, ${BIG.lessons}) l) x`,
    ],
    ["analyze", "analyze"],
  ];
  const started = performance.now();
  for (const [step, text] of statements) {
    const t = performance.now();
    await db.execute(sql.raw(text));
    console.log(`  ${step}: ${secondsSince(t).toFixed(1)} s`);
  }
  const counts = rowsOf(
    await db.execute(
      sql.raw(`select (select count(*) from profiles)::int as members, (select count(*) from courses)::int as courses,
        (select count(*) from course_lessons)::int as lessons, (select count(*) from user_courses)::int as grants,
        (select count(*) from lesson_progress)::int as progress`),
    ),
  )[0]!;
  console.log(`  generated in ${secondsSince(started).toFixed(1)} s: ${JSON.stringify(counts)}`);
}

type Prepared = { accounts: { email: string; password: string; id: string }[] };

async function prepare(options: DatabaseOptions): Promise<Prepared> {
  const database = createDatabase(options);
  try {
    await database.migrate();
    const accounts: Prepared["accounts"] = [];
    for (let i = 1; i <= WRITERS; i++) {
      const email = `aluna${i}@bench.guilda.local`;
      const { id, password } = await benchAccount(database.db, false, {
        email,
        fullName: `Aluna do Benchmark ${i}`,
        username: `aluna-bench-${i}`,
      });
      accounts.push({ email, password, id });
    }
    await generate(
      database.db,
      accounts.map((a) => a.id),
      new Date(),
    );
    return { accounts };
  } finally {
    await database.close();
  }
}

type Figure = {
  name: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  errors: number;
};

async function measureGet(
  server: Child,
  cookie: string,
  name: string,
  urlPath: string,
  connections = CONNECTIONS,
): Promise<Figure> {
  const first = await fetch(server.base + urlPath, { headers: { cookie } });
  if (!first.ok) throw new Error(`GET ${urlPath}: ${first.status} ${(await first.text()).slice(0, 300)}`);
  await load({ url: server.base + urlPath, connections, seconds: WARMUP_S, headers: { cookie } });
  const { result, latencies } = await load({
    url: server.base + urlPath,
    connections,
    seconds: DURATION_S,
    headers: { cookie },
  });
  return {
    name,
    rps: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Progress saves spread over the writers and the 300 lessons of course 1, offered at WRITE_RATE/s. */
async function measureWrites(server: Child, cookies: string[], lessonIds: string[]): Promise<Figure> {
  const requests = [];
  for (let i = 0; i < lessonIds.length; i++)
    requests.push({
      method: "PUT",
      path: `/api/lessons/${lessonIds[i]}/progress`,
      headers: {
        cookie: cookies[i % cookies.length]!,
        origin: server.base,
        "content-type": "application/json",
      },
      body: JSON.stringify({ position_seconds: 30 + (i % 200), watched_delta: 15 }),
    });
  const before = rssMb(server);
  const { result, latencies } = await load({
    url: server.base,
    connections: 16,
    seconds: WRITE_S,
    rate: WRITE_RATE,
    requests,
  });
  console.log(`  server RSS ${before.toFixed(0)} MB → ${rssMb(server).toFixed(0)} MB during the writes`);
  return {
    name: `progress save, ${WRITE_RATE}/s offered for ${WRITE_S} s`,
    rps: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function run(label: string, env: Record<string, string>, prepared: Prepared) {
  // Saves far above a member's hourly budget: startServer lifts it, the limit is not what this measures.
  const server = await startServer(env);
  try {
    const cookies: string[] = [];
    for (const a of prepared.accounts) cookies.push(await signIn(server, a.email, a.password));
    const cookie = cookies[0]!;
    const page = (await (
      await fetch(`${server.base}/api/courses/bench-curso-1`, { headers: { cookie } })
    ).json()) as {
      modules: { lessons: { id: string; slug: string }[] }[];
      lesson_count: number;
      progress: { completed: number };
    };
    const lessons = page.modules.flatMap((m) => m.lessons);
    console.log(
      `${label}: course page has ${page.modules.length} modules, ${lessons.length} lessons, ${page.progress.completed} completed by the member`,
    );
    const figures = [
      await measureGet(server, cookie, "course page, 1 connection", "/api/courses/bench-curso-1", 1),
      await measureGet(server, cookie, "course page (20 × 15, with progress)", "/api/courses/bench-curso-1"),
      await measureGet(
        server,
        cookie,
        "lesson page",
        `/api/courses/bench-curso-1/lessons/${lessons[42]!.slug}`,
      ),
      await measureGet(server, cookie, "catalog (200 courses)", "/api/courses/catalog"),
      await measureWrites(
        server,
        cookies,
        lessons.slice(0, 14 * BIG.lessons).map((l) => l.id),
      ),
    ];
    console.log(`\n${label}, ${CONNECTIONS} connections unless said (saves: open loop):`);
    console.log(
      "| What | req/s | p50 ms | p95 ms | p99 ms | non-2xx | errors |\n|---|---|---|---|---|---|---|",
    );
    for (const f of figures)
      console.log(
        `| ${f.name} | ${f.rps.toFixed(0)} | ${f.p50.toFixed(1)} | ${f.p95.toFixed(1)} | ${f.p99.toFixed(1)} | ${f.non2xx} | ${f.errors} |`,
      );
    return figures;
  } finally {
    await stop(server);
  }
}

async function main() {
  console.log(
    `Courses benchmark, ${new Date().toISOString()}: node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  if (TARGETS.includes("pglite")) {
    const dataDir = dataFolder("courses");
    try {
      console.log("PGlite: generating…");
      const prepared = await prepare({ kind: "pglite", dataDir: path.join(dataDir, "pglite") });
      await run("PGlite", { DATA_DIR: dataDir }, prepared);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (TARGETS.includes("postgres")) {
    const scratch = await newDatabase("courses");
    const dataDir = dataFolder("courses");
    try {
      console.log("PostgreSQL: generating…");
      const prepared = await prepare({ kind: "postgres", url: scratch.url });
      await run("PostgreSQL", { DATABASE_URL: scratch.url, DATA_DIR: dataDir }, prepared);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      await scratch.drop();
    }
  }
  console.log(
    `load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
}

await main();
process.exit(0);
