import type { EventDetail, RsvpChoice, RsvpResult } from "@guilda/shared/schemas/events";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { eventKeys } from "./keys";

export function rsvp(id: string, occurrenceAt: string, status: RsvpChoice): Promise<RsvpResult> {
  return api.put<RsvpResult>(`/api/events/${encodeURIComponent(id)}/rsvp`, {
    occurrence_at: occurrenceAt,
    status,
  });
}

/**
 * 'Vou', 'Talvez' or 'Não vou' for one occurrence. The page shows the server's answer (maybe
 * 'Lista de espera', and the new counts); the calendar and the attendee lists are read again.
 */
export function useRsvp(id: string, occurrenceAt: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: RsvpChoice) => rsvp(id, occurrenceAt, status),
    onSuccess: (result) => {
      queryClient.setQueriesData<EventDetail>({ queryKey: [...eventKeys.details(), id] }, (detail) =>
        detail && detail.occurrence_at === occurrenceAt
          ? {
              ...detail,
              my_status: result.status,
              counts: result.counts,
              waitlist_position: result.waitlist_position,
            }
          : detail,
      );
      void queryClient.invalidateQueries({ queryKey: eventKeys.ranges() });
      return queryClient.invalidateQueries({ queryKey: [...eventKeys.all, "attendees", id] });
    },
  });
}
