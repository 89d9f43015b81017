import { useParams } from "react-router";
import { CertificateVerification } from "@/features/certificates/components/certificate-verification";

/** /certificados/:code — public, signed in or not (the PDF's QR code leads here). */
export function CertificateVerifyRoute() {
  const { code = "" } = useParams();
  return <CertificateVerification key={code} code={code} />;
}
