import type { UnreadCount } from "@guilda/shared/schemas/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { markReadInCache, setUnreadCount } from "../lib/cache";

export function markRead(id: string): Promise<UnreadCount> {
  return api.post<UnreadCount>(`/api/notifications/${encodeURIComponent(id)}/read`, {});
}

/** Opening a notification marks it read; the bell shows the server's new count. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onMutate: (id) => markReadInCache(queryClient, (n) => n.id === id),
    onSuccess: (unread) => setUnreadCount(queryClient, unread.count),
  });
}
