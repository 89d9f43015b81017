import { adminDashboardMessages as m } from "@guilda/shared/messages/admin-dashboard";
import { csvDateTime } from "@guilda/shared/rules/csv-export";
import { foldSearch, periodStart } from "@guilda/shared/rules/directory-filters";
import { DASHBOARD_TIME_ZONE } from "@guilda/shared/schemas/dashboard";
import type { Logger } from "../../platform/logger";
import { CSV_EXPORT_BATCH, csvExportStream, csvFileName } from "../../platform/http/csv-stream";
import type { Db } from "../../platform/db";
import * as q from "./members.queries";
import type { DirectoryCursor, DirectoryFilter } from "./members.queries";
import type { DirectoryOptions } from "./members.service";

/** Rows read per query: enough to keep the round trips few, small enough to keep memory flat. */
export const EXPORT_BATCH = CSV_EXPORT_BATCH;

export type ExportOptions = Omit<DirectoryOptions, "limit" | "cursor">;

type Row = Awaited<ReturnType<typeof q.exportBatch>>[number];

function cells(row: Row) {
  const yesNo = (flag: boolean) => (flag ? m.yes : m.no);
  return [
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
  ];
}

/**
 * The members matching the directory's filters as a CSV stream (admins only: the route sits under
 * /admin), one keyset batch per pull.
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
  return csvExportStream<Row, DirectoryCursor>({
    header: m.csvHeader,
    batch: (limit, cursor) => q.exportBatch(db, filter, o.sort, limit, cursor),
    cursorOf: (last) => ({ v: q.sortValueOf(o.sort, last), i: last.id }),
    cells,
    logger,
    label: "members CSV export",
  });
}

/** membros-2026-03-05.csv, the day in the community's zone. */
export function exportFileName(now = Date.now()) {
  return csvFileName(m.csvFileName, now);
}
