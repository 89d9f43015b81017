import { TZDate } from "@date-fns/tz";
import { auditActionLabels, auditMessages as m, auditTargetKindLabels } from "@guilda/shared/messages/audit";
import { auditSideText, changedFields } from "@guilda/shared/rules/audit-diff";
import { csvDateTime } from "@guilda/shared/rules/csv-export";
import {
  auditActionsOf,
  type AuditAction,
  type AuditActor,
  type AuditEntryView,
  type AuditFilters,
  type AuditPage,
} from "@guilda/shared/schemas/audit";
import { DASHBOARD_TIME_ZONE } from "@guilda/shared/schemas/dashboard";
import type { Db } from "../../platform/db";
import { encodeTimeCursor, timeCursor } from "../../platform/http/cursor";
import type { Logger } from "../../platform/logger";
import { csvExportStream, csvFileName } from "../../platform/http/csv-stream";
import * as q from "./audit.queries";

export type AuditTarget = { kind: string; id?: string | null; label?: string };

export type AuditEntry = {
  /** Who acted (a moderator or an admin); null for the system. */
  actorId: string | null;
  action: AuditAction;
  /** What was acted on: a kind (`member`, `post`, `settings`…) and its id, with its name then. */
  target: AuditTarget;
  before?: unknown;
  after?: unknown;
};

/**
 * Records an action in the caller's transaction, so the record and the change commit or roll
 * back together.
 */
export async function recordAudit(tx: Db, entry: AuditEntry) {
  await q.insertEntry(
    tx,
    {
      actor_id: entry.actorId,
      action: entry.action,
      target_kind: entry.target.kind,
      target_id: entry.target.id ?? null,
      target_label: entry.target.label ?? "",
      before: entry.before ?? null,
      after: entry.after ?? null,
    },
    m.system,
  );
}

/**
 * Records a change of something from one snapshot to the other with only the fields that differ,
 * `context` (what the change was about: a course's title) on both sides; nothing when nothing
 * differs (a form saved as it was). Returns whether an entry was written.
 */
export async function recordAuditChange(
  tx: Db,
  entry: Omit<AuditEntry, "before" | "after"> & {
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    context?: Record<string, unknown>;
  },
) {
  const { context, before, after, ...rest } = entry;
  const changed = changedFields(before, after);
  if (!changed) return false;
  await recordAudit(tx, {
    ...rest,
    before: before === null ? null : { ...context, ...changed.before },
    after: after === null ? null : { ...context, ...changed.after },
  });
  return true;
}

/** Several entries of one actor and action in one statement (each invite of a batch). */
export async function recordAuditMany(
  tx: Db,
  actorId: string | null,
  action: AuditAction,
  entries: { target: AuditTarget; before?: unknown; after?: unknown }[],
) {
  await q.insertEntries(
    tx,
    actorId,
    entries.map((e) => ({
      action,
      target_kind: e.target.kind,
      target_id: e.target.id ?? null,
      target_label: e.target.label ?? "",
      before: e.before ?? null,
      after: e.after ?? null,
    })),
    m.system,
  );
}

/** The first moment of a day ('yyyy-mm-dd') in São Paulo, like the dashboard's days. */
function dayStart(day: string, plusDays = 0) {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(year, month - 1, date + plusDays, DASHBOARD_TIME_ZONE).getTime());
}

function filterOf(f: AuditFilters): q.AuditFilter {
  return {
    actorId: f.actor,
    actions: f.action ? auditActionsOf(f.action) : undefined,
    since: f.from ? dayStart(f.from) : undefined,
    // The last day counts whole.
    until: f.to ? dayStart(f.to, 1) : undefined,
    text: f.q || undefined,
  };
}

function view(row: q.AuditRow): AuditEntryView {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    actor: { id: row.actor_id, full_name: row.actor_name },
    action: row.action as AuditAction,
    target_kind: row.target_kind,
    target_id: row.target_id,
    target_label: row.target_label,
    before: row.before,
    after: row.after,
  };
}

/** GET /api/admin/audit — a page of entries, newest first, filtered. */
export async function auditPage(
  db: Db,
  query: AuditFilters & { limit: number; cursor?: string | undefined },
): Promise<AuditPage> {
  const cursor = query.cursor ? timeCursor.decode(query.cursor) : undefined;
  const rows = await q.listEntries(db, filterOf(query), query.limit + 1, cursor);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(view),
    next_cursor:
      rows.length > query.limit && last
        ? encodeTimeCursor({ createdAt: last.created_at, id: last.id })
        : null,
  };
}

/** GET /api/admin/audit/actors — who the filter 'Quem' offers. */
export function auditActors(db: Db): Promise<AuditActor[]> {
  return q.staff(db);
}

function cells(row: q.AuditRow) {
  return [
    csvDateTime(row.created_at, DASHBOARD_TIME_ZONE),
    row.actor_name,
    auditActionLabels[row.action as AuditAction] ?? row.action,
    auditTargetKindLabels[row.target_kind] ?? row.target_kind,
    row.target_label,
    auditSideText(row.before),
    auditSideText(row.after),
  ];
}

/** The entries matching the filters as a CSV stream, with the members export's rules. */
export function auditCsvStream(db: Db, filters: AuditFilters, logger: Logger) {
  const filter = filterOf(filters);
  return csvExportStream<q.AuditRow, q.AuditCursor>({
    header: m.csvHeader,
    batch: (limit, cursor) => q.listEntries(db, filter, limit, cursor),
    cursorOf: (last) => ({ createdAt: last.created_at, id: last.id }),
    cells,
    logger,
    label: "audit CSV export",
  });
}

/** registro-2026-03-05.csv, the day in the community's zone. */
export function auditExportFileName(now = Date.now()) {
  return csvFileName(m.csvFileName, now);
}

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** The admin hub's 'Registro' card: the actions recorded in the last 7 days. */
export async function auditHubCounts(db: Db, now = new Date()) {
  return { last_7_days: await q.countSince(db, new Date(now.getTime() - WEEK_MS)) };
}
