import type { SpaceSummary } from "@guilda/shared/schemas/navigation";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, warnOnFailure } from "@/lib/api";

export function getSpaces(signal?: AbortSignal): Promise<SpaceSummary[]> {
  return warnOnFailure("Spaces", () => api.get<SpaceSummary[]>("/api/spaces", { signal }));
}

/**
 * The spaces the member may see, in their saved order (spec §7.2), each with the count of
 * posts by others not seen yet (the badge, shown only above zero). Space admin and the space
 * page update and invalidate this key.
 */
export const spacesQueryOptions = queryOptions({
  queryKey: ["spaces"],
  queryFn: ({ signal }) => getSpaces(signal),
});

export function useSpaces() {
  return useQuery(spacesQueryOptions);
}
