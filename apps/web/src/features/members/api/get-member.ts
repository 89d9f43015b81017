import type { MemberDetail } from "@guilda/shared/schemas/directory";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, isApiError } from "@/lib/api";
import { memberKeys } from "./keys";

export function getMember(id: string, signal?: AbortSignal): Promise<MemberDetail> {
  return api.get<MemberDetail>(`/api/members/${encodeURIComponent(id)}`, { signal });
}

export const memberQueryOptions = (id: string) =>
  queryOptions({
    queryKey: memberKeys.detail(id),
    queryFn: ({ signal }) => getMember(id, signal),
    // A missing member stays missing: don't ask twice.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 1,
  });

export function useMember(id: string) {
  return useQuery(memberQueryOptions(id));
}
