import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export type Notification = {
  id: string;
  title: string;
  body: string;
  link: string | null;
  read_at: string | null;
  created_at: string;
};

export function getNotifications(signal?: AbortSignal): Promise<{ items: Notification[] }> {
  return api.get<{ items: Notification[] }>("/api/notifications", { signal });
}

export const notificationsQueryOptions = queryOptions({
  queryKey: ["notifications", "list"],
  queryFn: ({ signal }) => getNotifications(signal),
  select: (data) => data.items,
});

export function useNotifications(enabled = true) {
  return useQuery({ ...notificationsQueryOptions, enabled });
}
