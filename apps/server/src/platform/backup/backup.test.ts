import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  statSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { backupMessages as m } from "@guilda/shared/messages/backups";
import { ZipArchive } from "archiver";
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import yauzl from "yauzl";
import { createApp } from "../../app";
import { createDeps } from "../../bootstrap";
import { loadConfig } from "../../config";
import { rescore } from "../../modules/gamification/gamification.service";
import { seedDemo } from "../../seed/seed";
import { createTestApp, PUBLIC_URL, TestClient } from "../../test/harness";
import { freePort, ServerProcess } from "../../test/server-process";
import { scratchPostgres } from "../../test/scratch-postgres";
import { createDatabase, ident, migrationsFolder, type Database } from "../db";
import { createLogger } from "../logger";
import { createLocalStorage } from "../storage";
import { EXCLUDED_TABLES, listForeignKeys, listTables } from "./catalog";
import { BackupError, SHIPPED_MIGRATIONS, type Manifest } from "./manifest";
import { inspectBackup, restoreBackup, type RestoreTarget } from "./restore";
import { writeBackup } from "./write";

type App = Awaited<ReturnType<typeof createTestApp>>;

const PASSWORD = "senha-da-demo-2026";
const AUTH_SECRET = "test-secret-with-at-least-32-characters!!";
/** The PostgreSQL server of the run on PostgreSQL (unset on the embedded run). */
const serverUrl = process.env.TEST_DATABASE_URL || undefined;

const tmp = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

async function countRows(database: Database) {
  const counts = new Map<string, number>();
  for (const table of await listTables({ query: async (text) => (await database.sql(text)).rows })) {
    const { rows } = await database.sql(`select count(*)::int as n from ${ident(table.name)}`);
    counts.set(table.name, Number(rows[0].n));
  }
  return counts;
}

/** A fresh target: an embedded data dir, or a brand-new PostgreSQL database. */
async function freshTarget(kind: "pglite" | "postgres") {
  const dataDir = tmp("guilda-restored-");
  if (kind === "pglite") {
    const target: RestoreTarget = { kind, dataDir: path.join(dataDir, "pglite") };
    return {
      dataDir,
      target,
      env: {} as Record<string, string>,
      open: () => createDatabase({ kind: "pglite", dataDir: path.join(dataDir, "pglite") }),
      drop: async () => undefined,
    };
  }
  const scratch = await scratchPostgres(serverUrl!, "guilda_restore");
  return {
    dataDir,
    target: { kind, url: scratch.url } as RestoreTarget,
    env: { DATABASE_URL: scratch.url } as Record<string, string>,
    open: () => createDatabase({ kind: "postgres", url: scratch.url, max: 2 }),
    drop: scratch.drop,
  };
}

/** The app on a restored database, in-process, with the same secret as before. */
function appOn(database: Database, dataDir: string, env: Record<string, string>) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL,
    AUTH_SECRET,
    LOG_LEVEL: "silent",
    WEB_DIST: "/nonexistent",
    ...env,
  });
  const deps = createDeps(config, database, createLogger("silent"));
  return { app: createApp(deps), deps };
}

/** Rewrites an archive entry by entry, changing what `edit` changes (a damaged or forged copy). */
async function rewrite(from: string, to: string, edit: (name: string, data: Buffer) => Buffer | null) {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(from, { lazyEntries: true }, (err, z) => (err ? reject(err) : resolve(z))),
  );
  const out = new ZipArchive({ zlib: { level: 1 } });
  const written = pipeline(out, createWriteStream(to));
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      zip.openReadStream(entry, async (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const data = edit(entry.fileName, Buffer.concat(chunks));
        if (data) out.append(data, { name: entry.fileName });
        zip.readEntry();
      });
    });
    zip.on("end", () => resolve());
    zip.on("error", reject);
    zip.readEntry();
  });
  await Promise.all([out.finalize(), written]);
}

const CLI = (name: string) => path.join(import.meta.dirname, `../../cli/${name}.ts`);

