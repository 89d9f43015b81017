import type { UnreadCount } from "@guilda/shared/schemas/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { notificationKeys } from "./keys";
import { markReadInCache, setUnreadCount } from "../lib/cache";

export function markAllRead(): Promise<UnreadCount> {
  return api.post<UnreadCount>("/api/notifications/read-all", {});
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: (unread) => {
      markReadInCache(queryClient, () => true);
      setUnreadCount(queryClient, unread.count);
      // The 'Não lidas' list is now empty (or holds what arrived meanwhile).
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list("unread") });
    },
  });
}
