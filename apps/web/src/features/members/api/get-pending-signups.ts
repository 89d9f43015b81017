import { ADMIN_PENDING_SIGNUPS_URL } from "@guilda/shared/rules/first-requests";
import type { PendingSignupPage } from "@guilda/shared/schemas/directory";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { memberKeys } from "./keys";

/**
 * One page of the sign-ups waiting for approval. The first page is asked at exactly the address
 * the server answers into an admin's /membros page.
 */
export function getPendingSignups(cursor: string | null, signal?: AbortSignal) {
  const url = cursor
    ? `${ADMIN_PENDING_SIGNUPS_URL}?${new URLSearchParams({ cursor })}`
    : ADMIN_PENDING_SIGNUPS_URL;
  return api.get<PendingSignupPage>(url, { signal });
}

export const pendingSignupsQueryOptions = infiniteQueryOptions({
  queryKey: memberKeys.pending,
  queryFn: ({ pageParam, signal }) => getPendingSignups(pageParam, signal),
  initialPageParam: null as string | null,
  getNextPageParam: (lastPage) => lastPage.next_cursor,
});

/** 'Aguardando aprovação' on /membros. Admins only: others never ask. */
export function usePendingSignups(enabled: boolean) {
  return useInfiniteQuery({ ...pendingSignupsQueryOptions, enabled });
}
