// Search and agent retrieval (bench/README.md, "Search and retrieval"). Generates 100k posts and 2k
// lessons of Portuguese text (real words from the demo community, frequent and rare, plus made-up
// rare words) with set-based SQL — the search triggers index every row as it is written — into a
// new PGlite data dir and a new PostgreSQL database, then times `retrieve()` (access rules
// included) for a member with grants to 10 of 100 courses, over questions typed the way members do.
import { readFileSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createDatabase, type DatabaseOptions, type Db } from "../apps/server/src/platform/db";
import { retrieve, type RetrievalViewer } from "../apps/server/src/modules/search/search.service";
import { search } from "../apps/server/src/modules/search/search-page.service";
import { wireModules } from "../apps/server/src/wiring";
import type { Viewer } from "../apps/server/src/platform/http/context";
import { FIRST_NAMES, LAST_NAMES } from "../apps/server/src/seed/demo-content";
import { loadAverage, percentile, root, rowsOf, secondsSince } from "./support";
import { memberId, pick as pickValue, uuidOf } from "./generate";

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const TARGETS = (process.env.SEARCH_TARGETS ?? "pglite,postgres").split(",");
const POSTS = Number(process.env.SEARCH_POSTS ?? 100_000);
const COURSES = 100;
const LESSONS_PER_COURSE = 20;
const ROUNDS = Number(process.env.ROUNDS ?? 10);
/** The search page's other sources: members, events, suggestions. */
const MEMBERS = Number(process.env.SEARCH_MEMBERS ?? 10_000);
const EVENTS = 2_000;
const SUGGESTIONS = 5_000;
/** What the search page measures: 'retrieve' (agents), 'page' (/search-results) or both. */
const MEASURE = (process.env.SEARCH_MEASURE ?? "retrieve,page").split(",");

/** Questions as members type them, with and without accents. */
const QUESTIONS = [
  "Qual verniz usar em pele e tecidos?",
  "como tirar o desmoldante da peca",
  "escala de conservacao C10",
  "quanto vou pagar de impostos na importacao",
  "fundo infinito com cartolina",
  "titulo do anuncio",
  "ferramenta para restaurar action figure",
  "réplica ou impressão 3D para peças faltantes",
  "silica gel na caixa",
  "codigo de rastreio",
  "foco da colecao",
  "fornecedores de acrilico",
  "como limpar a pintura sem danificar",
  "onde comprar peças originais",
  "estacao de solda para reparos",
  "qual a melhor luz para fotografar",
];

/** The demo community's words (frequent: they head the list) and made-up rare ones after them. */
function vocabulary(): string[] {
  const demo = readFileSync(path.join(root, "apps/server/src/seed/demo-content.ts"), "utf8");
  const words = [...new Set(demo.toLowerCase().match(/\p{L}{4,}/gu) ?? [])];
  const syllables = [
    "ba",
    "ce",
    "di",
    "fo",
    "gu",
    "la",
    "me",
    "ni",
    "po",
    "ru",
    "sa",
    "te",
    "vi",
    "xo",
    "za",
  ];
  const rare: string[] = [];
  for (const a of syllables) for (const b of syllables) for (const c of syllables) rare.push(`${a}${b}${c}s`);
  return [...words, ...rare];
}

