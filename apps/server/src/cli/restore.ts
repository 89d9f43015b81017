import { parseArgs } from "node:util";
import path from "node:path";
import { backupMessages as m } from "@guilda/shared/messages/backups";
import { embeddedDataDir, openStorage } from "../bootstrap";
import { ConfigError, loadConfig } from "../config";
import { BackupError } from "../platform/backup/manifest";
import { restoreBackup } from "../platform/backup/restore";
import { claimDataDir, DataDirInUseError } from "../platform/db";
import { progressPrinter } from "./progress";

// npm run restore -- FILE [--force]: into the embedded database of DATA_DIR, or into the
// PostgreSQL of DATABASE_URL; the files into DATA_DIR/uploads or the S3 bucket.
const usage = "Uso: npm run restore -- ARQUIVO.zip [--force]\n";
let args: ReturnType<typeof parse>;
function parse() {
  return parseArgs({ allowPositionals: true, options: { force: { type: "boolean", default: false } } });
}
try {
  args = parse();
} catch {
  process.stderr.write(usage);
  process.exit(2);
}
const [file] = args.positionals;
if (!file || args.positionals.length > 1) {
  process.stderr.write(usage);
  process.exit(2);
}

try {
  const config = loadConfig();
  const dataDir = embeddedDataDir(config);
  const release = config.databaseUrl ? () => undefined : claimDataDir(dataDir);
  const printer = progressPrinter();
  try {
    const manifest = await restoreBackup({
      file: path.resolve(file),
      target: config.databaseUrl
        ? { kind: "postgres", url: config.databaseUrl }
        : { kind: "pglite", dataDir },
      storage: openStorage(config),
      force: args.values.force,
      tmpDir: path.join(config.dataDir, "tmp"),
      onProgress: (progress) => printer.update(progress),
    });
    printer.done();
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    process.stdout.write(
      `Backup de ${new Date(manifest.created_at).toLocaleString("pt-BR", { timeZone: "America/Sao_Paulo" })} restaurado em ${config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : dataDir}:\n` +
        `  ${manifest.tables.length} tabelas, ${rows.toLocaleString("pt-BR")} linhas, ${manifest.files.count} arquivos.\n` +
        "  Use a mesma chave de autenticação de antes (AUTH_SECRET ou o arquivo auth-secret do DATA_DIR antigo) para manter as sessões.\n",
    );
  } finally {
    printer.done();
    release();
  }
  process.exit(0);
} catch (error) {
  if (error instanceof BackupError || error instanceof ConfigError) {
    process.stderr.write(`\n${error.message}\n`);
    process.exit(1);
  }
  if (error instanceof DataDirInUseError) {
    process.stderr.write(`\n${m.appRunning(error.pid)}\n`);
    process.exit(1);
  }
  throw error;
}
