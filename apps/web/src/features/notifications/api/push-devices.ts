import type { PushDevice, PushDeviceList, PushKey } from "@guilda/shared/schemas/push";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { notificationKeys } from "./keys";

/** The server's public VAPID key (the browser's applicationServerKey). */
export const pushKeyQueryOptions = queryOptions({
  queryKey: notificationKeys.pushKey,
  queryFn: ({ signal }) => api.get<PushKey>("/api/push/key", { signal }),
  staleTime: Infinity,
});

/** The member's devices that receive push. */
export const pushDevicesQueryOptions = queryOptions({
  queryKey: notificationKeys.pushDevices,
  queryFn: ({ signal }) => api.get<PushDeviceList>("/api/push/subscriptions", { signal }),
});

export function usePushDevices() {
  return useQuery(pushDevicesQueryOptions);
}

export type SubscriptionBody = { endpoint: string; keys: { p256dh: string; auth: string } };

export function useAddPushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscriptionBody) => api.post<PushDevice>("/api/push/subscriptions", body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.pushDevices }),
  });
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/push/subscriptions/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.pushDevices }),
  });
}