async function generate(db: Db, authorId: string) {
  const words = vocabulary();
  const started = performance.now();
  await db.execute(sql`create table bench_words (i int primary key, w text not null)`);
  await db.execute(
    sql.raw(
      `insert into bench_words select i, w from unnest(array[${words.map((w) => `'${w}'`).join(",")}]) with ordinality as t(w, i)`,
    ),
  );
  // A word of the row: skewed to the head of the list (squared hash), so common words are common.
  const pick = (row: string, i: string) =>
    `(select w from bench_words where i = 1 + floor(${words.length} * power(((hashtext((${row})::text || ':' || ${i}) & 2147483647) % 100000) / 100000.0, 2))::int)`;
  const text = (row: string, n: number) =>
    `(select string_agg(${pick(row, "g")}, ' ') from generate_series(1, ${n}) g)`;
  const statements: [string, string][] = [
    [
      "spaces",
      `insert into spaces (id, name, slug, path, space_type, is_private, "order")
       select ${uuidOf("'bench-space:' || s")}, 'Espaço ' || s, 'bench-espaco-' || s, '/espaco/bench-espaco-' || s,
              'publicacoes', s % 5 = 0, s
       from generate_series(1, 20) s`,
    ],
    [
      "posts",
      `insert into posts (title, content, author_id, space_id, created_at)
       select ${text("p", 6)}, ${text("500000 + p", 40)}, '${authorId}', ${uuidOf("'bench-space:' || (1 + p % 20)")},
              now() - p * interval '1 minute'
       from generate_series(1, ${POSTS}) p`,
    ],
    [
      "courses",
      `insert into courses (id, title, slug, description, is_published, published_at)
       select ${uuidOf("'bench-course:' || k")}, 'Curso ' || ${text("1000000 + k", 3)}, 'bench-curso-' || k,
              ${text("2000000 + k", 25)}, k % 10 <> 0, now()
       from generate_series(1, ${COURSES}) k`,
    ],
    [
      "modules",
      `insert into course_modules (id, course_id, title, position)
       select ${uuidOf("'bench-module:' || k")}, ${uuidOf("'bench-course:' || k")}, 'Módulo', 0
       from generate_series(1, ${COURSES}) k`,
    ],
    [
      "lessons",
      `insert into course_lessons (module_id, course_id, title, slug, kind, content, position, is_preview, release_after_days)
       select ${uuidOf("'bench-module:' || k")}, ${uuidOf("'bench-course:' || k")}, ${text("3000000 + k * 100 + l", 4)},
              'aula-' || l, 'text',
              ${text("4000000 + k * 100 + l", 120)} || E'\\n\\n' || ${text("5000000 + k * 100 + l", 120)} || E'\\n\\n' || ${text("6000000 + k * 100 + l", 120)},
              l, l = 1, case when l > 15 then 30 else null end
       from generate_series(1, ${COURSES}) k cross join generate_series(1, ${LESSONS_PER_COURSE}) l`,
    ],
    [
      "members",
      `with m as (select g, ${pickValue(FIRST_NAMES, "first", "g")} || ' ' || ${pickValue(LAST_NAMES, "last", "g")} as name
                  from generate_series(1, ${MEMBERS}) g),
       u as (insert into users (id, name, email, email_verified, created_at, updated_at)
             select ${memberId("g")}, name, 'membro' || g || '@bench.guilda.local', true, now(), now() from m)
       insert into profiles (id, full_name, username, email)
       select ${memberId("g")}, name, 'membro' || g, 'membro' || g || '@bench.guilda.local' from m`,
    ],
    [
      "events",
      `insert into events (space_id, title, description, starts_at, ends_at, location, status)
       select ${uuidOf("'bench-space:' || (1 + e % 20)")}, ${text("7000000 + e", 5)}, ${text("8000000 + e", 60)},
              now() + (e - ${EVENTS / 2}) * interval '3 hours', now() + (e - ${EVENTS / 2}) * interval '3 hours' + interval '1 hour',
              ${text("9000000 + e", 2)}, case when e % 25 = 0 then 'cancelled' else 'scheduled' end
       from generate_series(1, ${EVENTS}) e`,
    ],
    [
      "suggestions",
      `insert into suggestions (title, description, status)
       select ${text("10000000 + s", 6)}, ${text("11000000 + s", 50)},
              (array['nova','em_analise','planejada','em_andamento','concluida','recusada','duplicada'])[1 + s % 7]
       from generate_series(1, ${SUGGESTIONS}) s`,
    ],
    [
      "grants",
      `insert into user_courses (user_id, course_id, purchased_at)
       select '${authorId}', ${uuidOf("'bench-course:' || k")}, now() - interval '5 days'
       from generate_series(1, 100, 10) k`,
    ],
  ];
  for (const [name, statement] of statements) {
    const t = performance.now();
    await db.execute(sql.raw(statement));
    console.log(`  ${name}: ${secondsSince(t).toFixed(1)} s`);
  }
  await db.execute(sql`analyze`);
  const counts = rowsOf(
    await db.execute(sql`select (select count(*) from search_chunks)::int as chunks,
      (select count(*) from search_terms)::int as terms`),
  )[0]!;
  console.log(`  generated and indexed in ${secondsSince(started).toFixed(1)} s: ${JSON.stringify(counts)}`);
}

