import { SingleBar } from "cli-progress";
import type { BackupProgress } from "../platform/backup/manifest";

const PHASES: Record<BackupProgress["phase"], string> = {
  verify: "Conferindo o arquivo",
  database: "Copiando o banco",
  migrate: "Atualizando o banco (migrações)",
  files: "Copiando os arquivos",
  saving: "Finalizando",
};

const number = (n: number) => n.toLocaleString("pt-BR");

/** What a phase has done, in pt-BR: '12.345 de 50.000 linhas'. */
function detail(p: BackupProgress): { done: number; total: number; unit: string } {
  if (p.phase === "verify")
    return { done: Math.round(p.bytes_done / 1e6), total: Math.round(p.bytes_total / 1e6), unit: "MB" };
  if (p.phase === "files") return { done: p.files_done, total: p.files_total, unit: "arquivos" };
  return { done: p.rows_done, total: p.rows_total, unit: "linhas" };
}

/**
 * Prints a backup's or a restore's progress: a bar per phase on a terminal, else a line at each
 * phase and at every tenth of it (logs stay short).
 */
export function progressPrinter(stream: NodeJS.WriteStream = process.stderr) {
  let phase: BackupProgress["phase"] | undefined;
  let bar: SingleBar | undefined;
  let lastTenth = -1;
  const finishBar = () => {
    bar?.stop();
    bar = undefined;
  };
  return {
    update(p: BackupProgress) {
      const { done, total, unit } = detail(p);
      if (p.phase !== phase) {
        finishBar();
        phase = p.phase;
        lastTenth = -1;
        if (stream.isTTY) {
          bar = new SingleBar({
            stream,
            format: `${PHASES[p.phase].padEnd(32)} [{bar}] {percentage}% | {value} de {total} ${unit}`,
            formatValue: (value, _options, type) =>
              type === "value" || type === "total" ? number(value) : String(value),
            hideCursor: true,
          });
          bar.start(Math.max(total, 1), done);
        } else stream.write(`${PHASES[p.phase]}…\n`);
      }
      if (bar) {
        bar.setTotal(Math.max(total, 1));
        bar.update(done);
      } else if (total > 0) {
        const tenth = Math.floor((10 * done) / total);
        if (tenth > lastTenth) {
          lastTenth = tenth;
          stream.write(`  ${number(done)} de ${number(total)} ${unit}\n`);
        }
      }
    },
    done: finishBar,
  };
}
