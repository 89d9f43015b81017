// Supplier directory (bench/README.md, "Supplier directory"). Generates 10k suppliers with set-based
// SQL into a fresh PostgreSQL database (the search index is written by the migration's triggers, as
// for suppliers saved through the API), prints EXPLAIN (ANALYZE, BUFFERS) of the page and count
// queries the server builds for each case with its own query functions, then starts the real server,
// signs a member in and measures GET /api/suppliers (filters, sorts, searches, a deep page) and
// GET /api/suppliers/facets under load: open loop at an evenly paced rate, then closed loop.
import type { SupplierSort } from "@guilda/shared/rules/suppliers";
import { sql, type SQL } from "drizzle-orm";
import {
  countApproved,
  listApproved,
  type DirectoryFilter,
} from "../apps/server/src/modules/suppliers/suppliers.queries";
import type { Db } from "../apps/server/src/platform/db";
import { prefixQuery } from "../apps/server/src/platform/search/match";
import { pick, unit } from "./generate";
import {
  benchAccount,
  explainWarm,
  generatedNote,
  getOk,
  loadAverage,
  loadSettings,
  ms,
  openThenClosed,
  recording,
  rowsOf,
  runHeader,
  secondsSince,
  timedSteps,
  withScratchDatabase,
} from "./support";
import type { Child, LoopFigures } from "./support";

const { WARMUP_S, DURATION_S, CONNECTIONS, RATE } = loadSettings();
const SUPPLIERS = 10_000;
const PAGE = 24; // SUPPLIER_PAGE_SIZE, the default page size

// ---------------------------------------------------------------------------------------------
// Data

const list = (values: string[]) => `array[${values.map((v) => `'${v}'`).join(",")}]`;

const KINDS = [
  "Casa",
  "Ateliê",
  "Empório",
  "Loja",
  "Galeria",
  "Antiquário",
  "Sebo",
  "Oficina",
  "Armazém",
  "Estúdio",
];
const TRADES = [
  "das Moedas", "dos Relógios", "de Selos", "Numismática", "Filatélica", "dos Brinquedos", "de Quadrinhos",
  "da Restauração", "de Cédulas", "de Medalhas", "de Discos", "de Postais", "das Miniaturas", "de Porcelanas",
]; // prettier-ignore
const PLACES = [
  "Paulista",
  "Mineira",
  "do Sul",
  "Imperial",
  "Central",
  "do Vale",
  "Antiga",
  "Nova",
  "da Serra",
  "do Porto",
];
const CATEGORIES = [
  "Moedas", "Cédulas", "Medalhas", "Selos", "Relógios", "Brinquedos antigos", "Quadrinhos", "Livros",
  "Restauração", "Porcelanas", "Discos", "Postais", "Fotografias", "Miniaturas", "Álbuns e acessórios",
  "Militaria", "Canetas", "Rádios antigos", "Cartões telefônicos", "Avaliação e perícia",
]; // prettier-ignore
const CITIES: [string, string][] = [
  ["São Paulo", "SP"], ["Campinas", "SP"], ["Santos", "SP"], ["Rio de Janeiro", "RJ"], ["Niterói", "RJ"],
  ["Belo Horizonte", "MG"], ["Ouro Preto", "MG"], ["Curitiba", "PR"], ["Londrina", "PR"], ["Porto Alegre", "RS"],
  ["Florianópolis", "SC"], ["Salvador", "BA"], ["Recife", "PE"], ["Fortaleza", "CE"], ["Belém", "PA"],
  ["Manaus", "AM"], ["Goiânia", "GO"], ["Brasília", "DF"], ["Vitória", "ES"], ["São Luís", "MA"],
  ["Natal", "RN"], ["João Pessoa", "PB"], ["Maceió", "AL"], ["Aracaju", "SE"], ["Teresina", "PI"],
  ["Cuiabá", "MT"], ["Campo Grande", "MS"], ["Porto Velho", "RO"], ["Rio Branco", "AC"], ["Macapá", "AP"],
  ["Boa Vista", "RR"], ["Palmas", "TO"],
]; // prettier-ignore
const WORDS = [
  "peças raras", "atendimento cuidadoso", "envio para todo o Brasil", "certificado de autenticidade",
  "avaliação gratuita", "compra de coleções inteiras", "restauração artesanal", "catálogo atualizado",
  "troca de duplicatas", "preços justos", "embalagem reforçada", "consultoria para iniciantes",
]; // prettier-ignore

