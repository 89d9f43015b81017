// Members directory and CSV import (bench/README.md, "Members directory and CSV import"). Generates
// 100k members with set-based SQL into a fresh PostgreSQL database (or REUSE_DB), starts the real
// server, signs an admin in and measures GET /api/members for every filter and sort of the directory
// under load, open loop at RATE req/s evenly paced, then closed loop; prints EXPLAIN (ANALYZE, BUFFERS)
// of the list and count queries built by the server's own query functions; then imports a 10k-row CSV
// through POST /api/admin/members/batch twice (the second must invite nobody; CSV=0 skips it).
import { parseMembersCsvBytes } from "@guilda/shared";
import { foldSearch } from "@guilda/shared/rules/directory-filters";
import { sql, type SQL } from "drizzle-orm";
import {
  countMembers,
  countQuery,
  countsChoosePlan,
  listMembers,
  plannedAsCount,
  searchPlan,
  type DirectoryCursor,
  type DirectoryFilter,
  type SortKey,
} from "../apps/server/src/modules/members/members.queries";
import type { Db } from "../apps/server/src/platform/db";
import { memberId, pick, unit, uuidOf } from "./generate";
import {
  benchAccount,
  explainWarm,
  generatedNote,
  getOk,
  loadAverage,
  loadSettings,
  ms,
  openThenClosed,
  rowsOf,
  rssMb,
  runHeader,
  secondsSince,
  timedSteps,
  withScratchDatabase,
} from "./support";
import type { Child, LoopFigures } from "./support";

const { WARMUP_S, DURATION_S, CONNECTIONS, RATE } = loadSettings({ warmup: 5 });
/** Only the cases whose name holds this text. */
const ONLY = process.env.ONLY ?? "";
const CSV_IMPORT = process.env.CSV !== "0";
const MEMBERS = 100_000;
const DEPTH = 50_000;
const CSV_ROWS = 10_000;
const PAGE = 24; // DIRECTORY_PAGE_SIZE, the default limit
const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Data

const ACCENTS = `'áàâãäåéèêëíìîïóòôõöúùûüçñýÁÀÂÃÄÉÊÍÓÔÕÚÇ', 'aaaaaaeeeeiiiiooooouuuucnyaaaaaeeiooouc'`;

const FIRST = [
  "João", "José", "Maria", "Ana", "Antônio", "Francisco", "Márcia", "Ângela", "Cecília", "Inês",
  "Lúcia", "Otávio", "Sérgio", "Fábio", "Gabriela", "Heitor", "Íris", "Larissa", "Marcos", "Luís",
  "Conceição", "Bruno", "Carla", "Diego", "Joana", "Vitória", "Raí", "Thaís",
]; // prettier-ignore
const LAST = [
  "Silva", "Souza", "Araújo", "Gonçalves", "Simões", "Magalhães", "Brandão", "Conceição", "Pereira",
  "Lima", "Assunção", "Falcão", "Romão", "Lopes", "Carvalho", "Mendonça", "Câmara", "Estêvão", "Pinto",
  "Vieira", "Nogueira", "Guimarães",
]; // prettier-ignore
const CATEGORIES = ["Programação", "Design", "Negócios", "Idiomas"];
const COURSES = 12;

/**
 * 100k members (the admin, created through the server's account code, is number 1): names with
 * accents from 28 × 22 × 22 parts, unique usernames, 60% Padawan / 25% Jedi / 11% Mestre Jedi / 4%
 * Grande Mestre, points by level, 0.1% admins, 2% moderators, 70% students, created over two years
 * (whole milliseconds, like the server's own dates); 12 courses, course access for 1 in 6 members,
 * category access for 1 in 17.
 */
