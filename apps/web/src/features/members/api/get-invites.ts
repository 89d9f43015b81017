import { ADMIN_INVITES_URL } from "@guilda/shared/rules/first-requests";
import type { InviteCard } from "@guilda/shared/schemas/directory";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { memberKeys } from "./keys";

export function getInvites(signal?: AbortSignal): Promise<InviteCard[]> {
  return api.get<InviteCard[]>(ADMIN_INVITES_URL, { signal });
}

export const invitesQueryOptions = queryOptions({
  queryKey: memberKeys.invites,
  queryFn: ({ signal }) => getInvites(signal),
});

/** Pending invites, shown as pseudo-members (spec §3). Admins only: others never ask. */
export function useInvites(enabled: boolean) {
  return useQuery({ ...invitesQueryOptions, enabled });
}
