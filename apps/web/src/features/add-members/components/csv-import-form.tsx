import { MEMBER_LIMITS } from "@guilda/shared/constants";
import { memberMessages } from "@guilda/shared/messages/members";
import { webAddMembersMessages as m } from "@guilda/shared/messages/web-add-members";
import type { CsvMemberRow } from "@guilda/shared/rules/csv-members";
import type { BatchResult } from "@guilda/shared/schemas/directory";
import { CircleCheck, FileWarning } from "lucide-react";
import { useId, useState, type ChangeEvent, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useAddMembers } from "../api/add-members";
import { memberFieldErrors } from "../lib/batch-errors";
import { CoursePicker } from "./course-picker";

/** What the chosen file gave: members to import (plus skipped rows) or why nothing can be. */
type FileState =
  | { kind: "empty" }
  | { kind: "reading" }
  | { kind: "failed"; error: string; errors: string[] }
  | { kind: "loaded"; rows: CsvMemberRow[]; errors: string[]; summary: string };

async function readCsv(file: File): Promise<FileState> {
  // papaparse comes with this module: it is loaded only when a file is picked.
  const csv = await import("@guilda/shared/rules/csv-members");
  if (!csv.isCsvFile(file)) return { kind: "failed", error: memberMessages.csvInvalidFile, errors: [] };
  // Checked before reading, so a huge file is never loaded into memory.
  if (file.size > MEMBER_LIMITS.csvMaxBytes)
    return { kind: "failed", error: memberMessages.csvTooLarge, errors: [] };
  const result = csv.parseMembersCsvBytes(new Uint8Array(await file.arrayBuffer()));
  if (!result.ok) return { kind: "failed", error: result.error, errors: result.errors };
  return {
    kind: "loaded",
    rows: result.rows,
    errors: result.errors,
    summary: csv.csvSummary(result.rows.length, result.errors.length),
  };
}

type CsvImportFormProps = { onResult: (result: BatchResult) => void };

/** Spec §5 CSV import: every row becomes an invite; courses are assigned to all of them by default. */
export function CsvImportForm({ onResult }: CsvImportFormProps) {
  const add = useAddMembers();
  const fileId = useId();
  const autoAssignId = useId();
  const [file, setFile] = useState<FileState>({ kind: "empty" });
  const [autoAssign, setAutoAssign] = useState(true);
  const [courses, setCourses] = useState<string[]>([]);
  const [coursesError, setCoursesError] = useState<string | null>(null);
  const isBusy = add.isPending;

  const onFileChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    if (!picked) {
      setFile({ kind: "empty" });
      return;
    }
    setFile({ kind: "reading" });
    try {
      setFile(await readCsv(picked));
    } catch {
      setFile({ kind: "failed", error: memberMessages.csvParseError, errors: [] });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (file.kind !== "loaded" || isBusy) return;
    if (autoAssign && courses.length === 0) {
      setCoursesError(memberMessages.csvCoursesRequired);
      return;
    }
    setCoursesError(null);
    const { rows } = file;
    try {
      const result = await add.mutateAsync({
        mode: "invite",
        source: "csv",
        members: rows.map((row) => ({
          line: row.line,
          name: row.name,
          email: row.email,
          tags: row.tags,
          is_admin: false,
          is_moderator: false,
          is_student: true,
          courses: autoAssign ? courses : [],
        })),
      });
      onResult(result);
    } catch (err) {
      const error = toApiError(err);
      const first = memberFieldErrors(error)[0];
      const row = first ? rows[first.index] : undefined;
      toast.error(m.processErrorTitle, {
        description: first && row ? m.csvLineError(row.line, first.message) : error.message,
      });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor={fileId}>{m.csvFileLabel}</Label>
        <Input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          disabled={isBusy}
          aria-describedby={`${fileId}-hint`}
          onChange={(event) => void onFileChange(event)}
          className="h-auto cursor-pointer py-1.5 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-muted file:px-3 file:py-1 file:text-sm file:font-medium file:text-foreground"
        />
        <p id={`${fileId}-hint`} className="text-xs text-muted-foreground">
          {m.csvHint} {m.csvAlwaysInvite}
        </p>
      </div>

      <FileStatus file={file} />

      <div className="grid gap-3">
        <div className="flex items-center justify-between gap-3">
          <div className="grid gap-1">
            <Label htmlFor={autoAssignId}>{m.csvAutoAssign}</Label>
            <p id={`${autoAssignId}-hint`} className="text-xs text-muted-foreground">
              {m.csvAutoAssignHint}
            </p>
          </div>
          <Switch
            id={autoAssignId}
            checked={autoAssign}
            disabled={isBusy}
            aria-describedby={`${autoAssignId}-hint`}
            onCheckedChange={(checked) => {
              setAutoAssign(checked);
              setCoursesError(null);
            }}
          />
        </div>
        {autoAssign ? (
          <CoursePicker
            value={courses}
            onChange={(ids) => {
              setCourses(ids);
              if (ids.length > 0) setCoursesError(null);
            }}
            error={coursesError ?? undefined}
            disabled={isBusy}
          />
        ) : null}
      </div>

      <div className="flex justify-end">
        <Button type="submit" disabled={file.kind !== "loaded" || isBusy} className="w-full sm:w-auto">
          {isBusy ? <Spinner /> : null}
          {isBusy ? m.submitting : m.csvSubmit}
        </Button>
      </div>
    </form>
  );
}

function FileStatus({ file }: { file: FileState }) {
  const rowErrorsId = useId();
  if (file.kind === "empty") return null;
  if (file.kind === "reading")
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Spinner /> {m.csvReading}
      </p>
    );
  if (file.kind === "failed")
    return (
      <Alert role="alert" variant="destructive">
        <FileWarning aria-hidden="true" />
        <div className="grid gap-1.5">
          <p className="font-medium break-words">{file.error}</p>
          {file.errors.length > 0 ? (
            <ul className="list-disc space-y-0.5 pl-5 text-muted-foreground">
              {file.errors.map((error, index) => (
                <li key={index} className="break-words">
                  {error}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </Alert>
    );
  return (
    <div className="grid gap-2">
      <p role="status" className="flex items-center gap-2 text-sm font-medium">
        <CircleCheck className="size-4 shrink-0 text-primary-text" aria-hidden="true" />
        {file.summary}
      </p>
      {file.errors.length > 0 ? (
        <div className="grid gap-1.5">
          <p id={rowErrorsId} className="text-sm font-medium">
            {m.csvRowErrorsLabel}
          </p>
          <ul
            aria-labelledby={rowErrorsId}
            // Scrollable, so it must be reachable by keyboard.
            tabIndex={0}
            className="max-h-40 list-disc space-y-0.5 overflow-y-auto rounded-lg border border-border bg-muted/50 py-2 pr-3 pl-7 text-sm text-muted-foreground"
          >
            {file.errors.map((error, index) => (
              <li key={index} className="break-words">
                {error}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
