import type { ActiveMember } from "@guilda/shared/schemas/feed";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, warnOnFailure } from "@/lib/api";

/** Up to 6 members, most recent activity first. Spec §8.5: a failure is only logged. */
export function getActiveMembers(signal?: AbortSignal): Promise<ActiveMember[]> {
  return warnOnFailure("Active members", () => api.get<ActiveMember[]>("/api/members/active", { signal }));
}

export const activeMembersQueryOptions = queryOptions({
  queryKey: ["members", "active"],
  queryFn: ({ signal }) => getActiveMembers(signal),
  staleTime: 60_000,
});

export function useActiveMembers() {
  return useQuery(activeMembersQueryOptions);
}
