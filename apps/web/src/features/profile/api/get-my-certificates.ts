import type { MyCertificates } from "@guilda/shared/schemas/courses";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export function getMyCertificates(signal?: AbortSignal): Promise<MyCertificates> {
  return api.get<MyCertificates>("/api/certificates", { signal });
}

/** My certificates; same key as /certificados. */
export function useMyCertificates() {
  return useQuery(
    queryOptions({
      queryKey: ["certificates", "mine"],
      queryFn: ({ signal }) => getMyCertificates(signal),
    }),
  );
}
