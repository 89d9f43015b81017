import { webAddMembersMessages as m } from "@guilda/shared/messages/web-add-members";
import type { BatchResult, BatchRowResult, InviteEmailStatus } from "@guilda/shared/schemas/directory";
import { Copy, MailCheck, MailWarning } from "lucide-react";
import { useMemo, useState, type Ref } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useMediaQuery } from "@/hooks/use-media-query";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";
import { useEmailStatus } from "../api/get-email-status";

/**
 * The pt-BR "Resultado" of one row. `emailStatus` is where its invite e-mail stands now (the
 * latest progress answer), by default what the batch answered. A row whose status is not one we
 * know was not confirmed by the server.
 */
export function rowStatusText(row: BatchRowResult, emailStatus = row.email_status): string {
  switch (row.status) {
    case "created":
      return m.statusCreated;
    case "invited":
      if (emailStatus === "queued") return m.statusInvitedSending;
      return emailStatus === "failed" ? m.statusEmailFailed : m.statusInvited;
    case "already_member":
      return row.courses_granted?.length
        ? m.statusAlreadyMemberGranted(row.courses_granted)
        : m.statusAlreadyMember;
    case "already_invited":
      if (emailStatus === "queued") return m.statusAlreadyInvitedSending;
      return emailStatus === "failed" ? m.statusAlreadyInvitedFailed : m.statusAlreadyInvited;
    case "error":
      return m.statusError(row.error || m.unknownError);
    default:
      return m.statusError(m.serverNoSuccess);
  }
}

const NARROW = "(max-width: 639px)";

/** Successes in full colour; skipped rows and e-mails still on their way muted; failures red. */
function rowTone(row: BatchRowResult, emailStatus: InviteEmailStatus | undefined): string {
  if (emailStatus === "failed") return "text-destructive-text";
  switch (row.status) {
    case "created":
      return "text-foreground";
    case "invited":
      return emailStatus === "queued" ? "text-muted-foreground" : "text-foreground";
    case "already_member":
      return row.courses_granted?.length ? "text-foreground" : "text-muted-foreground";
    case "already_invited":
      return "text-muted-foreground";
    default:
      return "text-destructive-text";
  }
}

/**
 * The invite e-mails this batch queued, followed until none is queued: each row's e-mail state
 * (the latest answer, else the batch's) and the counts for the progress line.
 */
function useEmailProgress(results: readonly BatchRowResult[]) {
  const ids = useMemo(
    () => results.flatMap((row) => (row.invite_id && row.email_status === "queued" ? [row.invite_id] : [])),
    [results],
  );
  const { data } = useEmailStatus(ids);
  return useMemo(() => {
    const latest = new Map(data?.items.map((item) => [item.id, item.email_status]));
    const followed = new Set(ids);
    const isFollowed = (row: BatchRowResult) => row.invite_id !== undefined && followed.has(row.invite_id);
    const stateOf = (row: BatchRowResult) => (row.invite_id && latest.get(row.invite_id)) || row.email_status;
    const counts = { total: ids.length, queued: 0, sent: 0, failed: 0 };
    for (const id of ids) counts[latest.get(id) ?? "queued"] += 1;
    return { isFollowed, stateOf, ...counts };
  }, [data, ids]);
}

