import { moderationMessages as mm, reportReasonLabels } from "@guilda/shared/messages/moderation";
import { webModerationMessages as m } from "@guilda/shared/messages/web-moderation";
import {
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  type ModerationKind,
  type ReportReason,
  type ReportResult,
} from "@guilda/shared/schemas/moderation";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useCreateReport } from "./create-report";

const isReason = (value: string): value is ReportReason =>
  (REPORT_REASONS as readonly string[]).includes(value);

export type ReportDialogProps = {
  kind: ModerationKind;
  itemId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the server took the report (e.g. to refresh a list the item may have left). */
  onReported?: ((result: ReportResult) => void) | undefined;
};

/** 'Denunciar': a reason (radio group), optional details, 'Enviar denúncia'. */
export function ReportDialog({ kind, itemId, open, onOpenChange, onReported }: ReportDialogProps) {
  const report = useCreateReport();
  const baseId = useId();
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const isProfile = kind === "profile";
  const isBusy = report.isPending;
  const reasonErrorId = `${baseId}-reason-error`;
  const noteId = `${baseId}-note`;
  const noteCountId = `${baseId}-note-count`;

  const reset = () => {
    setReason(null);
    setNote("");
    setError(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setError(mm.reasonInvalid);
      return;
    }
    const trimmed = note.trim();
    report.mutate(
      { kind, item_id: itemId, reason, ...(trimmed ? { note: trimmed } : {}) },
      {
        onSuccess: (result) => {
          onOpenChange(false);
          reset();
          toast.success(mm.reportSent);
          onReported?.(result);
        },
        onError: (err) => {
          const apiError = toApiError(err);
          // Already reported: nothing more to do here, the toast says so.
          if (apiError.status === 409) {
            onOpenChange(false);
            reset();
            toast(apiError.message || mm.reportDuplicate);
            return;
          }
          toast.error(m.reportErrorTitle, { description: apiError.message });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (isBusy) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={m.close} className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <div className="grid gap-1.5 pr-8">
          <DialogTitle>{isProfile ? mm.reportProfileTitle : mm.reportTitle}</DialogTitle>
          <DialogDescription>
            {isProfile ? m.reportProfileDescription : m.reportDescription}
          </DialogDescription>
        </div>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <div className="grid gap-2">
            <p id={`${baseId}-reason`} className="text-sm font-medium">
              {mm.reportReasonLabel}
            </p>
            <RadioGroup
              aria-labelledby={`${baseId}-reason`}
              aria-describedby={error ? reasonErrorId : undefined}
              aria-invalid={!!error || undefined}
              value={reason ?? ""}
              onValueChange={(value) => {
                if (!isReason(value)) return;
                setReason(value);
                setError(null);
              }}
              disabled={isBusy}
              className="gap-1.5"
            >
              {REPORT_REASONS.map((value) => {
                const id = `${baseId}-${value}`;
                return (
                  <div
                    key={value}
                    className={cn(
                      "flex items-center gap-3 rounded-lg border border-border px-3 py-2 transition-colors",
                      reason === value && "border-primary bg-primary/5",
                    )}
                  >
                    <RadioGroupItem value={value} id={id} className="mt-0" />
                    <label htmlFor={id} className="flex-1 cursor-pointer text-sm font-medium">
                      {reportReasonLabels[value]}
                    </label>
                  </div>
                );
              })}
            </RadioGroup>
            {error ? (
              <p id={reasonErrorId} className="text-sm font-medium text-destructive-text">
                {error}
              </p>
            ) : null}
          </div>
          <div className="grid gap-2">
            <label htmlFor={noteId} className="text-sm font-medium">
              {mm.reportNoteLabel}
            </label>
            <Textarea
              id={noteId}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={REPORT_NOTE_MAX}
              rows={3}
              placeholder={m.reportNotePlaceholder}
              aria-describedby={noteCountId}
              disabled={isBusy}
              className="min-h-20"
            />
            <p id={noteCountId} className="text-right text-xs text-muted-foreground">
              {m.reportNoteCount(note.length, REPORT_NOTE_MAX)}
            </p>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isBusy}>
              {m.cancel}
            </Button>
            <Button type="submit" disabled={isBusy} aria-busy={isBusy || undefined}>
              {isBusy ? <Spinner /> : null}
              {isBusy ? m.reportSending : mm.reportSend}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
