import type { PendingSignupPage } from "@guilda/shared/schemas/directory";
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { memberKeys } from "./keys";

export function approveSignup(id: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(`/api/admin/members/${encodeURIComponent(id)}/approve`, {});
}

export function refuseSignup(id: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(`/api/admin/members/${encodeURIComponent(id)}/refuse`, {});
}

/**
 * The decided sign-up leaves the list at once (the total goes down with it), then the list and the
 * directory are read again: an approved member joins the directory's cards and counts.
 */
function settle(queryClient: QueryClient, id: string) {
  queryClient.setQueryData<InfiniteData<PendingSignupPage>>(memberKeys.pending, (data) => {
    if (!data) return data;
    const pages = data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.id !== id) }));
    const removed = data.pages.some((page) => page.items.some((item) => item.id === id));
    return {
      ...data,
      pages: pages.map((page, i) =>
        i === 0 && page.total !== null && removed ? { ...page, total: Math.max(0, page.total - 1) } : page,
      ),
    };
  });
  void queryClient.invalidateQueries({ queryKey: memberKeys.all });
}

export function useApproveSignup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveSignup, onSuccess: (_r, id) => settle(queryClient, id) });
}

export function useRefuseSignup() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: refuseSignup, onSuccess: (_r, id) => settle(queryClient, id) });
}
