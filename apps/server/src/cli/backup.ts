import { backupMessages as m } from "@guilda/shared/messages/backups";
import { createDeps, openDatabase } from "../bootstrap";
import { ConfigError, loadConfig } from "../config";
import { backupFromCommand } from "../modules/backups/backups.service";
import { DataDirInUseError } from "../platform/db";
import { createLogger } from "../platform/logger";
import { progressPrinter } from "./progress";

// npm run backup: one archive of the database and the uploaded files, to DATA_DIR/backups (or the
// S3 bucket's backups/), listed on /admin/backups like the others.
try {
  const config = loadConfig();
  const database = openDatabase(config);
  const deps = createDeps(config, database, createLogger("warn"));
  const printer = progressPrinter();
  const made = await backupFromCommand(deps, (progress) => printer.update(progress)).finally(() =>
    printer.done(),
  );
  await database.close();
  if (!made) {
    process.stderr.write(`${m.alreadyRunning}\n`);
    process.exit(1);
  }
  if (made.row.status !== "done") {
    process.stderr.write(`${m.failedNotification(made.row.error ?? "")}\n`);
    process.exit(1);
  }
  const mb = ((made.row.size_bytes ?? 0) / 1e6).toLocaleString("pt-BR", { maximumFractionDigits: 1 });
  process.stdout.write(
    `Backup feito: ${made.location}\n  ${made.row.tables} tabelas, ${(made.row.rows ?? 0).toLocaleString("pt-BR")} linhas, ${made.row.files} arquivos, ${mb} MB.\n` +
      "  A chave de autenticação (AUTH_SECRET ou DATA_DIR/auth-secret) não vai no arquivo: guarde-a à parte.\n",
  );
  process.exit(0);
} catch (error) {
  if (error instanceof DataDirInUseError) {
    process.stderr.write(`${m.appRunning(error.pid)}\n`);
    process.exit(1);
  }
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