type BatchResultsProps = {
  result: BatchResult;
  showLines: boolean;
  /** The heading takes focus when the results appear. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/**
 * A line per member as the server answered it (decisions: result per row, copy-link fallback).
 * Invite e-mails are sent in the background: each row follows its own, a line counts them, and
 * a failed one offers its link to copy.
 */
export function BatchResults({ result, showLines, headingRef }: BatchResultsProps) {
  const { results, summary } = result;
  const emails = useEmailProgress(results);
  // On phones the e-mail sits under the name, so the result and its copy button stay in view.
  const isNarrow = useMediaQuery(NARROW);
  return (
    <section className="grid min-w-0 gap-3">
      <div className="grid gap-1">
        <h3 ref={headingRef} tabIndex={-1} className="text-base font-semibold outline-none">
          {m.resultsTitle}
        </h3>
        <p role="status" className="text-sm text-muted-foreground">
          {m.summary(summary)}
        </p>
        {emails.total > 0 ? (
          // Shown from the start and only its text changes, so nothing below it moves.
          <p
            role="status"
            aria-live="polite"
            aria-atomic="true"
            className="flex items-center gap-1.5 text-sm text-muted-foreground tabular-nums"
          >
            {emails.queued > 0 ? (
              <Spinner className="size-3.5 shrink-0" />
            ) : emails.failed > 0 ? (
              <MailWarning aria-hidden="true" className="size-3.5 shrink-0 text-destructive-text" />
            ) : (
              <MailCheck aria-hidden="true" className="size-3.5 shrink-0" />
            )}
            {m.emailProgress(emails.sent, emails.total)}
          </p>
        ) : null}
      </div>

      {emails.failed > 0 ? (
        <Alert variant="destructive" role="alert">
          <MailWarning aria-hidden="true" />
          <p>{m.emailsFailed(emails.failed)}</p>
        </Alert>
      ) : null}

      <div className="max-h-[50dvh] overflow-auto rounded-lg border border-border" tabIndex={0}>
        {/* Fixed layout: the columns keep their widths while the results change. */}
        <table className="w-full table-fixed border-collapse text-left text-sm">
          <caption className="sr-only">{m.resultsCaption}</caption>
          <colgroup>
            {showLines ? <col className="w-12 sm:w-16" /> : null}
            <col className={isNarrow ? undefined : "w-[25%]"} />
            {isNarrow ? null : <col />}
            <col className={isNarrow ? "w-[45%]" : "w-[35%]"} />
          </colgroup>
          <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
            <tr>
              {showLines ? (
                <th scope="col" className="px-2 py-2 font-medium sm:px-3">
                  {m.columnLine}
                </th>
              ) : null}
              <th scope="col" className="px-2 py-2 font-medium sm:px-3">
                {m.columnName}
              </th>
              {isNarrow ? null : (
                <th scope="col" className="px-2 py-2 font-medium sm:px-3">
                  {m.columnEmail}
                </th>
              )}
              <th scope="col" className="px-2 py-2 font-medium sm:px-3">
                {m.columnResult}
              </th>
            </tr>
          </thead>
          <tbody>
            {results.map((row, index) => {
              const emailStatus = emails.stateOf(row);
              return (
                <tr key={`${row.email}-${index}`} className="border-t border-border align-top">
                  {showLines ? (
                    <td className="px-2 py-2 text-muted-foreground tabular-nums sm:px-3">
                      {row.line ?? "—"}
                    </td>
                  ) : null}
                  <td className="px-2 py-2 break-words sm:px-3">
                    {row.name}
                    {isNarrow ? (
                      <span className="block text-xs break-words text-muted-foreground">
                        <EmailText email={row.email} />
                      </span>
                    ) : null}
                  </td>
                  {isNarrow ? null : (
                    <td className="px-2 py-2 break-words sm:px-3">
                      <EmailText email={row.email} />
                    </td>
                  )}
                  <td className="px-2 py-2 sm:px-3">
                    <div className="grid gap-1.5">
                      {/* Two lines kept for a followed e-mail, so the row keeps its height as it changes. */}
                      <span
                        className={cn(
                          "font-medium",
                          emails.isFollowed(row) && "min-h-10",
                          rowTone(row, emailStatus),
                        )}
                      >
                        {rowStatusText(row, emailStatus)}
                      </span>
                      {emailStatus === "failed" && row.invite_url ? (
                        <CopyInviteLink email={row.email} url={row.invite_url} />
                      ) : null}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** An address that, when it must wrap, wraps before the @ first. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf("@");
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

/** The e-mail did not go out: the admin sends the link. If the clipboard refuses, the link is shown. */
function CopyInviteLink({ email, url }: { email: string; url: string }) {
  const [isShown, setIsShown] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(m.linkCopied);
    } catch {
      setIsShown(true);
      toast.error(m.linkCopyError);
    }
  };

  return (
    <div className="grid gap-1.5">
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start"
        aria-label={m.copyLinkOf(email)}
        onClick={() => void copy()}
      >
        <Copy aria-hidden="true" />
        {m.copyLink}
      </Button>
      {isShown ? (
        <Input
          readOnly
          value={url}
          aria-label={m.inviteLinkOf(email)}
          onFocus={(event) => event.currentTarget.select()}
          className="h-8 font-mono text-xs"
        />
      ) : null}
    </div>
  );
}
