import { webCertificateDesignMessages as m } from "@guilda/shared/messages/certificates";
import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import {
  certificateSampleUrl,
  useCourseCertificateDesign,
  useSaveCourseCertificateDesign,
} from "../api/certificate-design";
import { CertificateDesignForm } from "./certificate-design-form";

/** 'Modelo do certificado' of the course editor's 'Certificados' tab: the course's own look. */
export function CourseCertificateDesign({ courseId }: { courseId: string }) {
  const design = useCourseCertificateDesign(courseId);
  const save = useSaveCourseCertificateDesign(courseId);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.courseHeading}</CardTitle>
        <CardDescription>{m.courseText}</CardDescription>
      </CardHeader>
      <CardContent>
        {design.isPending ? (
          <PageLoader className="min-h-32" />
        ) : design.isError ? (
          <EmptyState
            icon={<TriangleAlert aria-hidden="true" />}
            title={m.loadError}
            className="py-10"
            action={
              <Button variant="outline" onClick={() => void design.refetch()}>
                {m.retry}
              </Button>
            }
          />
        ) : (
          <CertificateDesignForm
            key={courseId}
            design={design.data.course}
            inherited={design.data.community}
            sampleUrl={certificateSampleUrl(courseId)}
            onSave={(values) => save.mutateAsync(values)}
          />
        )}
      </CardContent>
    </Card>
  );
}
