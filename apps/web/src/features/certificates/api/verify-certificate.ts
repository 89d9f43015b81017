import type { CertificateVerification } from "@guilda/shared/schemas/courses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api";

export function verifyCertificate(code: string, signal?: AbortSignal): Promise<CertificateVerification> {
  return api.get<CertificateVerification>(`/api/certificates/verify/${encodeURIComponent(code)}`, { signal });
}

/** Public: anyone holding the code (or the QR) may check it, signed in or not. */
export const verifyCertificateQueryOptions = (code: string) =>
  queryOptions({
    queryKey: ["certificates", "verify", code],
    queryFn: async ({ signal }) => {
      try {
        return await verifyCertificate(code, signal);
      } catch (error) {
        // A code that cannot be one, or none stored: the same answer as an unknown code.
        if (isApiError(error) && (error.status === 404 || error.status === 400))
          return { status: "unknown" } as const;
        throw error;
      }
    },
    retry: (count, error) => !(isApiError(error) && error.status === 429) && count < 1,
  });

export function useVerifyCertificate(code: string) {
  return useQuery(verifyCertificateQueryOptions(code));
}
