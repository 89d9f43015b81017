import { webAddMembersMessages as m } from "@guilda/shared/messages/web-add-members";
import type { BatchResult, BatchRowResult } from "@guilda/shared/schemas/directory";
import { Copy, MailWarning } from "lucide-react";
import { useState, type Ref } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useMediaQuery } from "@/hooks/use-media-query";
import { cn } from "@/lib/cn";
import { toast } from "@/lib/toast";

/** The pt-BR "Resultado" of one row. */
export function rowStatusText(row: BatchRowResult): string {
  switch (row.status) {
    case "created":
      return m.statusCreated;
    case "invited":
      return row.email_sent === false ? m.statusEmailFailed : m.statusInvited;
    case "already_member":
      return m.statusAlreadyMember;
    case "already_invited":
      return m.statusAlreadyInvited;
    case "error":
      return m.statusError(row.error || m.unknownError);
  }
}

const NARROW = "(max-width: 639px)";

const statusClass: Record<BatchRowResult["status"], string> = {
  created: "text-foreground",
  invited: "text-foreground",
  already_member: "text-muted-foreground",
  already_invited: "text-muted-foreground",
  error: "text-destructive-text",
};

type BatchResultsProps = {
  result: BatchResult;
  showLines: boolean;
  /** The heading takes focus when the results appear. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** A line per member as the server answered it (decisions: result per row, copy-link fallback). */
export function BatchResults({ result, showLines, headingRef }: BatchResultsProps) {
  const { results, summary } = result;
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
      </div>

      {summary.emails_failed > 0 ? (
        <Alert variant="destructive">
          <MailWarning aria-hidden="true" />
          <p>{m.emailsFailed(summary.emails_failed)}</p>
        </Alert>
      ) : null}

      <div className="max-h-[50dvh] overflow-auto rounded-lg border border-border" tabIndex={0}>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{m.resultsCaption}</caption>
          <thead className="sticky top-0 bg-muted text-xs text-muted-foreground">
            <tr>
              {showLines ? (
                <th scope="col" className="px-3 py-2 font-medium">
                  {m.columnLine}
                </th>
              ) : null}
              <th scope="col" className="px-3 py-2 font-medium">
                {m.columnName}
              </th>
              {isNarrow ? null : (
                <th scope="col" className="px-3 py-2 font-medium">
                  {m.columnEmail}
                </th>
              )}
              <th scope="col" className="px-3 py-2 font-medium">
                {m.columnResult}
              </th>
            </tr>
          </thead>
          <tbody>
            {results.map((row, index) => (
              <tr key={`${row.email}-${index}`} className="border-t border-border align-top">
                {showLines ? (
                  <td className="px-3 py-2 text-muted-foreground tabular-nums">{row.line ?? "—"}</td>
                ) : null}
                <td className="max-w-40 px-3 py-2 break-words">
                  {row.name}
                  {isNarrow ? (
                    <span className="block text-xs break-all text-muted-foreground">{row.email}</span>
                  ) : null}
                </td>
                {isNarrow ? null : <td className="max-w-56 px-3 py-2 break-all">{row.email}</td>}
                <td className="min-w-40 px-3 py-2">
                  <div className="grid gap-1.5">
                    <span className={cn("font-medium", statusClass[row.status])}>{rowStatusText(row)}</span>
                    {row.status === "invited" && row.email_sent === false && row.invite_url ? (
                      <CopyInviteLink email={row.email} url={row.invite_url} />
                    ) : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
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
