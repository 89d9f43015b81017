import type { BulkDeleteResult, DirectoryPage } from "@guilda/shared/schemas/directory";
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { memberKeys } from "./keys";

export function deleteMember(id: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(`/api/admin/members/${encodeURIComponent(id)}`);
}

export function bulkDeleteMembers(ids: string[]): Promise<BulkDeleteResult> {
  return api.post<BulkDeleteResult>("/api/admin/members/bulk-delete", { ids });
}

/** The pages without those members; the first page's counts (the only ones) go down by all removed. */
function withoutMembers(pages: DirectoryPage[], gone: Set<string>): DirectoryPage[] {
  let removed = 0;
  const kept = pages.map((page) => {
    const items = page.items.filter((member) => !gone.has(member.id));
    removed += page.items.length - items.length;
    return { ...page, items };
  });
  const less = (count: number | null) => (count === null ? null : Math.max(0, count - removed));
  return kept.map((page, i) =>
    i === 0 ? { ...page, matched: less(page.matched), total: less(page.total) } : page,
  );
}

/** Takes members out of every cached directory page at once, then reloads the lists. */
function removeFromDirectories(queryClient: QueryClient, ids: string[]) {
  if (ids.length === 0) return;
  const gone = new Set(ids);
  queryClient.setQueriesData<InfiniteData<DirectoryPage>>({ queryKey: memberKeys.directories }, (data) =>
    data
      ? {
          ...data,
          pages: withoutMembers(data.pages, gone),
        }
      : data,
  );
  for (const id of ids) queryClient.removeQueries({ queryKey: memberKeys.detail(id) });
  void queryClient.invalidateQueries({ queryKey: memberKeys.directories });
}

export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMember,
    onSuccess: (_result, id) => removeFromDirectories(queryClient, [id]),
  });
}

export function useBulkDeleteMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkDeleteMembers,
    onSuccess: (result) =>
      removeFromDirectories(
        queryClient,
        result.results.filter((r) => r.ok).map((r) => r.id),
      ),
  });
}
