import type { EventAttendeesPage, RsvpStatus } from "@guilda/shared/schemas/events";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { eventKeys } from "./keys";

export function getAttendees(
  id: string,
  occurrence: string,
  status: RsvpStatus,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<EventAttendeesPage> {
  const query = new URLSearchParams({ occurrence, status });
  if (cursor) query.set("cursor", cursor);
  return api.get<EventAttendeesPage>(`/api/events/${encodeURIComponent(id)}/attendees?${query.toString()}`, {
    signal,
  });
}

/** Who answered one status for one occurrence, 50 at a time (the waiting list in its order). */
export function attendeesQueryOptions(id: string, occurrence: string, status: RsvpStatus) {
  return infiniteQueryOptions({
    queryKey: eventKeys.attendees(id, occurrence, status),
    queryFn: ({ pageParam, signal }) => getAttendees(id, occurrence, status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });
}

export function useAttendees(id: string, occurrence: string, status: RsvpStatus) {
  return useInfiniteQuery(attendeesQueryOptions(id, occurrence, status));
}
