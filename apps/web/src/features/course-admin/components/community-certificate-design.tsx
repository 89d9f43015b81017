import { webCertificateDesignMessages as m } from "@guilda/shared/messages/certificates";
import { Award, TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import {
  certificateSampleUrl,
  useCommunityCertificateDesign,
  useSaveCommunityCertificateDesign,
} from "../api/certificate-design";
import { CertificateDesignForm } from "./certificate-design-form";

/** Painel admin → 'Certificados': the look every course's certificate takes unless it sets its own. */
export function CommunityCertificateDesign() {
  const design = useCommunityCertificateDesign();
  const save = useSaveCommunityCertificateDesign();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Award aria-hidden="true" className="size-5 text-muted-foreground" />
          {m.communityHeading}
        </CardTitle>
        <CardDescription>{m.communityText}</CardDescription>
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
            design={design.data}
            sampleUrl={certificateSampleUrl()}
            onSave={(values) => save.mutateAsync(values)}
          />
        )}
      </CardContent>
    </Card>
  );
}