async function generate(db: Db, now: Date) {
  const since = (m: string) =>
    `date_trunc('milliseconds', '${now.toISOString()}'::timestamptz - ${unit("created", m)} * interval '730 days')`;
  const first = pick(FIRST, "first", "m");
  const last = pick(LAST, "last", "m");
  const statements: [string, string][] = [
    [
      "users",
      `insert into users (id, name, email, email_verified, created_at, updated_at)
       select ${memberId("m")}, 'Membro ' || m, 'membro' || m || '@bench.guilda.local', true, t, t
       from (select m, ${since("m")} as t from generate_series(2, ${MEMBERS}) m) s`,
    ],
    [
      "profiles",
      `insert into profiles (id, full_name, username, email, avatar_url, level, points, is_admin, is_moderator,
                             is_student, created_at, updated_at, last_active_at)
       select ${memberId("m")}, f || ' ' || l || case when m % 3 = 0 then ' ' || ${pick(LAST, "last2", "m")} else '' end,
              lower(translate(f || '.' || l, ${ACCENTS})) || m, 'membro' || m || '@bench.guilda.local',
              case when m % 3 = 0 then '/media/avatars/' || m || '.jpg' end,
              lv, case lv when 'Padawan' then 0 when 'Jedi' then 200 when 'Mestre Jedi' then 1000 else 5000 end
                  + floor(${unit("points", "m")} * case lv when 'Padawan' then 200 when 'Jedi' then 800
                                                          when 'Mestre Jedi' then 4000 else 20000 end)::int,
              m % 1000 = 7, m % 50 = 3, ${unit("student", "m")} < 0.7, t, t,
              least('${now.toISOString()}'::timestamptz, t + ${unit("active", "m")} * interval '400 days')
       from (select m, ${since("m")} as t, ${first} as f, ${last} as l,
                    case when ${unit("level", "m")} < 0.60 then 'Padawan' when ${unit("level", "m")} < 0.85 then 'Jedi'
                         when ${unit("level", "m")} < 0.96 then 'Mestre Jedi' else 'Grande Mestre' end as lv
             from generate_series(2, ${MEMBERS}) m) s`,
    ],
    [
      "courses",
      `insert into courses (id, title, slug, category, is_published)
       select ${uuidOf("'bench-course:' || k")}, 'Curso ' || k, 'bench-curso-' || k,
              (array[${CATEGORIES.map((c) => `'${c}'`).join(",")}])[1 + k % ${CATEGORIES.length}], true
       from generate_series(1, ${COURSES}) k`,
    ],
    [
      "user_courses",
      `insert into user_courses (user_id, course_id, access_granted, purchased_at)
       select ${memberId("m")}, ${uuidOf(`'bench-course:' || (1 + (m + j * 5) % ${COURSES})`)}, m % 60 <> 0,
              '${now.toISOString()}'::timestamptz - (m % 300) * interval '1 day'
       from generate_series(6, ${MEMBERS}, 6) m cross join lateral generate_series(0, m % 3) j`,
    ],
    [
      "user_course_categories",
      `insert into user_course_categories (user_id, category, access_granted)
       select ${memberId("m")}, (array[${CATEGORIES.map((c) => `'${c}'`).join(",")}])[1 + m % ${CATEGORIES.length}], true
       from generate_series(17, ${MEMBERS}, 17) m`,
    ],
    ["vacuum analyze", "vacuum analyze"],
  ];
  const started = performance.now();
  const steps = await timedSteps(statements, (text) => db.execute(sql.raw(text)));
  const counts = rowsOf(
    await db.execute(
      sql.raw(`select (select count(*) from profiles)::int as members,
        (select count(*) from profiles where search_text like '%joao%')::int as joao,
        (select count(*) from profiles where level = 'Jedi')::int as jedi,
        (select count(*) from profiles where is_moderator and not is_admin)::int as moderators,
        (select count(*) from user_courses)::int as user_courses,
        (select count(*) from user_course_categories)::int as user_course_categories`),
    ),
  )[0]!;
  return { seconds: secondsSince(started), steps, counts };
}

// ---------------------------------------------------------------------------------------------
// The server's queries, captured for EXPLAIN

async function explain(db: Db, query: SQL) {
  const { plan, lines, execution } = await explainWarm(
    db,
    query,
    /Scan|SubPlan|Join|Sort|Limit|Aggregate|Filter:|Index Cond:|Recheck Cond:/,
  );
  const seq = plan.some((l) => /Seq Scan on profiles\b/.test(l));
  return {
    seq,
    lines: [`${seq ? "  ** SEQ SCAN ON profiles **" : "  no seq scan on profiles"}`, ...lines],
    execution,
  };
}

// ---------------------------------------------------------------------------------------------
// Processes (bench/support.ts)

type DirectoryPage = { items: { id: string }[]; next_cursor: string | null; matched: number; total: number };

async function getPage(server: Child, cookie: string, urlPath: string) {
  return JSON.parse(await getOk(server.base + urlPath, cookie, `GET ${urlPath}`)) as DirectoryPage;
}