/**
 * 10,000 suppliers: names from 10 × 14 × 10 parts plus the number (accents in most), 1–3 of 20
 * categories, 32 cities in the 27 UFs, a two-sentence description; 92% approved, 5% pending, 3%
 * rejected; 0–39 ratings each (count and sum only: the directory reads those), 7% verified.
 */
async function generate(db: Db, now: Date) {
  const city = `(${list(CITIES.map(([c]) => c))})[k]`;
  const uf = `(${list(CITIES.map(([, u]) => u))})[k]`;
  const statements: [string, string][] = [
    [
      "suppliers",
      `insert into suppliers (name, description, categories, city, uf, website, instagram, whatsapp, is_verified,
                              status, rating_count, rating_sum, created_at, updated_at)
       select ${pick(KINDS, "kind", "n")} || ' ' || ${pick(TRADES, "trade", "n")} || ' ' || ${pick(PLACES, "place", "n")} || ' ' || n,
              'Especialistas em ' || lower(${pick(CATEGORIES, "c1", "n")}) || ' com ' || ${pick(WORDS, "w1", "n")}
                || '. Também oferecemos ' || ${pick(WORDS, "w2", "n")} || ' e ' || ${pick(WORDS, "w3", "n")} || '.',
              (select array_agg(distinct c) from unnest(array[${pick(CATEGORIES, "c1", "n")},
                      case when ${unit("c2?", "n")} < 0.6 then ${pick(CATEGORIES, "c2", "n")} end,
                      case when ${unit("c3?", "n")} < 0.3 then ${pick(CATEGORIES, "c3", "n")} end]) c where c is not null),
              ${city}, ${uf},
              case when n % 3 = 0 then 'https://exemplo.com.br/fornecedor-' || n end,
              case when n % 2 = 0 then 'fornecedor' || n end,
              case when n % 4 = 1 then '55119' || lpad((n * 7919 % 100000000)::text, 8, '0') end,
              n % 14 = 0,
              case when n % 20 = 7 then 'pending' when n % 33 = 5 then 'rejected' else 'approved' end,
              rc, least(rc * 5, greatest(rc, round(rc * (2.2 + ${unit("avg", "n")} * 2.8))::int)),
              t, t
       from (select n, 1 + floor(${unit("city", "n")} * ${CITIES.length})::int as k,
                    floor(${unit("count", "n")} * 40)::int as rc,
                    date_trunc('milliseconds', '${now.toISOString()}'::timestamptz - ${unit("created", "n")} * interval '900 days') as t
             from generate_series(1, ${SUPPLIERS}) n) s`,
    ],
    ["vacuum analyze", "vacuum analyze"],
  ];
  const started = performance.now();
  const steps = await timedSteps(statements, (text) => db.execute(sql.raw(text)));
  const counts = rowsOf(
    await db.execute(
      sql.raw(`select (select count(*) from suppliers)::int as suppliers,
        (select count(*) from suppliers where status = 'approved')::int as approved,
        (select count(*) from search_chunks where kind = 'supplier')::int as passages,
        (select count(*) from search_terms)::int as terms,
        (select count(*) from suppliers where status = 'approved' and categories @> '{Moedas}')::int as moedas,
        (select count(*) from suppliers where status = 'approved' and uf = 'SP')::int as sp`),
    ),
  )[0]!;
  return { seconds: secondsSince(started), steps, counts };
}

// ---------------------------------------------------------------------------------------------
// The server's queries, for EXPLAIN

async function explain(db: Db, query: SQL) {
  const { plan, lines, execution } = await explainWarm(
    db,
    query,
    /Scan|SubPlan|Join|Sort|Limit|Aggregate|Filter:|Index Cond:|Recheck Cond:/,
  );
  const seq = plan.some((l) => /Seq Scan on (suppliers|search_chunks)\b/.test(l));
  return {
    seq,
    lines: [`${seq ? "  ** SEQ SCAN **" : "  no seq scan on suppliers or search_chunks"}`, ...lines],
    execution,
  };
}

// ---------------------------------------------------------------------------------------------
// Load

