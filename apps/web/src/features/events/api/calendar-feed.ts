import type { CalendarFeed } from "@guilda/shared/schemas/events";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { eventKeys } from "./keys";

export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return api.get<CalendarFeed>("/api/calendar/feed", { signal });
}

export function resetCalendarFeed(): Promise<CalendarFeed> {
  return api.post<CalendarFeed>("/api/calendar/feed/reset", {});
}

/** The member's private subscription address (made on first request); asked only when shown. */
export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: eventKeys.feed,
    queryFn: ({ signal }) => getCalendarFeed(signal),
    enabled,
    staleTime: Infinity,
  });
}

/** A new secret: the old address stops answering. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(eventKeys.feed, feed),
  });
}
