import type { SpaceMemberView } from "@guilda/shared/schemas/spaces";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export const spaceMembersKey = (spaceId: string) => ["space-members", spaceId] as const;

export function getSpaceMembers(spaceId: string, signal?: AbortSignal): Promise<SpaceMemberView[]> {
  return api.get<SpaceMemberView[]>(`/api/admin/spaces/${encodeURIComponent(spaceId)}/members`, { signal });
}

/** Members added to a private space (admins only). */
export const spaceMembersQueryOptions = (spaceId: string) =>
  queryOptions({
    queryKey: spaceMembersKey(spaceId),
    queryFn: ({ signal }) => getSpaceMembers(spaceId, signal),
  });

export function useSpaceMembers(spaceId: string) {
  return useQuery(spaceMembersQueryOptions(spaceId));
}
