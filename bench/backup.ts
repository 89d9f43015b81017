// Backup and restore (bench/README.md, "Backup and restore"). Fills a database with 100k members
// and 1M rows of activity (posts, comments, likes, points) with set-based SQL, then measures a
// backup (the archive the admin screen and `npm run backup` write) and restores: time, archive size,
// and how much the process's memory grew while each ran (sampled every 20 ms). On PostgreSQL
// (scratch databases on BENCH_DATABASE_URL) and on PGlite (a temporary data dir, filled by restoring
// the PostgreSQL archive, then backed up itself).
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDatabase, type Database } from "../apps/server/src/platform/db";
import { createLocalStorage } from "../apps/server/src/platform/storage";
import { restoreBackup, type RestoreTarget } from "../apps/server/src/platform/backup/restore";
import { writeBackup } from "../apps/server/src/platform/backup/write";
import { FIRST_NAMES, generatedUsers, LAST_NAMES, memberId, pick, unit, uuidOf } from "./generate";
import { loadAverage, newDatabase, runHeader, secondsSince } from "./support";

const MEMBERS = 100_000;
const POSTS = 250_000;
const COMMENTS = 300_000;
const LIKES = 250_000;
const POINTS = 200_000;

function statements(): [string, string][] {
  const skewed = (salt: string, n: string) => `(2 + floor(power(${unit(salt, n)}, 2) * ${MEMBERS - 1}))::int`;
  const post = (salt: string, n: string) =>
    uuidOf(`'bench-post:' || (1 + floor(${unit(salt, n)} * ${POSTS})::int)`);
  return [
    ["users", generatedUsers(2, MEMBERS)],
    [
      "profiles",
      `insert into profiles (id, full_name, username, email, points, created_at, updated_at)
       select ${memberId("m")}, ${pick(FIRST_NAMES, "first", "m")} || ' ' || ${pick(LAST_NAMES, "last", "m")}, 'membro' || m,
              'membro' || m || '@bench.guilda.local', floor(${unit("points", "m")} * 3000)::int,
              now() - ${unit("joined", "m")} * interval '700 days', now()
       from generate_series(2, ${MEMBERS}) m`,
    ],
    [
      "spaces",
      `insert into spaces (id, name, slug, path, space_type, "order")
       values (${uuidOf("'bench-space:1'")}, 'Geral', 'geral-bench', '/espaco/geral-bench', 'publicacoes', 99)`,
    ],
    [
      "posts",
      `insert into posts (id, title, content, author_id, space_id, created_at)
       select ${uuidOf("'bench-post:' || k")}, 'Post ' || k, 'Texto da publicação ' || k || ' sobre manutenção e comunidade.',
              ${memberId(skewed("author", "k"))}, ${uuidOf("'bench-space:1'")}, now() - ${unit("post", "k")} * interval '365 days'
       from generate_series(1, ${POSTS}) k`,
    ],
    [
      "comments",
      `insert into post_comments (post_id, author_id, content, created_at)
       select ${post("cpost", "k")}, ${memberId(skewed("commenter", "k"))}, 'Comentário ' || k,
              now() - ${unit("comment", "k")} * interval '365 days'
       from generate_series(1, ${COMMENTS}) k`,
    ],
    [
      "likes",
      `insert into post_likes (post_id, user_id, created_at)
       select distinct on (1, 2) ${post("lpost", "k")}, ${memberId(skewed("liker", "k"))}, now()
       from generate_series(1, ${LIKES}) k
       on conflict do nothing`,
    ],
    [
      "points",
      `insert into points_ledger (user_id, points, reason, source, created_at)
       select ${memberId(skewed("earner", "k"))}, 10, 'post_published', 'bench-post:' || k,
              now() - ${unit("earned", "k")} * interval '365 days'
       from generate_series(1, ${POINTS}) k`,
    ],
  ];
}

/** Runs `work` while sampling this process's memory: seconds taken and the peak growth in MB. */
async function measured<T>(work: () => Promise<T>) {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: secondsSince(started), growthMb: (peak - before) / 1e6 };
  } finally {
    clearInterval(timer);
  }
}

