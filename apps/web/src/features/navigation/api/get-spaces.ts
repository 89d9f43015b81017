import type { SpaceSummary } from "@guilda/shared/schemas/navigation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, warnOnFailure } from "@/lib/api";

/** Spec §2.2: a space may carry a count of new posts; its badge shows only above zero. */
export type SidebarSpace = SpaceSummary & { notificationCount?: number };

export function getSpaces(signal?: AbortSignal): Promise<SidebarSpace[]> {
  return warnOnFailure("Spaces", () => api.get<SidebarSpace[]>("/api/spaces", { signal }));
}

/** The spaces in their saved order (spec §7.2). */
export const spacesQueryOptions = queryOptions({
  queryKey: ["spaces"],
  queryFn: ({ signal }) => getSpaces(signal),
});

export function useSpaces() {
  return useQuery(spacesQueryOptions);
}
