import { joinPolicyMessages as m } from "@guilda/shared/messages/join-policy";
import type { PendingSignupPage } from "@guilda/shared/schemas/directory";
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { api, toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
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

type Decision = { id: string; name: string };

/** The toasts are the mutation's own: the decided row (or the whole list) is gone by then. */
function failed(error: unknown) {
  toast.error(m.actionErrorTitle, { description: toApiError(error).message });
}

export function useApproveSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: Decision) => approveSignup(id),
    onSuccess: (_r, { id, name }) => {
      toast.success(m.approvedTitle, { description: m.approvedText(name) });
      settle(queryClient, id);
    },
    onError: failed,
  });
}

export function useRefuseSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: Decision) => refuseSignup(id),
    onSuccess: (_r, { id, name }) => {
      toast.success(m.refusedTitle, { description: m.refusedText(name) });
      settle(queryClient, id);
    },
    onError: failed,
  });
}
