import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";

export function markAllRead(): Promise<{ ok: true }> {
  return api.post<{ ok: true }>("/api/notifications/read-all", {});
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["notifications"] }),
  });
}
