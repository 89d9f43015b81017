import { CertificateList } from "@/features/certificates/components/certificate-list";

/** /certificados */
export function CertificatesRoute() {
  return (
    <div className="mx-auto w-full max-w-4xl">
      <CertificateList />
    </div>
  );
}