async function measure(label: string, db: Db, viewer: RetrievalViewer) {
  for (const q of QUESTIONS) await retrieve(db, viewer, q, { scope: null }); // warm-up
  const times: number[] = [];
  let found = 0;
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of QUESTIONS) {
      const t = performance.now();
      const passages = await retrieve(db, viewer, q, { scope: null });
      times.push(performance.now() - t);
      found += passages.length;
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label}: ${times.length} retrievals, ${(found / times.length).toFixed(1)} passages each — p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`,
  );
}

/**
 * The search page as the route answers it: every group's first five (members from the directory
 * included), then page 2 of the posts group, for each question.
 */
async function measurePage(label: string, db: Db, viewer: Viewer) {
  const ctx = { db, viewer };
  for (const q of QUESTIONS) await search(ctx, { q, page: 1 }); // warm-up
  const overview: number[] = [];
  const paged: number[] = [];
  let found = 0;
  for (let r = 0; r < ROUNDS; r++) {
    for (const q of QUESTIONS) {
      let t = performance.now();
      const page = await search(ctx, { q, page: 1 });
      overview.push(performance.now() - t);
      found += page.groups.reduce((n, g) => n + g.items.length, 0);
      t = performance.now();
      await search(ctx, { q, kind: "posts", page: 2 });
      paged.push(performance.now() - t);
    }
  }
  const line = (name: string, times: number[]) => {
    times.sort((a, b) => a - b);
    return `${name} p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`;
  };
  console.log(
    `${label}: ${overview.length} searches, ${(found / overview.length).toFixed(1)} results each — ${line("every group:", overview)}; ${line("posts page 2:", paged)} (load ${loadAverage()})`,
  );
}

const pageViewer = (isAdmin: boolean): Viewer => ({
  userId: "bench-search-member",
  email: "membro@bench.guilda.local",
  profile: { is_admin: isAdmin, is_moderator: false } as Viewer["profile"],
});

async function measureAll(label: string, db: Db) {
  if (MEASURE.includes("retrieve")) {
    await measure(`${label}, member`, db, pageViewer(false));
    await measure(`${label}, admin`, db, pageViewer(true));
  }
  if (MEASURE.includes("page")) {
    await measurePage(`${label}, search page, member`, db, pageViewer(false));
    await measurePage(`${label}, search page, admin`, db, pageViewer(true));
  }
}

async function run(label: string, options: DatabaseOptions) {
  const database = createDatabase(options);
  try {
    await database.migrate();
    const authorId = "bench-search-member";
    await database.db.execute(
      sql`insert into users (id, name, email, email_verified, created_at, updated_at)
          values (${authorId}, 'Membro', 'membro@bench.guilda.local', true, now(), now())`,
    );
    await database.db.execute(
      sql`insert into profiles (id, full_name, username, email)
          values (${authorId}, 'Membro do Benchmark', 'membro-bench', 'membro@bench.guilda.local')`,
    );
    console.log(`${label}: generating…`);
    await generate(database.db, authorId);
    await measureAll(label, database.db);
  } finally {
    await database.close();
  }
}

async function main() {
  // Retrieval asks the access rules the modules register (the server does this when it builds its app).
  wireModules();
  if (process.env.SEARCH_DATABASE) {
    // Measure again on a database kept by SEARCH_KEEP_DB, without generating.
    const database = createDatabase({ kind: "postgres", url: process.env.SEARCH_DATABASE, max: 4 });
    await measureAll("PostgreSQL (kept)", database.db);
    await database.close();
    return;
  }
  console.log(
    `Search benchmark, ${new Date().toISOString()}: node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? "?"}, ${POSTS} posts, ${COURSES * LESSONS_PER_COURSE} lessons, ${MEMBERS} members, ${EVENTS} events, ${SUGGESTIONS} suggestions`,
  );
  if (TARGETS.includes("pglite")) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "guilda-bench-search-"));
    try {
      await run("PGlite", { kind: "pglite", dataDir: path.join(dataDir, "pglite") });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (TARGETS.includes("postgres")) {
    const name = `bench_search_${Date.now()}`;
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    try {
      await run("PostgreSQL", { kind: "postgres", url: url.toString(), max: 4 });
    } finally {
      if (process.env.SEARCH_KEEP_DB) console.log(`kept database ${name}`);
      else await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }
}

await main();
