import { webProfileMessages as m } from "@guilda/shared/messages/web-profile";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { Award } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { useMyCertificates } from "../api/get-my-certificates";
import { ProfileSection, SectionEmpty, SectionError, SectionSkeleton } from "./profile-section";

const longDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long" });

/** /perfil: my certificates (not the revoked ones), each leading to its public verification. */
export function ProfileCertificates() {
  const certificates = useMyCertificates();
  let body;
  if (certificates.isPending) body = <SectionSkeleton />;
  else if (certificates.isError)
    body = (
      <SectionError
        text={m.certificatesLoadError}
        retry={webShellMessages.retry}
        onRetry={() => void certificates.refetch()}
      />
    );
  else {
    const valid = certificates.data.items.filter((certificate) => !certificate.revoked_at);
    body =
      valid.length === 0 ? (
        <SectionEmpty icon={<Award />} title={m.noCertificatesTitle} text={m.noCertificatesText} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {valid.map((certificate) => (
            <li key={certificate.id} className="flex items-start gap-3 rounded-lg bg-muted px-4 py-3">
              <Award aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-text" />
              <div className="grid min-w-0 gap-0.5">
                <Link
                  to={paths.certificate(certificate.code)}
                  className="font-medium break-words hover:underline"
                >
                  {certificate.course_title}
                </Link>
                <span className="text-xs text-muted-foreground">
                  {m.certificateIssued(longDate.format(new Date(certificate.issued_at)))}
                </span>
              </div>
            </li>
          ))}
        </ul>
      );
  }
  return (
    <ProfileSection
      title={m.certificatesTitle}
      action={
        <Button asChild variant="ghost" size="sm">
          <Link to={paths.certificates}>{m.seeAllCertificates}</Link>
        </Button>
      }
    >
      {body}
    </ProfileSection>
  );
}
