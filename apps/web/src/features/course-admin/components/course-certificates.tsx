import { courseMessages as cm } from "@guilda/shared/messages/courses";
import { webCourseAdminMessages as m } from "@guilda/shared/messages/web-course-admin";
import { revokeCertificateSchema, type AdminCertificateRow } from "@guilda/shared/schemas/courses";
import { zodResolver } from "@hookform/resolvers/zod";
import { Award, ExternalLink, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormField } from "@/components/ui/form-field";
import { PageLoader } from "@/components/ui/page-loader";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useCourseCertificates } from "../api/get-course-certificates";
import { useRevokeCertificate } from "../api/revoke-certificate";
import { formatDate } from "../lib/format";

/** 'Certificados': those issued for the course, with 'Revogar' (a reason is required). */
export function CourseCertificates({ courseId }: { courseId: string }) {
  const certificates = useCourseCertificates(courseId);
  const [revoking, setRevoking] = useState<AdminCertificateRow | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.certificatesHeading}</CardTitle>
        <CardDescription>{m.certificatesHint}</CardDescription>
      </CardHeader>
      <CardContent>
        {certificates.isPending ? (
          <PageLoader className="min-h-32" />
        ) : certificates.isError ? (
          <EmptyState
            icon={<TriangleAlert aria-hidden="true" />}
            title={m.certificatesLoadError}
            className="py-10"
            action={
              <Button variant="outline" onClick={() => void certificates.refetch()}>
                {m.retry}
              </Button>
            }
          />
        ) : certificates.data.items.length === 0 ? (
          <EmptyState icon={<Award aria-hidden="true" />} title={m.certificatesEmpty} className="py-10" />
        ) : (
          <ul
            aria-label={m.certificatesHeading}
            className="divide-y divide-border rounded-lg border border-border"
          >
            {certificates.data.items.map((certificate) => (
              <CertificateRow key={certificate.id} certificate={certificate} onRevoke={setRevoking} />
            ))}
          </ul>
        )}
      </CardContent>
      <RevokeDialog courseId={courseId} certificate={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}

type CertificateRowProps = {
  certificate: AdminCertificateRow;
  onRevoke: (certificate: AdminCertificateRow) => void;
};

function CertificateRow({ certificate, onRevoke }: CertificateRowProps) {
  const isRevoked = certificate.revoked_at !== null;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-3 sm:px-4">
      <div className="grid min-w-0 flex-1 basis-56 gap-1">
        <p className="flex min-w-0 flex-wrap items-center gap-2">
          <span className="font-medium break-words">{certificate.member_name}</span>
          {certificate.revoked_at ? (
            <Badge variant="destructive">{m.revokedOn(formatDate(certificate.revoked_at))}</Badge>
          ) : (
            <Badge variant="secondary">{m.valid}</Badge>
          )}
        </p>
        <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <span className="font-mono text-foreground">{certificate.code}</span>
          <span>{m.issuedOn(formatDate(certificate.issued_at))}</span>
          <span>{m.workload(certificate.workload_minutes)}</span>
        </p>
        {isRevoked && certificate.revoked_reason ? (
          <p className="text-xs break-words text-muted-foreground">
            {m.revokedReason(certificate.revoked_reason)}
          </p>
        ) : null}
      </div>
      <div className="flex items-center gap-1">
        <Button variant="ghost" size="sm" asChild>
          <a href={paths.certificate(certificate.code)} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            <span className="sr-only">{m.verify(certificate.code)}</span>
          </a>
        </Button>
        {isRevoked ? null : (
          <Button
            variant="outline"
            size="sm"
            aria-label={m.revokeOf(certificate.code, certificate.member_name)}
            onClick={() => onRevoke(certificate)}
          >
            {m.revoke}
          </Button>
        )}
      </div>
    </li>
  );
}

type RevokeDialogProps = { courseId: string; certificate: AdminCertificateRow | null; onClose: () => void };

function RevokeDialog({ courseId, certificate, onClose }: RevokeDialogProps) {
  return (
    <Dialog open={certificate !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {certificate ? (
        <DialogContent closeLabel={m.close} className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
          <RevokeForm key={certificate.id} courseId={courseId} certificate={certificate} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function RevokeForm({
  courseId,
  certificate,
  onDone,
}: {
  courseId: string;
  certificate: AdminCertificateRow;
  onDone: () => void;
}) {
  const revoke = useRevokeCertificate(courseId);
  const formId = useId();
  const form = useForm({ resolver: zodResolver(revokeCertificateSchema), defaultValues: { reason: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await revoke.mutateAsync({ id: certificate.id, reason });
      toast.success(cm.certificateRevokedTitle);
      onDone();
    } catch (err) {
      const error = toApiError(err);
      if (!applyFieldErrors(error, form.setError, ["reason"]))
        toast.error(m.revokeErrorTitle, { description: error.message });
    }
  });

  return (
    <>
      <div className="grid gap-1.5 pr-8">
        <DialogTitle>{m.revokeTitle}</DialogTitle>
        <DialogDescription className="break-words">
          {m.revokeText(certificate.code, certificate.member_name)}
        </DialogDescription>
      </div>
      <form id={formId} onSubmit={onSubmit} noValidate>
        <FormField label={m.revokeReasonLabel} error={errors.reason?.message}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={500}
              placeholder={m.revokeReasonPlaceholder}
              autoFocus
              {...form.register("reason")}
            />
          )}
        </FormField>
      </form>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            {m.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" form={formId} variant="destructive" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? m.revoking : m.confirmRevoke}
        </Button>
      </div>
    </>
  );
}
