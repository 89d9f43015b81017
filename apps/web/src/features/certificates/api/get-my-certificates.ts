import type { MyCertificates } from "@guilda/shared/schemas/courses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export function getMyCertificates(signal?: AbortSignal): Promise<MyCertificates> {
  return api.get<MyCertificates>("/api/certificates", { signal });
}

export const myCertificatesQueryOptions = queryOptions({
  queryKey: ["certificates", "mine"],
  queryFn: ({ signal }) => getMyCertificates(signal),
});

export function useMyCertificates() {
  return useQuery(myCertificatesQueryOptions);
}

/** The PDF of a valid certificate, for whoever holds its code; written with or without hyphens. */
export function certificatePdfUrl(code: string): string {
  return `/api/certificates/${encodeURIComponent(code)}/pdf`;
}
