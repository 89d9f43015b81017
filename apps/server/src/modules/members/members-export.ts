import { adminDashboardMessages as m } from "@guilda/shared/messages/admin-dashboard";
import { CSV_BOM, csvDateTime, csvRow } from "@guilda/shared/rules/csv-export";
import { foldSearch, periodStart } from "@guilda/shared/rules/directory-filters";
import { DASHBOARD_TIME_ZONE } from "@guilda/shared/schemas/dashboard";
import type { Logger } from "../../platform/logger";
import type { Db } from "../../platform/db";
import * as q from "./members.queries";
import type { DirectoryCursor, DirectoryFilter } from "./members.queries";
import type { DirectoryOptions } from "./members.service";

/** Rows read per query: enough to keep the round trips few, small enough to keep memory flat. */
export const EXPORT_BATCH = 1000;

export type ExportOptions = Omit<DirectoryOptions, "limit" | "cursor">;

type Row = Awaited<ReturnType<typeof q.exportBatch>>[number];

function toCsv(row: Row): string {
  const yesNo = (flag: boolean) => (flag ? m.yes : m.no);
  return csvRow([
    row.full_name,
    row.username,
    row.email,
    row.level,
    row.points,
    yesNo(row.is_admin),
    yesNo(row.is_moderator),
    yesNo(row.is_student),
    Number(row.courses),
    Number(row.categories),
    csvDateTime(row.created_at, DASHBOARD_TIME_ZONE),
    csvDateTime(row.last_active_at, DASHBOARD_TIME_ZONE),
  ]);
}

/**
 * The members matching the directory's filters as a CSV stream (admins only: the route sits under
 * /admin). Each pull reads the next keyset batch, so the response never holds more than one batch,
 * and a slow reader slows the reads down instead of filling memory.
 */
export function membersCsvStream(db: Db, o: ExportOptions, logger: Logger, now = Date.now()) {
  const search = o.q ? foldSearch(o.q) : "";
  const filter: DirectoryFilter = {
    search: search || undefined,
    level: o.level === "all" ? undefined : o.level,
    role: o.role,
    access: o.access,
    since: periodStart(o.period, now),
  };
  const encoder = new TextEncoder();
  let cursor: DirectoryCursor | undefined;
  let isStarted = false;
  let isDone = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!isStarted) {
          isStarted = true;
          controller.enqueue(encoder.encode(CSV_BOM + csvRow(m.csvHeader)));
          return;
        }
        if (isDone) return;
        try {
          const rows = await q.exportBatch(db, filter, o.sort, EXPORT_BATCH, cursor);
          if (rows.length) controller.enqueue(encoder.encode(rows.map(toCsv).join("")));
          const last = rows.at(-1);
          if (rows.length < EXPORT_BATCH || !last) {
            isDone = true;
            controller.close();
            return;
          }
          cursor = { v: q.sortValueOf(o.sort, last), i: last.id };
        } catch (error) {
          // The headers are gone already: the download ends unfinished rather than looking complete.
          logger.error({ err: error }, "members CSV export failed");
          isDone = true;
          controller.error(error);
        }
      },
    },
    { highWaterMark: 1 },
  );
}

/** membros-2026-03-05.csv, the day in the community's zone. */
export function exportFileName(now = Date.now()) {
  const [day, month, year] = csvDateTime(new Date(now), DASHBOARD_TIME_ZONE).slice(0, 10).split("/");
  return m.csvFileName(`${year}-${month}-${day}`);
}