// ---------------------------------------------------------------------------------------------
// Load

type Case = { name: string; query: string; filter: DirectoryFilter; sort: SortKey; cursor?: DirectoryCursor };
type Measured = LoopFigures & {
  name: string;
  query: string;
  matched: number;
  listSeq: boolean;
  countSeq: boolean;
  listMs: number;
  /** NaN: not counted (a page after a cursor). */
  countMs: number;
};

/** Mirrors members.service.ts directory(): the filter the server builds for these query parameters. */
function filterOf(p: {
  q?: string;
  level?: string;
  role?: DirectoryFilter["role"];
  access?: DirectoryFilter["access"];
  since?: Date;
}): DirectoryFilter {
  const search = p.q ? foldSearch(p.q) : "";
  return {
    search: search || undefined,
    level: p.level,
    role: p.role ?? "all",
    access: p.access ?? "all",
    since: p.since,
  };
}

const encodeCursor = (c: DirectoryCursor) => Buffer.from(JSON.stringify(c)).toString("base64url");

// ---------------------------------------------------------------------------------------------
// CSV

const CSV_FIRST = ["João", "Ângela", "Conceição", "Inês", "Márcio", "Çeci", "Luíza", "Sebastião", "Zoé"];
const CSV_LAST = ["Gonçalves", "Araújo", "Simões", "Assunção", "Brandão", "Falcão", "Ávila"];

/**
 * A 10k-row "Nome;Email" file as Excel pt-BR writes it (Windows-1252, CRLF): 100 invalid e-mails,
 * 100 repeated addresses (in capitals), 20 addresses of existing members, a few quoted names and
 * formula cells; the other 9,780 are new.
 */
function buildCsv() {
  const lines = ["Nome;Email"];
  let previous = "";
  for (let i = 1; i <= CSV_ROWS; i++) {
    let name = `${CSV_FIRST[i % CSV_FIRST.length]} ${CSV_LAST[(i * 7) % CSV_LAST.length]} ${i}`;
    if (i % 1000 === 3) name = `"${name}; filho"`;
    if (i % 1000 === 4) name = `=${name}`;
    let email = `convidado.${i}@exemplo.com.br`;
    if (i % 100 === 50) email = `email-invalido-${i}`;
    else if (i % 100 === 99) email = previous.toUpperCase();
    else if (i % 500 === 7) email = `membro${i * 3}@bench.guilda.local`;
    previous = email;
    lines.push(`${name};${email}`);
  }
  return Buffer.from(lines.join("\r\n") + "\r\n", "latin1");
}

type BatchAnswer = { summary: { invited: number; skipped: number; errors: number; emails_failed: number } };

async function importBatch(server: Child, cookie: string, body: string) {
  let peak = rssMb(server);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(server))), 50);
  const before = rssMb(server);
  const t = performance.now();
  const response = await fetch(`${server.base}/api/admin/members/batch`, {
    method: "POST",
    headers: { cookie, origin: server.base, "content-type": "application/json" },
    body,
  });
  const text = await response.text();
  const seconds = secondsSince(t);
  clearInterval(timer);
  const after = rssMb(server);
  if (!response.ok) throw new Error(`batch: ${response.status} ${text.slice(0, 300)}`);
  return { seconds, before, after, peak: Math.max(peak, after), answer: JSON.parse(text) as BatchAnswer };
}

// ---------------------------------------------------------------------------------------------
// Run

