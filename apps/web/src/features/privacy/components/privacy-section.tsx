import { privacyMessages as m } from "@guilda/shared/messages/privacy";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DataExportPanel } from "./data-export-panel";
import { DeleteAccountPanel } from "./delete-account-panel";

/** 'Privacidade e dados' on /perfil/editar (LGPD): a copy of the member's data, and leaving. */
export function PrivacySection({ email }: { email: string }) {
  const { hash } = useLocation();
  const ref = useRef<HTMLDivElement>(null);
  // The 'cópia pronta' notification links here.
  useEffect(() => {
    if (hash === "#privacidade") ref.current?.scrollIntoView({ block: "start" });
  }, [hash]);
  return (
    <Card ref={ref} id="privacidade" className="scroll-mt-20">
      <CardHeader>
        <CardTitle>{m.sectionTitle}</CardTitle>
        <CardDescription>{m.sectionDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <DataExportPanel />
        <hr className="border-border" />
        <DeleteAccountPanel email={email} />
      </CardContent>
    </Card>
  );
}
