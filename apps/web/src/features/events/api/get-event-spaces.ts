import type { EventSpace } from "@guilda/shared/schemas/events";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { eventKeys } from "./keys";

export function getEventSpaces(signal?: AbortSignal): Promise<{ items: EventSpace[] }> {
  return api.get<{ items: EventSpace[] }>("/api/events/spaces", { signal });
}

/** The 'eventos' spaces the member sees: where the editor may place an event. */
export function useEventSpaces() {
  return useQuery({
    queryKey: eventKeys.spaces,
    queryFn: ({ signal }) => getEventSpaces(signal).then((answer) => answer.items),
  });
}
