import type { EventRange } from "@guilda/shared/schemas/events";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { eventKeys } from "./keys";

export function getEvents(
  from: string,
  to: string,
  space?: string,
  signal?: AbortSignal,
): Promise<EventRange> {
  const query = new URLSearchParams({ from, to });
  if (space) query.set("space", space);
  return api.get<EventRange>(`/api/events?${query.toString()}`, { signal });
}

/** Every occurrence that overlaps [from, to) (at most 100 days), of the events the member may see. */
export function eventsQueryOptions(from: string, to: string, space?: string) {
  return queryOptions({
    queryKey: eventKeys.range(from, to, space),
    queryFn: ({ signal }) => getEvents(from, to, space, signal),
    // The month on screen stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useEvents(from: string, to: string, space?: string) {
  return useQuery(eventsQueryOptions(from, to, space));
}
