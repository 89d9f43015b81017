import type { MissionList } from "@guilda/shared/schemas/gamification";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { gamificationKeys } from "./keys";

export function getMissions(signal?: AbortSignal): Promise<MissionList> {
  return api.get<MissionList>("/api/gamification/missions", { signal });
}

/** Active missions with the member's progress and completion date. */
export const missionsQueryOptions = queryOptions({
  queryKey: gamificationKeys.missions,
  queryFn: ({ signal }) => getMissions(signal),
});

export function useMissions() {
  return useQuery(missionsQueryOptions);
}
