import type { LevelsInfo } from "@guilda/shared/schemas/gamification";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { gamificationKeys } from "./keys";

export function getLevels(signal?: AbortSignal): Promise<LevelsInfo> {
  return api.get<LevelsInfo>("/api/gamification/levels", { signal });
}

/** The live scoring rules and thresholds (admins may change them) and the member's progress. */
export const levelsQueryOptions = queryOptions({
  queryKey: gamificationKeys.levels,
  queryFn: ({ signal }) => getLevels(signal),
});

export function useLevels() {
  return useQuery(levelsQueryOptions);
}
