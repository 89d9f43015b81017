import { commonMessages } from "@guilda/shared/messages/common";
import { shellMessages } from "@guilda/shared/messages/shell";
import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import type { CertificateView } from "@guilda/shared/schemas/courses";
import { Award, Download, ShieldCheck, TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { certificatePdfUrl, useMyCertificates } from "../api/get-my-certificates";

const longDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long" });

function CertificateItem({ certificate }: { certificate: CertificateView }) {
  const titleId = useId();
  const isRevoked = !!certificate.revoked_at;
  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border border-border bg-card p-5 shadow-card sm:flex-row sm:items-center"
    >
      <span
        aria-hidden="true"
        className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary/15 text-primary-text"
      >
        <Award className="size-6" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h2 id={titleId} className="min-w-0 font-semibold break-words">
            {certificate.course_slug ? (
              <Link to={paths.course(certificate.course_slug)} className="hover:underline">
                {certificate.course_title}
              </Link>
            ) : (
              certificate.course_title
            )}
          </h2>
          {isRevoked ? <Badge variant="destructive">{m.revoked}</Badge> : null}
        </div>
        <p className="text-sm text-muted-foreground">
          <time dateTime={certificate.issued_at}>
            {m.issuedOn(longDate.format(new Date(certificate.issued_at)))}
          </time>
          {certificate.workload_minutes > 0 ? ` · ${m.workload(certificate.workload_minutes)}` : null}
        </p>
        <p className="text-sm">
          <span className="text-muted-foreground">{m.certificateCode}: </span>
          <span className="font-mono font-semibold tracking-wider">{certificate.code}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {isRevoked ? null : (
          <Button asChild size="sm">
            <a
              href={certificatePdfUrl(certificate.code)}
              download
              aria-label={m.downloadPdfOf(certificate.course_title)}
            >
              <Download aria-hidden="true" />
              {m.downloadPdf}
            </a>
          </Button>
        )}
        <Button asChild size="sm" variant="outline">
          <Link
            to={paths.certificate(certificate.code)}
            aria-label={m.viewVerificationOf(certificate.course_title)}
          >
            <ShieldCheck aria-hidden="true" />
            {m.viewVerification}
          </Link>
        </Button>
      </div>
    </article>
  );
}

/** /certificados: the member's certificates, with the PDF and the public verification page. */
export function CertificateList() {
  const certificates = useMyCertificates();

  let body;
  if (certificates.isPending) {
    body = (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{commonMessages.loading}</span>
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-28 w-full rounded-lg" />
        ))}
      </div>
    );
  } else if (certificates.isError) {
    body = (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.certificatesLoadError}
        action={
          <Button variant="outline" onClick={() => void certificates.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  } else if (certificates.data.items.length === 0) {
    body = (
      <EmptyState
        icon={<Award aria-hidden="true" />}
        title={m.certificatesEmptyTitle}
        text={m.certificatesEmptyText}
        action={
          <Button asChild variant="outline">
            <Link to={paths.dashboard}>{shellMessages.myCourses}</Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <ul className="grid gap-3">
        {certificates.data.items.map((certificate) => (
          <li key={certificate.id}>
            <CertificateItem certificate={certificate} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.certificatesTitle}</h1>
        <p className="text-muted-foreground">{m.certificatesSubtitle}</p>
      </div>
      {body}
    </div>
  );
}