type Case = {
  name: string;
  query: string;
  q?: string;
  filter: Omit<DirectoryFilter, "match">;
  sort: SupplierSort;
  page?: number;
};
type Measured = LoopFigures & {
  name: string;
  query: string;
  total: number;
  listSeq: boolean;
  countSeq: boolean;
  listMs: number;
  countMs: number;
};

async function measure(server: Child, cookie: string, urlPath: string) {
  const url = server.base + urlPath;
  const body = await getOk(url, cookie, urlPath);
  const figures = await openThenClosed({
    url,
    cookie,
    connections: CONNECTIONS,
    warmup: WARMUP_S,
    seconds: DURATION_S,
    rate: RATE,
  });
  return { body: JSON.parse(body) as { total?: number; items?: unknown[] }, ...figures };
}

// ---------------------------------------------------------------------------------------------
// Run

async function main() {
  const header = [
    runHeader("Supplier directory"),
    `GET /api/suppliers as a member, ${CONNECTIONS} connections; warm-up ${WARMUP_S} s (not counted), then ${DURATION_S} s at ${RATE} req/s offered (open loop) and ${DURATION_S} s closed loop, per case`,
  ];
  console.log(header.join("\n"));
  await withScratchDatabase("suppliers", async ({ reuse, database, note, startSignedIn }) => {
    const notes = [note];
    const db = database.db;
    const email = "membro@bench.guilda.local";
    if (!reuse) {
      await database.migrate();
      const now = new Date();
      notes.push(generatedNote(await generate(db, now)));
    }
    // A new account each run, reused database or not.
    await db.execute(sql`delete from users where email = ${email}`);
    const { password } = await benchAccount(db, false, {
      email,
      fullName: "Membro do Benchmark",
      username: `membro-bench-${Date.now()}`,
      createdAt: new Date(),
    });
    console.log(notes.join("\n"));

    const cases: Case[] = [
      { name: "default (best rated)", query: "", filter: {}, sort: "rating" },
      { name: "A–Z", query: "sort=name", filter: {}, sort: "name" },
      { name: "category", query: "category=Moedas", filter: { category: "Moedas" }, sort: "rating" },
      { name: "UF, A–Z", query: "uf=SP&sort=name", filter: { uf: "SP" }, sort: "name" },
      { name: "search, no accents", query: "q=relogios", q: "relogios", filter: {}, sort: "rating" },
      { name: "search, prefix", query: "q=moed", q: "moed", filter: {}, sort: "rating" },
      {
        name: "search + category + UF",
        query: `q=${encodeURIComponent("restauração paulista")}&category=Restaura%C3%A7%C3%A3o&uf=SP`,
        q: "restauração paulista",
        filter: { category: "Restauração", uf: "SP" },
        sort: "rating",
      },
      { name: "deep page (200th)", query: "sort=name&page=200", filter: {}, sort: "name", page: 200 },
    ];

    // ONLY=search: the cases whose name holds that text (and no facets), to look at one thing again.
    const only = process.env.ONLY;
    if (only) cases.splice(0, cases.length, ...cases.filter((c) => c.name.includes(only)));
    console.log("\nEXPLAIN (ANALYZE, BUFFERS), second run:");
    const explained = new Map<
      string,
      { list: Awaited<ReturnType<typeof explain>>; count: Awaited<ReturnType<typeof explain>> }
    >();
    for (const c of cases) {
      const match = c.q ? (prefixQuery(c.q) ?? undefined) : undefined;
      const filter: DirectoryFilter = { ...c.filter, match };
      const offset = ((c.page ?? 1) - 1) * PAGE;
      const listPlan = await explain(db, listApproved(db, filter, c.sort, PAGE, offset).getSQL());
      const seen: SQL[] = [];
      await countApproved(recording(db, seen), filter);
      const countPlan = await explain(db, seen[0]!);
      explained.set(c.name, { list: listPlan, count: countPlan });
      console.log(
        [
          `${c.name}${match ? ` (tsquery ${match})` : ""}: listApproved`,
          ...listPlan.lines,
          `${c.name}: countApproved`,
          ...countPlan.lines,
        ].join("\n"),
      );
    }

    const { server, cookie } = await startSignedIn({ email, password });

    console.log("\nLoad:");
    // The floor: the session and the member's profile, which every request above also reads.
    const floor = await measure(server, cookie, "/api/me");
    console.log(
      `  floor (GET /api/me): p50 ${ms(floor.p50)} ms, p95 ${ms(floor.p95)} ms, p99 ${ms(floor.p99)} ms; closed loop ${floor.closedRps.toFixed(0)} req/s, p95 ${ms(floor.closedP95)} ms`,
    );
    const measured: Measured[] = [];
    for (const c of cases) {
      const urlPath = `/api/suppliers${c.query ? `?${c.query}` : ""}`;
      const m = await measure(server, cookie, urlPath);
      if (!m.body.items?.length) throw new Error(`${c.name}: no suppliers`);
      const e = explained.get(c.name)!;
      const row: Measured = {
        name: c.name,
        query: c.query,
        total: m.body.total ?? 0,
        p50: m.p50,
        p95: m.p95,
        p99: m.p99,
        closedRps: m.closedRps,
        closedP95: m.closedP95,
        non2xx: m.non2xx,
        errors: m.errors,
        listSeq: e.list.seq,
        countSeq: e.count.seq,
        listMs: e.list.execution,
        countMs: e.count.execution,
      };
      measured.push(row);
      console.log(
        `  ${c.name}: total ${row.total}, p50 ${ms(row.p50)} ms, p95 ${ms(row.p95)} ms, p99 ${ms(row.p99)} ms; closed loop ${row.closedRps.toFixed(0)} req/s, p95 ${ms(row.closedP95)} ms; non-2xx ${row.non2xx}, errors ${row.errors}`,
      );
    }
    const facets = only
      ? { p50: NaN, p95: NaN, p99: NaN, closedRps: NaN, closedP95: NaN, non2xx: 0, errors: 0 }
      : await measure(server, cookie, "/api/suppliers/facets");
    console.log(
      `  facets: p50 ${ms(facets.p50)} ms, p95 ${ms(facets.p95)} ms, p99 ${ms(facets.p99)} ms; closed loop ${facets.closedRps.toFixed(0)} req/s, p95 ${ms(facets.closedP95)} ms; non-2xx ${facets.non2xx}, errors ${facets.errors}`,
    );

    const table = [
      `| Case | Query | Matched | p50 ms | p95 ms | p99 ms (${RATE} req/s offered) | closed loop req/s | closed loop p95 | page: seq scan, exec ms | count: seq scan, exec ms |`,
      "|---|---|---:|---:|---:|---:|---:|---:|---|---|",
      ...measured.map(
        (m) =>
          `| ${m.name} | \`${m.query || "(none)"}\` | ${m.total.toLocaleString("en")} | ${ms(m.p50)} | **${ms(m.p95)}** | ${ms(m.p99)} | ${m.closedRps.toFixed(0)} | ${ms(m.closedP95)} | ${m.listSeq ? "**yes**" : "no"}, ${m.listMs.toFixed(2)} | ${m.countSeq ? "**yes**" : "no"}, ${m.countMs.toFixed(2)} |`,
      ),
      `| facets | \`/api/suppliers/facets\` | | ${ms(facets.p50)} | **${ms(facets.p95)}** | ${ms(facets.p99)} | ${facets.closedRps.toFixed(0)} | ${ms(facets.closedP95)} | | |`,
      `| floor: the session alone | \`/api/me\` | | ${ms(floor.p50)} | ${ms(floor.p95)} | ${ms(floor.p99)} | ${floor.closedRps.toFixed(0)} | ${ms(floor.closedP95)} | | |`,
    ];
    const worst = Math.max(...measured.map((m) => m.p95), facets.p95);
    const errors = measured.reduce((n, m) => n + m.non2xx + m.errors, facets.non2xx + facets.errors);
    const seqCases = measured.filter((m) => m.listSeq || m.countSeq).map((m) => m.name);
    console.log(
      [
        "",
        ...header,
        ...notes,
        "",
        ...table,
        "",
        `Directory p95 ≤ 50 ms at ${RATE} req/s in every case: worst ${ms(worst)} ms (${worst <= 50 ? "met" : "MISSED"})`,
        `No seq scan on suppliers or search_chunks: ${seqCases.length ? `MISSED (${seqCases.join(", ")})` : "met"}`,
        `Errors and non-2xx answers: ${errors}`,
        `load average at the end ${loadAverage()}`,
      ].join("\n"),
    );
  });
}

await main();
