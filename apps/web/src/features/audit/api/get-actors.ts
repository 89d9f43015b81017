import type { AuditActor } from "@guilda/shared/schemas/audit";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { auditActorsPath, auditKeys } from "./keys";

/** The admins and moderators, for the filter 'Quem'. */
export const auditActorsQueryOptions = queryOptions({
  queryKey: auditKeys.actors,
  queryFn: ({ signal }) => api.get<AuditActor[]>(auditActorsPath, { signal }),
  staleTime: 60_000,
});

export function useAuditActors() {
  return useQuery(auditActorsQueryOptions);
}
