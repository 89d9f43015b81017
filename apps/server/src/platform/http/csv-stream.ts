import { CSV_BOM, csvDateTime, csvRow } from "@guilda/shared/rules/csv-export";
import { DASHBOARD_TIME_ZONE } from "@guilda/shared/schemas/dashboard";
import type { Logger } from "../logger";

/** Rows read per query of a CSV export: few round trips, memory flat. */
export const CSV_EXPORT_BATCH = 1000;

type CsvExport<Row, Cursor> = {
  header: readonly string[];
  /** The next batch of at most `limit` rows after the cursor (undefined: the first). */
  batch(limit: number, cursor: Cursor | undefined): Promise<Row[]>;
  /** The cursor after this row. */
  cursorOf(row: Row): Cursor;
  /** The row as CSV cells (`csvRow` writes them with the export rules). */
  cells(row: Row): Parameters<typeof csvRow>[0];
  logger: Logger;
  /** What the log calls it when a batch fails ('members CSV export'). */
  label: string;
};

/**
 * A CSV export as a stream with the rules of `rules/csv-export.ts` (BOM, `;`, CRLF, quoted cells,
 * formulas neutralised): the header first, then each pull reads the next keyset batch, so the
 * response never holds more than one batch and a slow reader slows the reads down.
 */
export function csvExportStream<Row, Cursor>(o: CsvExport<Row, Cursor>) {
  const encoder = new TextEncoder();
  let cursor: Cursor | undefined;
  let isStarted = false;
  let isDone = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!isStarted) {
          isStarted = true;
          controller.enqueue(encoder.encode(CSV_BOM + csvRow(o.header)));
          return;
        }
        if (isDone) return;
        try {
          const rows = await o.batch(CSV_EXPORT_BATCH, cursor);
          if (rows.length)
            controller.enqueue(encoder.encode(rows.map((row) => csvRow(o.cells(row))).join("")));
          const last = rows.at(-1);
          if (rows.length < CSV_EXPORT_BATCH || last === undefined) {
            isDone = true;
            controller.close();
            return;
          }
          cursor = o.cursorOf(last);
        } catch (error) {
          // The headers are gone already: the download ends unfinished rather than looking complete.
          o.logger.error({ err: error }, `${o.label} failed`);
          isDone = true;
          controller.error(error);
        }
      },
    },
    { highWaterMark: 1 },
  );
}

/** 'membros-2026-03-05.csv': the day in the community's zone, named by `name`. */
export function csvFileName(name: (day: string) => string, now = Date.now()) {
  const [day, month, year] = csvDateTime(new Date(now), DASHBOARD_TIME_ZONE).slice(0, 10).split("/");
  return name(`${year}-${month}-${day}`);
}
