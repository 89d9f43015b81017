import type { EventDetail, EventInput, EventPatch } from "@guilda/shared/schemas/events";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { eventKeys } from "./keys";

export function createEvent(input: EventInput): Promise<EventDetail> {
  return api.post<EventDetail>("/api/events", input);
}

export function updateEvent(id: string, patch: EventPatch): Promise<EventDetail> {
  return api.patch<EventDetail>(`/api/events/${encodeURIComponent(id)}`, patch);
}

/** Creates or edits an event (staff); every calendar and the event itself are read again. */
export function useSaveEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      request: { kind: "create"; input: EventInput } | { kind: "update"; id: string; patch: EventPatch },
    ) => (request.kind === "create" ? createEvent(request.input) : updateEvent(request.id, request.patch)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventKeys.all }),
  });
}
