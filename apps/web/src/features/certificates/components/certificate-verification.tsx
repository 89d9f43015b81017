import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import { linkedInAddToProfileUrl } from "@guilda/shared/rules/certificate-share";
import type { CertificateVerification as Verification } from "@guilda/shared/schemas/courses";
import { BadgeCheck, Download, SearchX, Share2, ShieldAlert, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { PageLoader } from "@/components/ui/page-loader";
import { useSettings } from "@/hooks/use-settings";
import { isApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { certificatePdfUrl } from "../api/get-my-certificates";
import { useVerifyCertificate } from "../api/verify-certificate";

const longDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long" });
const formatDay = (iso: string) => longDate.format(new Date(iso));

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

type PanelProps = {
  tone: "valid" | "revoked" | "neutral";
  icon: ReactNode;
  title: string;
  text: string;
  children?: ReactNode;
};

function Panel({ tone, icon, title, text, children }: PanelProps) {
  return (
    <div
      className={cn(
        "grid gap-5 rounded-lg border bg-card p-6 shadow-card sm:p-8",
        tone === "valid" && "border-primary/50",
        tone === "revoked" && "border-destructive-text/50",
        tone === "neutral" && "border-border",
      )}
    >
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className={cn(
            "flex size-12 shrink-0 items-center justify-center rounded-full [&_svg]:size-6",
            tone === "valid" && "bg-primary/15 text-primary-text",
            tone === "revoked" && "bg-destructive/15 text-destructive-text",
            tone === "neutral" && "bg-muted text-muted-foreground",
          )}
        >
          {icon}
        </span>
        <div className="grid gap-1">
          <h2 className="text-xl font-bold tracking-tight">{title}</h2>
          <p className="text-sm text-muted-foreground">{text}</p>
        </div>
      </div>
      {children}
    </div>
  );
}

function Result({ result }: { result: Verification }) {
  if (result.status === "unknown")
    return (
      <Panel tone="neutral" icon={<SearchX />} title={m.certificateUnknown} text={m.certificateUnknownText} />
    );
  if (result.status === "revoked")
    return (
      <Panel
        tone="revoked"
        icon={<ShieldAlert />}
        title={m.certificateRevoked}
        text={m.certificateRevokedText(formatDay(result.revoked_at))}
      >
        <dl className="grid gap-3">
          <Field label={m.fieldName}>{result.member_name}</Field>
          <Field label={m.fieldCourse}>{result.course_title}</Field>
          <Field label={m.fieldIssuedAt}>{formatDay(result.issued_at)}</Field>
          <Field label={m.fieldRevokedAt}>{formatDay(result.revoked_at)}</Field>
          <Field label={m.fieldCode}>
            <span className="font-mono tracking-wider">{result.code}</span>
          </Field>
        </dl>
      </Panel>
    );
  return (
    <Panel tone="valid" icon={<BadgeCheck />} title={m.certificateValid} text={m.certificateValidText}>
      <dl className="grid gap-3">
        <Field label={m.fieldName}>{result.member_name}</Field>
        <Field label={m.fieldCourse}>{result.course_title}</Field>
        <Field label={m.fieldIssuedAt}>{formatDay(result.issued_at)}</Field>
        <Field label={m.fieldWorkload}>{m.workload(result.workload_minutes)}</Field>
        <Field label={m.fieldCode}>
          <span className="font-mono tracking-wider">{result.code}</span>
        </Field>
      </dl>
      <ShareActions result={result} />
    </Panel>
  );
}

/** A valid certificate's PDF, and LinkedIn's 'Add to profile' filled in with it. */
function ShareActions({ result }: { result: Extract<Verification, { status: "valid" }> }) {
  const { communityName } = useSettings();
  const linkedIn = linkedInAddToProfileUrl({
    name: result.course_title,
    organizationName: communityName,
    issuedAt: result.issued_at,
    certUrl: `${window.location.origin}${paths.certificate(result.code)}`,
    certId: result.code,
  });
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <Button asChild>
        <a href={certificatePdfUrl(result.code)} download>
          <Download aria-hidden="true" />
          {m.downloadCertificatePdf}
        </a>
      </Button>
      <Button asChild variant="outline">
        <a href={linkedIn} target="_blank" rel="noopener noreferrer" title={m.shareOnLinkedInHint}>
          <Share2 aria-hidden="true" />
          {m.shareOnLinkedIn}
        </a>
      </Button>
    </div>
  );
}

/** /certificados/:code — public: valid (name, course, date, workload), revoked, or unknown. Nothing else. */
export function CertificateVerification({ code }: { code: string }) {
  const verification = useVerifyCertificate(code);
  let body;
  if (verification.isPending) body = <PageLoader />;
  else if (verification.isError)
    body = (
      <Panel
        tone="neutral"
        icon={<TriangleAlert />}
        title={m.verificationTitle}
        text={
          isApiError(verification.error) && verification.error.status === 429
            ? verification.error.message
            : m.verificationError
        }
      >
        <div>
          <Button variant="outline" onClick={() => void verification.refetch()}>
            {m.retry}
          </Button>
        </div>
      </Panel>
    );
  else body = <Result result={verification.data} />;

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.verificationTitle}</h1>
      {body}
    </div>
  );
}
