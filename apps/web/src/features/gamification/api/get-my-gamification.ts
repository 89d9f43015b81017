import type { MyGamification } from "@guilda/shared/schemas/gamification";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { gamificationKeys } from "./keys";

export function getMyGamification(signal?: AbortSignal): Promise<MyGamification> {
  return api.get<MyGamification>("/api/gamification/me", { signal });
}

/** Points, level, progress to the next level, all-time position and missions done. */
export const myGamificationQueryOptions = queryOptions({
  queryKey: gamificationKeys.me,
  queryFn: ({ signal }) => getMyGamification(signal),
});

export function useMyGamification() {
  return useQuery(myGamificationQueryOptions);
}
