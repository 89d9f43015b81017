import type { AdminMissionList } from "@guilda/shared/schemas/gamification";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { gamificationAdminKeys, missionsPath } from "./keys";

export function getAdminMissions(signal?: AbortSignal): Promise<AdminMissionList> {
  return api.get<AdminMissionList>(missionsPath, { signal });
}

/** Every mission, active or not, with how many members completed it. */
export function useAdminMissions() {
  return useQuery(
    queryOptions({
      queryKey: gamificationAdminKeys.missions,
      queryFn: ({ signal }) => getAdminMissions(signal),
      staleTime: 0,
    }),
  );
}
