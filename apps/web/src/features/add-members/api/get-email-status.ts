import type { BatchEmailStatus } from "@guilda/shared/schemas/directory";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api";

/** How often the results screen asks again while an invite e-mail is still waiting to go out. */
export const EMAIL_STATUS_POLL_MS = 1500;

/** Where the invite e-mails of a batch stand (queued, sent, or failed after every retry). */
export function getEmailStatus(ids: readonly string[], signal?: AbortSignal): Promise<BatchEmailStatus> {
  return api.post<BatchEmailStatus>("/api/admin/members/batch/email-status", { ids }, { signal });
}

/**
 * Asks again every 1.5 s while any of the e-mails is queued and stops once none is (or when the
 * results are closed: the query has no observer left). A refusal (4xx) is not asked again.
 */
export function emailStatusQueryOptions(ids: readonly string[]) {
  return queryOptions({
    queryKey: ["add-members", "email-status", ids],
    queryFn: ({ signal }) => getEmailStatus(ids, signal),
    refetchInterval: (query) => {
      const { data, error } = query.state;
      if (data && data.queued === 0) return false;
      if (isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429)
        return false;
      return EMAIL_STATUS_POLL_MS;
    },
    // Progress is only worth keeping while the results are on screen.
    gcTime: 0,
    staleTime: 0,
  });
}

/** Nothing is asked when the batch queued no e-mail. */
export function useEmailStatus(ids: readonly string[]) {
  return useQuery({ ...emailStatusQueryOptions(ids), enabled: ids.length > 0 });
}
