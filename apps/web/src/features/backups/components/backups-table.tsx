import { webBackupsMessages as m } from "@guilda/shared/messages/web-backups";
import type { BackupView } from "@guilda/shared/schemas/backups";
import { Download } from "lucide-react";
import { Fragment } from "react";
import { buttonClasses } from "@/components/ui/button";
import { useMediaQuery } from "@/hooks/use-media-query";
import { contentParts, formatDateTime, formatDuration, formatSize } from "../lib/format";
import { BackupStatusBadge } from "./backup-status-badge";

/** Wide enough for a column per fact; narrower, each backup's facts stack in one cell. */
const WIDE = "(min-width: 72rem)";

const th = "px-3 py-2.5 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase";
const td = "px-3 py-3 align-top";

/** The named columns, before the download's. */
const WIDE_COLUMNS = [
  m.columnDate,
  m.columnTrigger,
  m.columnStatus,
  m.columnSize,
  m.columnDuration,
  m.columnContent,
];
const NARROW_COLUMNS = [m.columnBackup];

/** Every backup, newest first: a table that keeps two columns on phones (no sideways scroll). */
export function BackupsTable({ items }: { items: BackupView[] }) {
  const isWide = useMediaQuery(WIDE);
  return (
    <div className="overflow-hidden rounded-lg border border-border">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{m.tableCaption}</caption>
        <thead className="border-b border-border bg-muted/40">
          <tr>
            {(isWide ? WIDE_COLUMNS : NARROW_COLUMNS).map((label) => (
              <th key={label} scope="col" className={th}>
                {label}
              </th>
            ))}
            <th scope="col" className={th}>
              <span className="sr-only">{m.columnDownload}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {items.map((item) =>
            isWide ? <WideRow key={item.id} item={item} /> : <NarrowRow key={item.id} item={item} />,
          )}
        </tbody>
      </table>
    </div>
  );
}

function WideRow({ item }: { item: BackupView }) {
  const at = formatDateTime(item.created_at);
  return (
    <tr>
      <th scope="row" className={`${td} text-left font-medium whitespace-nowrap`}>
        <time dateTime={item.created_at}>{at}</time>
      </th>
      <td className={`${td} min-w-32`}>
        <Trigger item={item} />
      </td>
      <td className={`${td} max-w-56`}>
        <Status item={item} />
      </td>
      <td className={`${td} whitespace-nowrap tabular-nums`}>
        {item.size_bytes === null ? m.notYet : formatSize(item.size_bytes)}
      </td>
      <td className={`${td} whitespace-nowrap tabular-nums`}>
        {item.duration_ms === null ? m.notYet : formatDuration(item.duration_ms)}
      </td>
      <td className={`${td} min-w-40 text-muted-foreground`}>
        <Content item={item} />
      </td>
      <td className={`${td} text-right`}>
        <DownloadLink item={item} at={at} />
      </td>
    </tr>
  );
}

function NarrowRow({ item }: { item: BackupView }) {
  const at = formatDateTime(item.created_at);
  const figures = [
    item.size_bytes === null ? null : formatSize(item.size_bytes),
    item.duration_ms === null ? null : formatDuration(item.duration_ms),
  ].filter((part): part is string => part !== null);
  return (
    <tr>
      {/* The facts stack in one cell: the date names the row's link ('Baixar o backup de …'). */}
      <td className={`${td} break-words`}>
        <div className="grid gap-1.5">
          <time dateTime={item.created_at} className="font-medium">
            {at}
          </time>
          <Status item={item} />
          <div className="text-muted-foreground">
            <Trigger item={item} inline />
          </div>
          {figures.length > 0 ? (
            <p className="text-muted-foreground tabular-nums">{m.details(figures)}</p>
          ) : null}
          {contentParts(item) ? (
            <p className="text-muted-foreground">
              <Content item={item} />
            </p>
          ) : null}
        </div>
      </td>
      <td className={`${td} text-right`}>
        <DownloadLink item={item} at={at} />
      </td>
    </tr>
  );
}

/** What the archive holds, each count kept on one line: '35 tabelas · 1.234 linhas · 12 arquivos'. */
function Content({ item }: { item: BackupView }) {
  const parts = contentParts(item);
  if (!parts) return <>{m.notYet}</>;
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? m.separator : null}
          <span className="whitespace-nowrap">{part}</span>
        </Fragment>
      ))}
    </>
  );
}

/** 'Manual' with who asked for it, or 'Agendado'. */
function Trigger({ item, inline = false }: { item: BackupView; inline?: boolean }) {
  const who =
    item.trigger === "manual" && item.requested_by ? m.requestedBy(item.requested_by.full_name) : null;
  if (inline) return <span>{who ? m.details([m.trigger[item.trigger], who]) : m.trigger[item.trigger]}</span>;
  return (
    <span className="grid gap-0.5">
      <span>{m.trigger[item.trigger]}</span>
      {who ? <span className="text-xs break-words text-muted-foreground">{who}</span> : null}
    </span>
  );
}

/** The status badge, and why a failed one failed. */
function Status({ item }: { item: BackupView }) {
  return (
    <div className="grid justify-items-start gap-1">
      <BackupStatusBadge status={item.status} />
      {item.status === "failed" && item.error ? (
        <p className="text-xs break-words text-destructive-text">
          <span className="sr-only">{m.errorLabel}: </span>
          {item.error}
        </p>
      ) : null}
    </div>
  );
}

/** 'Baixar': the archive as an attachment, named by the backup's date for assistive tech. */
function DownloadLink({ item, at }: { item: BackupView; at: string }) {
  if (item.status !== "done" || !item.download_url) return null;
  return (
    <a
      href={item.download_url}
      download
      aria-label={m.downloadOf(at)}
      className={buttonClasses("outline", "sm")}
    >
      <Download aria-hidden="true" />
      {m.download}
    </a>
  );
}