/** Runs one of the commands as `npm run backup` / `npm run restore` do. */
function command(name: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", CLI(name), ...args], {
      env: { ...process.env, LOG_LEVEL: "warn", AUTH_SECRET, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

// README, 'Do banco embutido para o PostgreSQL': backup on the embedded database, restore into
// PostgreSQL, start with DATABASE_URL — the commands and the server as an operator runs them.
describe.runIf(serverUrl)("the move from the embedded database to PostgreSQL", () => {
  it("npm run backup on PGlite, npm run restore into PostgreSQL, the server starts there and members sign in", async () => {
    const embedded = tmp("guilda-embedded-");
    const seeded = await command("seed", [], { DATA_DIR: embedded, DATABASE_URL: "" });
    expect(seeded.code, seeded.stderr).toBe(0);
    const password = seeded.stdout.match(/Senha:\s+(\S+)/)![1]!;
    const email = seeded.stdout.match(/Membro:\s+(\S+)/)![1]!;

    const backup = await command("backup", [], { DATA_DIR: embedded, DATABASE_URL: "" });
    expect(backup.code, backup.stderr).toBe(0);
    const file = backup.stdout.match(/^Backup feito: (.+\.zip)$/m)![1]!;
    expect(file.startsWith(path.join(embedded, "backups"))).toBe(true);
    expect(backup.stdout).toMatch(/\d+ tabelas, [\d.]+ linhas, 0 arquivos/);
    // Off a terminal the progress is a few lines, in pt-BR.
    expect(backup.stderr).toContain("Copiando o banco…");

    const scratch = await scratchPostgres(serverUrl!, "guilda_move");
    try {
      // In place, as the README says: the same DATA_DIR (its uploads are the archive's own), now
      // with DATABASE_URL.
      const env = { DATA_DIR: embedded, DATABASE_URL: scratch.url };
      const restored = await command("restore", [file], env);
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toMatch(/restaurado em PostgreSQL \(DATABASE_URL\)/);
      expect(restored.stderr).toContain("Conferindo o arquivo…");
      // Again into the same database: refused without --force, replaced with it.
      const again = await command("restore", [file], env);
      expect(again.code).toBe(1);
      expect(again.stderr).toMatch(
        /O destino não está vazio: o banco PostgreSQL de DATABASE_URL já tem tabelas\. Use --force/,
      );
      expect((await command("restore", [file, "--force"], env)).code).toBe(0);
      expect((await command("restore", [], env)).code).toBe(2);

      const server = new ServerProcess(await freePort(), {
        ...env,
        AUTH_SECRET,
        ADMIN_EMAIL: "chefe@exemplo.com.br",
        ADMIN_PASSWORD: "senha do chefe 2026",
      });
      await server.start();
      try {
        const signIn = await server.call("POST", "/api/auth/sign-in/email", { email, password });
        expect(signIn.status).toBe(200);
        const feed = await server.call("GET", "/api/posts?limit=5");
        expect(feed.status).toBe(200);
        expect(feed.json.items.length).toBeGreaterThanOrEqual(5);
      } finally {
        await server.kill("SIGTERM");
      }
    } finally {
      await scratch.drop();
    }
  }, 600_000);
});

describe("backup and restore (one archive for PGlite and PostgreSQL)", () => {
  let t: App;
  let source: Database;
  let archive: string;
  let manifest: Manifest;
  let member: TestClient;
  let memberEmail: string;
  let avatarUrl: string;
  let avatarBytes: Buffer;
  const drops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    // The member writes in a loop while a backup runs: the hourly budgets must not stop them.
    const roomy = { max: 100_000, windowSeconds: 60 };
    t = await createTestApp({
      env: { AUTH_SECRET, WRITE_LIMITS: JSON.stringify({ posts: roomy, comments: roomy, reactions: roomy }) },
    });
    source = t.deps.database;
    const demo = await seedDemo(t.db, PASSWORD);
    memberEmail = demo.memberEmail;
    member = t.client();
    expect(
      (await member.post("/api/auth/sign-in/email", { email: memberEmail, password: PASSWORD })).status,
    ).toBe(200);
    // A file the member uploaded: their photo.
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#3a7" } })
      .png()
      .toBuffer();
    const up = await member.request("POST", "/api/uploads?purpose=avatar", undefined, {
      rawBody: png,
      headers: { "content-type": "application/octet-stream" },
    });
    expect(up.status, up.text).toBe(201);
    avatarUrl = up.json.url;
    const served = await t.app.request(`${PUBLIC_URL}${avatarUrl}`, {
      headers: { cookie: [...member.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    });
    avatarBytes = Buffer.from(await served.arrayBuffer());
    expect(avatarBytes.length).toBeGreaterThan(0);

    archive = path.join(tmp("guilda-archive-"), "demo.zip");
    manifest = await writeBackup({ database: source, storage: t.deps.storage, file: archive });
  }, 300_000);
  afterAll(async () => {
    for (const drop of drops) await drop().catch(() => undefined);
  });

  it("writes one archive: every table's rows, every file, and a manifest with counts and checksums", async () => {
    expect(manifest.format).toBe("guilda-backup");
    expect(manifest.source).toBe(source.kind);
    expect(manifest.migrations).toEqual(SHIPPED_MIGRATIONS);
    const counts = await countRows(source);
    expect(new Map(manifest.tables.map((table) => [table.name, table.rows]))).toEqual(counts);
    expect(manifest.tables.find((table) => table.name === "posts")!.rows).toBeGreaterThan(10);
    expect(manifest.files.count).toBe(1);
    expect(manifest.files.items[0]!.key).toBe(avatarUrl.replace("/media/media_uploads/", ""));
    expect(manifest.files.items[0]!.size).toBe(avatarBytes.length);
    // No secret: the auth secret lives outside the database.
    expect(readFileSync(archive).includes(Buffer.from(AUTH_SECRET))).toBe(false);
  });

  for (const kind of ["pglite", "postgres"] as const) {
    it.runIf(kind === "pglite" || serverUrl)(
      `restores into a fresh ${kind === "pglite" ? "PGlite" : "PostgreSQL"}: same rows, valid keys, same points, search, passwords and files`,
      async () => {
        const fresh = await freshTarget(kind);
        drops.push(fresh.drop);
        const storage = createLocalStorage(path.join(fresh.dataDir, "uploads"));
        const restored = await restoreBackup({
          file: archive,
          target: fresh.target,
          storage,
          tmpDir: path.join(fresh.dataDir, "tmp"),
        });
        expect(restored.created_at).toBe(manifest.created_at);
        const database = fresh.open();
        // Every table holds what the source held at the backup (the source has moved on since:
        // sign-ins, searches).
        const before = new Map(manifest.tables.map((table) => [table.name, table.rows]));
        expect(await countRows(database)).toEqual(before);
        // Every foreign key is back (adding them checked every row).
        const keys = { query: async (text: string) => (await database.sql(text)).rows };
        const sourceKeys = { query: async (text: string) => (await source.sql(text)).rows };
        expect((await listForeignKeys(keys)).length).toBe((await listForeignKeys(sourceKeys)).length);
        expect((await listForeignKeys(keys)).length).toBeGreaterThan(100);
        // Points agree with the ledger.
        expect((await rescore(database.db)).differences).toEqual([]);

        const { app } = appOn(database, fresh.dataDir, fresh.env);
        const again = new TestClient(app);
        // The member signs in with the old password, and finds the same things.
        const signIn = await again.post("/api/auth/sign-in/email", {
          email: memberEmail,
          password: PASSWORD,
        });
        expect(signIn.status, signIn.text).toBe(200);
        for (const query of ["manutencao", "comunidade"]) {
          const was = await member.get(`/api/search?q=${query}`);
          const now = await again.get(`/api/search?q=${query}`);
          expect(now.status).toBe(200);
          expect(JSON.stringify(now.json)).toBe(JSON.stringify(was.json));
        }
        const feedWas = await member.get("/api/posts?limit=5");
        const feedNow = await again.get("/api/posts?limit=5");
        expect(feedNow.json.items.map((p: { id: string }) => p.id)).toEqual(
          feedWas.json.items.map((p: { id: string }) => p.id),
        );
        // The photo is served with the same bytes.
        const file = await app.request(`${PUBLIC_URL}${avatarUrl}`, {
          headers: { cookie: [...again.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
        });
        expect(file.status).toBe(200);
        expect(Buffer.from(await file.arrayBuffer()).equals(avatarBytes)).toBe(true);

        // A second restore into the same target is refused, and the target is left as it is.
        await database.close();
        const refused = restoreBackup({
          file: archive,
          target: fresh.target,
          storage,
          tmpDir: path.join(fresh.dataDir, "tmp"),
        });
        await expect(refused).rejects.toThrow(BackupError);
        await expect(refused).rejects.toThrow(/^O destino não está vazio: .*--force/);
        const reopened = fresh.open();
        drops.push(() => reopened.close());
        expect((await countRows(reopened)).get("posts")).toBe(before.get("posts"));
      },
      300_000,
    );
  }

  it("a backup taken while members write holds one instant: no orphan, counts agree", async () => {
    const { rows } = await source.sql(
      "select id from posts where not is_deleted order by created_at limit 1",
    );
    const postId = rows[0].id as string;
    let writing = true;
    let writes = 0;
    const loop = (async () => {
      while (writing) {
        const post = await member.post("/api/posts", {
          title: `Durante o backup ${writes}`,
          content: "Texto.",
        });
        expect(post.status, post.text).toBe(201);
        expect((await member.put(`/api/posts/${post.json.id}/like`)).status).toBeLessThan(300);
        const comment = await member.post(`/api/posts/${postId}/comments`, {
          content: `Comentário ${writes}`,
        });
        expect(comment.status, comment.text).toBe(201);
        writes += 1;
        // Leaves the archive's own file writes their turn, as separate requests would.
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    // The backup starts once the members are well under way (however slow the machine), and they
    // go on writing while it reads.
    await expect.poll(() => writes, { timeout: 60_000 }).toBeGreaterThan(2);
    const during = path.join(tmp("guilda-archive-"), "during.zip");
    const taken = await writeBackup({ database: source, storage: t.deps.storage, file: during });
    writing = false;
    await loop;

    const fresh = await freshTarget("pglite");
    await restoreBackup({
      file: during,
      target: fresh.target,
      storage: createLocalStorage(path.join(fresh.dataDir, "uploads")),
      tmpDir: path.join(fresh.dataDir, "tmp"),
    });
    const database = fresh.open();
    drops.push(() => database.close());
    // The keys were added back over every row (no like without its post, no comment without its
    // post), and the counters kept on posts agree with the rows as of that instant.
    const counters = `select p.id, p.likes_count, p.comments_count,
              (select count(*)::int from post_likes l where l.post_id = p.id) as likes,
              (select count(*)::int from post_comments c where c.post_id = p.id) as comments
         from posts p where p.id = $1 or p.title like 'Durante o backup%' order by p.created_at`;
    const { rows: kept } = await database.sql(counters, [postId]);
    expect(kept.length).toBeGreaterThan(1);
    for (const row of kept) {
      expect(row.likes_count, row.id).toBe(row.likes);
      expect(row.comments_count, row.id).toBe(row.comments);
    }
    const restoredPosts = (await countRows(database)).get("posts");
    expect(restoredPosts).toBe(taken.tables.find((table) => table.name === "posts")!.rows);
  }, 300_000);

  it("restores an archive of an older version and runs the migrations that came after it", async () => {
    // The archive as the previous version would have written it: without the last migration, the
    // tables it creates and the columns it adds.
    const last = SHIPPED_MIGRATIONS.at(-1)!;
    const script = readFileSync(path.join(migrationsFolder, `${last}.sql`), "utf8");
    const created = new Set([...script.matchAll(/CREATE TABLE "(\w+)"/g)].map((match) => match[1]!));
    const added = [...script.matchAll(/ALTER TABLE "(\w+)" ADD COLUMN "(\w+)"/g)].map((match) => ({
      table: match[1]!,
      column: match[2]!,
    }));
    const older = path.join(tmp("guilda-older-"), "anterior.zip");
    const rewritten = new Map<string, { bytes: number; sha256: string }>();
    await rewrite(archive, older, (name, data) => {
      const table = manifest.tables.find((t) => t.entry === name);
      if (table && created.has(table.name)) return null;
      const gone = table
        ? added.filter((a) => a.table === table.name).map((a) => table.columns.indexOf(a.column))
        : [];
      if (table && gone.length) {
        const narrower = Buffer.from(
          data
            .toString("utf8")
            .split("\n")
            .map((line) =>
              line
                ? line
                    .split("\t")
                    .filter((_, i) => !gone.includes(i))
                    .join("\t")
                : line,
            )
            .join("\n"),
        );
        rewritten.set(table.name, {
          bytes: narrower.length,
          sha256: createHash("sha256").update(narrower).digest("hex"),
        });
        return narrower;
      }
      if (name !== "manifest.json") return data;
      const json = JSON.parse(data.toString("utf8")) as Manifest;
      json.app_version = "0.9.0";
      json.migrations = json.migrations.slice(0, -1);
      // A serial column of a new table brings its sequence (`<table>_<column>_seq`) along.
      json.sequences = json.sequences.filter((q) => ![...created].some((t) => q.name.startsWith(`${t}_`)));
      json.tables = json.tables
        .filter((t) => !created.has(t.name))
        .map((t) => {
          const columns = t.columns.filter((c) => !added.some((a) => a.table === t.name && a.column === c));
          return columns.length === t.columns.length ? t : { ...t, columns, ...rewritten.get(t.name)! };
        });
      return Buffer.from(JSON.stringify(json));
    });
    const fresh = await freshTarget("pglite");
    await restoreBackup({
      file: older,
      target: fresh.target,
      storage: createLocalStorage(path.join(fresh.dataDir, "uploads")),
      tmpDir: path.join(fresh.dataDir, "tmp"),
    });
    const database = fresh.open();
    drops.push(() => database.close());
    const { rows } = await database.sql("select count(*)::int as n from drizzle.__drizzle_migrations");
    expect(rows[0].n).toBe(SHIPPED_MIGRATIONS.length);
    for (const table of created)
      if (!EXCLUDED_TABLES.has(table)) expect((await countRows(database)).get(table)).toBe(0);
    expect((await countRows(database)).get("posts")).toBe(
      manifest.tables.find((t) => t.name === "posts")!.rows,
    );
  }, 300_000);

  it("refuses a damaged, foreign, forged or newer archive in pt-BR before touching the target", async () => {
    const dir = tmp("guilda-bad-");
    const fresh = await freshTarget("pglite");
    const storage = createLocalStorage(path.join(fresh.dataDir, "uploads"));
    const attempt = (file: string) =>
      restoreBackup({ file, target: fresh.target, storage, tmpDir: path.join(fresh.dataDir, "tmp") });

    const truncated = path.join(dir, "cortado.zip");
    copyFileSync(archive, truncated);
    truncateSync(truncated, Math.floor(statSync(archive).size / 2));
    await expect(attempt(truncated)).rejects.toThrow(
      /^O arquivo de backup está incompleto ou corrompido \(.+\)\. Nada foi alterado\.$/,
    );

    const picture = path.join(dir, "foto.png");
    writeFileSync(
      picture,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
        .png()
        .toBuffer(),
    );
    await expect(attempt(picture)).rejects.toThrow(m.notAnArchive);
    await expect(attempt(path.join(dir, "nao-existe.zip"))).rejects.toThrow(
      m.fileMissing(path.join(dir, "nao-existe.zip")),
    );

    const newer = path.join(dir, "mais-novo.zip");
    await rewrite(archive, newer, (name, data) => {
      if (name !== "manifest.json") return data;
      const json = JSON.parse(data.toString("utf8"));
      json.app_version = "9.0.0";
      json.migrations.push("9999_futuro");
      return Buffer.from(JSON.stringify(json));
    });
    await expect(attempt(newer)).rejects.toThrow(m.newerVersion("9.0.0", "9999_futuro"));

    const altered = path.join(dir, "alterado.zip");
    await rewrite(archive, altered, (name, data) =>
      name === "database/posts.copy" ? Buffer.concat([data, Buffer.from("x\n")]) : data,
    );
    await expect(attempt(altered)).rejects.toThrow(m.checksumMismatch("database/posts.copy"));

    const forged = path.join(dir, "forjado.zip");
    await rewrite(archive, forged, (name, data) => {
      if (name !== "manifest.json") return data;
      const json = JSON.parse(data.toString("utf8"));
      json.tables[0].name = "posts; drop table users";
      return Buffer.from(JSON.stringify(json));
    });
    await expect(attempt(forged)).rejects.toThrow(m.corrupted("manifesto inválido"));

    const noManifest = path.join(dir, "sem-manifesto.zip");
    await rewrite(archive, noManifest, (name, data) => (name === "manifest.json" ? null : data));
    await expect(attempt(noManifest)).rejects.toThrow(m.notAnArchive);

    // Nothing was created where the restore would have gone.
    expect(existsSync((fresh.target as { dataDir: string }).dataDir)).toBe(false);
    expect(existsSync(path.join(fresh.dataDir, "uploads"))).toBe(false);
    await expect(
      inspectBackup(archive).then((zip) => (zip.file.close(), zip.manifest.tables.length)),
    ).resolves.toBe(manifest.tables.length);
  }, 300_000);
});
