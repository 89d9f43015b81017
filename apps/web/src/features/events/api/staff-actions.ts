import type { EventDetail } from "@guilda/shared/schemas/events";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { eventKeys } from "./keys";

const path = (id: string) => `/api/events/${encodeURIComponent(id)}`;

/** Cancels the event (every occurrence): it stays listed as cancelled and its members are told. */
export function cancelEvent(id: string): Promise<EventDetail> {
  return api.post<EventDetail>(`${path(id)}/cancel`, {});
}

/** Admins only: the event and its answers are gone. */
export function deleteEvent(id: string): Promise<unknown> {
  return api.delete<unknown>(path(id));
}

export function useCancelEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelEvent(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteEvent(id),
    onSuccess: (_done, id) => {
      queryClient.removeQueries({ queryKey: [...eventKeys.details(), id] });
      return queryClient.invalidateQueries({ queryKey: eventKeys.ranges() });
    },
  });
}