async function main() {
  const header = [
    runHeader("Members"),
    `GET /api/members as an admin, ${CONNECTIONS} connections, warm-up ${WARMUP_S} s (not counted), then per case ${DURATION_S} s at ${RATE} req/s offered (open loop) and ${DURATION_S} s closed loop`,
  ];
  console.log(header.join("\n"));
  await withScratchDatabase("members", async ({ reuse, database, note, startSignedIn }) => {
    const notes = [note];
    const db = database.db;
    await database.migrate();
    const email = "admin@bench.guilda.local";
    let now = new Date();
    // A reused database keeps its admin; the password is set anew for this run.
    const { password } = await benchAccount(db, !!reuse, {
      email,
      fullName: "Administração do Benchmark",
      username: "admin-bench",
      createdAt: new Date(now.getTime() - 800 * DAY_MS),
      profile: { is_admin: true },
    });
    if (reuse) {
      const [row] = rowsOf(
        await db.execute(sql`select max(created_at) as at from profiles where email <> ${email}`),
      );
      now = new Date(String(row!.at));
      await db.execute(sql`vacuum analyze profiles`);
      notes.push(`reused, generated before; its newest member joined ${now.toISOString()}`);
    } else {
      notes.push(generatedNote(await generate(db, now)));
    }
    console.log(notes.join("\n"));

    // The deep page: the 50,000th member of the default order, encoded as the service encodes it.
    const at = async (offset: number) => {
      const [row] = rowsOf(
        await db.execute(
          sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as v, id from profiles
              order by created_at desc, id desc offset ${offset} limit 1`,
        ),
      );
      return { v: String(row!.v), i: String(row!.id) } satisfies DirectoryCursor;
    };
    const deep = await at(DEPTH - 1);
    const since30 = new Date(now.getTime() - 30 * DAY_MS);
    const since365 = new Date(now.getTime() - 365 * DAY_MS);
    // Every filter value and every sort of the directory (spec §9) at least once, searches included.
    const all: Case[] = [
      { name: "default (newest)", query: "", filter: filterOf({}), sort: "created_at" },
      { name: "search joao", query: "q=joao", filter: filterOf({ q: "joao" }), sort: "created_at" },
      {
        name: "search João, A–Z",
        query: `q=${encodeURIComponent("João")}&sort=full_name`,
        filter: filterOf({ q: "João" }),
        sort: "full_name",
      },
      {
        name: "search rare, by points",
        query: "q=falcao%20raí&sort=points",
        filter: filterOf({ q: "falcao raí" }),
        sort: "points",
      },
      {
        name: "search 2 letters",
        query: "q=jo&sort=username",
        filter: filterOf({ q: "jo" }),
        sort: "username",
      },
      { name: "A–Z", query: "sort=full_name", filter: filterOf({}), sort: "full_name" },
      { name: "by level", query: "sort=level", filter: filterOf({}), sort: "level" },
      {
        name: "Jedi by points",
        query: "level=Jedi&sort=points",
        filter: filterOf({ level: "Jedi" }),
        sort: "points",
      },
      { name: "Padawan", query: "level=Padawan", filter: filterOf({ level: "Padawan" }), sort: "created_at" },
      { name: "admins", query: "role=admin", filter: filterOf({ role: "admin" }), sort: "created_at" },
      {
        name: "moderators",
        query: "role=moderator",
        filter: filterOf({ role: "moderator" }),
        sort: "created_at",
      },
      { name: "students", query: "role=student", filter: filterOf({ role: "student" }), sort: "created_at" },
      {
        name: "no role, A–Z",
        query: "role=member&sort=full_name",
        filter: filterOf({ role: "member" }),
        sort: "full_name",
      },
      {
        name: "with access",
        query: "access=with_access",
        filter: filterOf({ access: "with_access" }),
        sort: "created_at",
      },
      {
        name: "no access",
        query: "access=no_access",
        filter: filterOf({ access: "no_access" }),
        sort: "created_at",
      },
      {
        name: "only courses, by points",
        query: "access=only_courses&sort=points",
        filter: filterOf({ access: "only_courses" }),
        sort: "points",
      },
      {
        name: "only categories",
        query: "access=only_categories",
        filter: filterOf({ access: "only_categories" }),
        sort: "created_at",
      },
      {
        name: "last 30 days by username",
        query: "period=last_30_days&sort=username",
        filter: filterOf({ since: since30 }),
        sort: "username",
      },
      {
        name: "last year, Mestre Jedi, students",
        query: "period=last_year&level=Mestre%20Jedi&role=student",
        filter: filterOf({ since: since365, level: "Mestre Jedi", role: "student" }),
        sort: "created_at",
      },
      {
        name: `deep page (${DEPTH / 1000}k in)`,
        query: `cursor=${encodeCursor(deep)}`,
        filter: filterOf({}),
        sort: "created_at",
        cursor: deep,
      },
    ];
    const cases = all.filter((c) => c.name.includes(ONLY));

    // EXPLAIN of the server's own queries: the page (limit + 1, as the service asks) and the count.
    const explained = new Map<
      string,
      { list: Awaited<ReturnType<typeof explain>>; count: Awaited<ReturnType<typeof explain>> | undefined }
    >();
    // The server counts only on a first page, and keeps a count a few seconds (members.counts.ts):
    // these are the counts' costs when they are taken.
    // The count's statement, explained as the server plans it (plannedAsCount).
    const explainCount = (f?: DirectoryFilter) =>
      plannedAsCount(db, f, (d) => explain(d, countQuery(db, f).getSQL()));
    console.log("\nEXPLAIN (ANALYZE, BUFFERS), second run:");
    const everyone = await countMembers(db);
    for (const c of cases) {
      // The plan the service chooses for a search from the counts it keeps (searchPlan).
      const plan = countsChoosePlan(c.filter, c.sort)
        ? searchPlan(c.filter, c.sort, PAGE + 1, {
            matched: await countMembers(db, c.filter),
            total: everyone,
          })
        : undefined;
      const list = await explain(db, listMembers(db, c.filter, c.sort, PAGE + 1, c.cursor, plan).getSQL());
      // A page after a cursor is not counted: its case shows the list alone.
      const count = c.cursor ? undefined : await explainCount(c.filter);
      explained.set(c.name, { list, count });
      console.log(
        [
          `${c.name}: listMembers${plan ? ` (${plan})` : ""}`,
          ...list.lines,
          `${c.name}: countMembers (matched)`,
          ...(count?.lines ?? ["  not counted (cursor)"]),
        ].join("\n"),
      );
    }
    const total = await explainCount();
    console.log(["unfiltered total: countMembers()", ...total.lines].join("\n"));

    const { server, cookie } = await startSignedIn({ email, password });

    // The computed cursor is the one the server hands out: three pages of 100 lead to the 300th member.
    let cursor: string | null = null;
    for (let i = 0; i < 3; i++)
      cursor = (await getPage(server, cookie, `/api/members?limit=100${cursor ? `&cursor=${cursor}` : ""}`))
        .next_cursor;
    if (cursor !== encodeCursor(await at(299)))
      throw new Error(`the computed cursor differs from the server's: ${cursor}`);
    notes.push(
      "deep cursor: computed like the service; checked equal to the server's after a chain of 3 pages",
    );

    const measured: Measured[] = [];
    for (const c of cases) {
      const urlPath = `/api/members${c.query ? `?${c.query}` : ""}`;
      const first = await getPage(server, cookie, urlPath);
      if (first.items.length === 0) throw new Error(`${c.name}: no members`);
      // A first page carries the counts; a page after a cursor does not (the client keeps them).
      const matched = c.cursor
        ? (await getPage(server, cookie, urlPath.replace(/[?&]cursor=[^&]*/, ""))).matched
        : first.matched;
      if (c.cursor && first.matched !== null) throw new Error(`${c.name}: a cursor page brought counts`);
      const figures = await openThenClosed({
        url: server.base + urlPath,
        cookie,
        connections: CONNECTIONS,
        warmup: WARMUP_S,
        seconds: DURATION_S,
        rate: RATE,
        isWarmupPaced: true,
      });
      const e = explained.get(c.name)!;
      const m: Measured = {
        name: c.name,
        query: c.query,
        matched: matched ?? 0,
        ...figures,
        listSeq: e.list.seq,
        countSeq: e.count?.seq ?? false,
        listMs: e.list.execution,
        countMs: e.count?.execution ?? NaN,
      };
      measured.push(m);
      console.log(
        `  ${c.name}: matched ${m.matched}, at ${RATE} req/s p50 ${ms(m.p50)} ms, p95 ${ms(m.p95)} ms, p99 ${ms(m.p99)} ms; closed loop ${m.closedRps.toFixed(0)} req/s, p95 ${ms(m.closedP95)} ms; non-2xx ${m.non2xx}, errors ${m.errors} (load ${loadAverage()})`,
      );
    }

    // CSV import: parse as the browser does, then the valid rows in one batch, twice.
    const csv: string[] = [];
    let firstImport: Awaited<ReturnType<typeof importBatch>> | undefined;
    let secondImport: Awaited<ReturnType<typeof importBatch>> | undefined;
    let endToEnd = 0;
    if (CSV_IMPORT) {
      const t = performance.now();
      const bytes = buildCsv();
      const parsed = parseMembersCsvBytes(bytes);
      if (!parsed.ok) throw new Error(`CSV refused: ${parsed.error}`);
      const parseSeconds = secondsSince(t);
      const body = JSON.stringify({
        mode: "invite",
        source: "csv",
        members: parsed.rows.map((r) => ({ name: r.name, email: r.email, line: r.line, tags: r.tags })),
      });
      firstImport = await importBatch(server, cookie, body);
      endToEnd = secondsSince(t);
      secondImport = await importBatch(server, cookie, body);
      const [storedRows] = rowsOf(
        await db.execute(
          sql`select (select count(*) from member_invites)::int as invites, (select count(*) from mail_outbox)::int as mails`,
        ),
      );
      csv.push(
        `CSV: ${CSV_ROWS} rows, ${(bytes.byteLength / 1024).toFixed(0)} KB (Windows-1252, CRLF); parsed in ${(parseSeconds * 1000).toFixed(0)} ms: ${parsed.rows.length} valid, ${parsed.errors.length} row errors`,
        `first import: ${firstImport.seconds.toFixed(2)} s request, ${endToEnd.toFixed(2)} s end to end (build + parse + request); summary ${JSON.stringify(firstImport.answer.summary)}; server RSS ${firstImport.before.toFixed(0)} → ${firstImport.after.toFixed(0)} MB (peak ${firstImport.peak.toFixed(0)})`,
        `second import (same batch): ${secondImport.seconds.toFixed(2)} s; summary ${JSON.stringify(secondImport.answer.summary)}; server RSS ${secondImport.before.toFixed(0)} → ${secondImport.after.toFixed(0)} MB (peak ${secondImport.peak.toFixed(0)})`,
        `stored after both: ${String(storedRows?.invites)} invites, ${String(storedRows?.mails)} outbox mails`,
      );
      console.log(csv.join("\n"));
    }

    const table = [
      `| Case | Query | Matched | p50 ms | p95 ms | p99 ms (${RATE} req/s offered) | closed loop req/s | closed loop p95 ms | non-2xx | list: seq scan, exec ms | count (first page only): seq scan, exec ms |`,
      "|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|",
      ...measured.map(
        (m) =>
          `| ${m.name} | \`${m.query.length > 40 ? `${m.query.slice(0, 37)}…` : m.query || "(none)"}\` | ${m.matched} | ${ms(m.p50)} | ${ms(m.p95)} | ${ms(m.p99)} | ${m.closedRps.toFixed(0)} | ${ms(m.closedP95)} | ${m.non2xx} | ${m.listSeq ? "**yes**" : "no"}, ${m.listMs.toFixed(2)} | ${Number.isNaN(m.countMs) ? "not counted" : `${m.countSeq ? "**yes**" : "no"}, ${m.countMs.toFixed(2)}`} |`,
      ),
      `| unfiltered total (first page only) | | | | | | | | | | ${total.seq ? "**yes**" : "no"}, ${total.execution.toFixed(2)} |`,
    ];
    const verdict = (ok: boolean) => (ok ? "met" : "MISSED");
    const worst = Math.max(...measured.map((m) => m.p95));
    const seqCases = measured.filter((m) => m.listSeq || m.countSeq).map((m) => m.name);
    const verdicts = [
      `Directory p95 ≤ 50 ms at ${RATE} req/s offered in every case: worst ${ms(worst)} ms (${verdict(worst <= 50)})`,
      `No seq scan on profiles: ${seqCases.length || total.seq ? `MISSED (${[...seqCases, ...(total.seq ? ["unfiltered total"] : [])].join(", ")})` : "met"}`,
    ];
    if (firstImport && secondImport) {
      const growth = firstImport.peak - firstImport.before;
      verdicts.push(
        `CSV import ≤ 15 s end to end: ${endToEnd.toFixed(2)} s (${verdict(endToEnd <= 15)}); memory growth ≤ 100 MB: peak ${growth.toFixed(0)} MB over the start (${verdict(growth <= 100)})`,
        `Re-import invites nobody: invited ${secondImport.answer.summary.invited} (${verdict(secondImport.answer.summary.invited === 0)})`,
      );
    }
    console.log(
      [
        "",
        ...header,
        ...notes,
        "",
        ...table,
        "",
        ...csv,
        "",
        ...verdicts,
        `load average at the end ${loadAverage()}`,
      ].join("\n"),
    );
  });
}

await main();