async function fill(database: Database) {
  await database.migrate();
  for (const [label, text] of statements()) {
    const started = performance.now();
    await database.sql(text);
    process.stdout.write(`  ${label}: ${secondsSince(started).toFixed(1)} s\n`);
  }
  // The triggers of the search index ran on the way in; the planner learns the new sizes.
  await database.sql("analyze");
}

/**
 * PostgreSQL: generate, back up, restore into a fresh database. PGlite: that archive restored into a
 * fresh data dir (the move to the embedded database's format and back is the same code), then a
 * backup of that data dir — the same rows on both, without generating them twice.
 */
async function run() {
  const folder = mkdtempSync(path.join(os.tmpdir(), "guilda-bench-backup-"));
  const source = await newDatabase("backup_source");
  const target = await newDatabase("backup_target");
  const database = createDatabase({ kind: "postgres", url: source.url });
  const storage = (name: string) => createLocalStorage(path.join(folder, name, "uploads"));
  const restoreInto = (file: string, to: RestoreTarget, name: string) =>
    measured(() =>
      restoreBackup({ file, target: to, storage: storage(name), tmpDir: path.join(folder, name, "tmp") }),
    );
  try {
    process.stdout.write("\npostgres: generating…\n");
    await fill(database);
    const fromPostgres = path.join(folder, "postgres.zip");
    const pgBackup = await measured(() =>
      writeBackup({ database, storage: storage("source"), file: fromPostgres }),
    );
    await database.close();
    process.stdout.write(
      `  backup: ${pgBackup.seconds.toFixed(1)} s, memory +${pgBackup.growthMb.toFixed(0)} MB\n`,
    );
    const pgRestore = await restoreInto(fromPostgres, { kind: "postgres", url: target.url }, "pg-target");
    process.stdout.write(
      `  restore: ${pgRestore.seconds.toFixed(1)} s, memory +${pgRestore.growthMb.toFixed(0)} MB\n`,
    );

    const embeddedDir = path.join(folder, "pglite-target", "pglite");
    const pgliteRestore = await restoreInto(
      fromPostgres,
      { kind: "pglite", dataDir: embeddedDir },
      "pglite-target",
    );
    process.stdout.write(
      `pglite: restore ${pgliteRestore.seconds.toFixed(1)} s, memory +${pgliteRestore.growthMb.toFixed(0)} MB\n`,
    );
    const embedded = createDatabase({ kind: "pglite", dataDir: embeddedDir });
    const fromPglite = path.join(folder, "pglite.zip");
    const pgliteBackup = await measured(() =>
      writeBackup({ database: embedded, storage: storage("pglite-target"), file: fromPglite }),
    );
    await embedded.close();
    const rowsOf = (tables: { rows: number }[]) => tables.reduce((sum, table) => sum + table.rows, 0);
    return [
      {
        kind: "postgres",
        rows: rowsOf(pgBackup.result.tables),
        size: statSync(fromPostgres).size / 1e6,
        backup: pgBackup,
        restore: pgRestore,
      },
      {
        kind: "pglite",
        rows: rowsOf(pgliteBackup.result.tables),
        size: statSync(fromPglite).size / 1e6,
        backup: pgliteBackup,
        restore: pgliteRestore,
      },
    ];
  } finally {
    await database.close().catch(() => undefined);
    await source.drop();
    await target.drop();
    rmSync(folder, { recursive: true, force: true });
  }
}

process.stdout.write(runHeader("Backup and restore"));
const results = await run();
process.stdout.write(
  "\n| database | rows | archive | backup | memory growth | restore | memory growth |\n|---|---:|---:|---:|---:|---:|---:|\n",
);
for (const r of results)
  process.stdout.write(
    `| ${r.kind} | ${r.rows.toLocaleString("en-US")} | ${r.size.toFixed(1)} MB | ${r.backup.seconds.toFixed(1)} s | ${r.backup.growthMb.toFixed(0)} MB | ${r.restore.seconds.toFixed(1)} s | ${r.restore.growthMb.toFixed(0)} MB |\n`,
  );
process.stdout.write(`\nload average after: ${loadAverage()}\n`);
process.exit(0);
