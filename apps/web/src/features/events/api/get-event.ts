import type { EventDetail } from "@guilda/shared/schemas/events";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { eventKeys } from "./keys";

export function getEvent(id: string, occurrence?: string, signal?: AbortSignal): Promise<EventDetail> {
  const query = occurrence ? `?occurrence=${encodeURIComponent(occurrence)}` : "";
  return api.get<EventDetail>(`/api/events/${encodeURIComponent(id)}${query}`, { signal });
}

export function eventQueryOptions(id: string, occurrence?: string) {
  return queryOptions({
    queryKey: eventKeys.detail(id, occurrence),
    queryFn: ({ signal }) => getEvent(id, occurrence, signal),
  });
}

/** The event around one occurrence (the next one when none is named), with the viewer's answer. */
export function useEvent(id: string, occurrence?: string) {
  return useQuery(eventQueryOptions(id, occurrence));
}
