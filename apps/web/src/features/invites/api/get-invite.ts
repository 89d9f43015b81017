import type { InvitePreview } from "@guilda/shared/schemas/directory";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api";

export function getInvite(token: string, signal?: AbortSignal): Promise<InvitePreview> {
  return api.get<InvitePreview>(`/api/invites/${encodeURIComponent(token)}`, { signal });
}

export const inviteQueryKey = (token: string) => ["invites", token] as const;

export function inviteQueryOptions(token: string) {
  return queryOptions({
    queryKey: inviteQueryKey(token),
    queryFn: ({ signal }) => getInvite(token, signal),
    // An unknown, used, cancelled or expired invite stays that way; only network trouble is retried.
    retry: (failures, error) =>
      failures < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
    staleTime: 60_000,
  });
}

/** The invite behind a link: who was invited and until when, or why it can't be used. */
export function useInvite(token: string) {
  return useQuery({ ...inviteQueryOptions(token), enabled: token !== "" });
}
