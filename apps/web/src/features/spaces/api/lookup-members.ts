import type { SpaceMemberView } from "@guilda/shared/schemas/spaces";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export function lookupMembers(text: string, signal?: AbortSignal): Promise<SpaceMemberView[]> {
  return api.get<SpaceMemberView[]>(`/api/admin/members/lookup?${new URLSearchParams({ q: text })}`, {
    signal,
  });
}

/** Up to 10 members whose name or username contains the text (admins only). */
export const memberLookupQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ["member-lookup", text],
    queryFn: ({ signal }) => lookupMembers(text, signal),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
  });

export function useMemberLookup(text: string) {
  return useQuery(memberLookupQueryOptions(text));
}
