import { directoryPageUrl } from "@guilda/shared/rules/first-requests";
import type { DirectoryPage } from "@guilda/shared/schemas/directory";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { filtersToSearch, type MemberFilters } from "../lib/filters";
import { memberKeys } from "./keys";

/** DIRECTORY_PAGE_SIZE of the shared schema (not imported: that module brings zod along). */
export const MEMBERS_PAGE_SIZE = 24;

export function getMembers(filters: MemberFilters, cursor: string | null, signal?: AbortSignal) {
  const search = filtersToSearch(filters);
  if (cursor) search.set("cursor", cursor);
  return api.get<DirectoryPage>(directoryPageUrl(search), { signal });
}

/**
 * The directory, 24 members a page, keyset cursor. Only the first page brings `matched` and `total`
 * (they feed the counter): the server counts when the filters change, not on every page.
 */
export function membersQueryOptions(filters: MemberFilters) {
  return infiniteQueryOptions({
    queryKey: memberKeys.directory(filters),
    queryFn: ({ pageParam, signal }) => getMembers(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.next_cursor,
  });
}

export function useMembers(filters: MemberFilters) {
  return useInfiniteQuery(membersQueryOptions(filters));
}
