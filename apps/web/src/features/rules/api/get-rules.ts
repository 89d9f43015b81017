import type { RulesView } from "@guilda/shared/schemas/community";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { rulesKeys } from "./keys";

export function getRules(signal?: AbortSignal): Promise<RulesView> {
  return api.get<RulesView>("/api/rules", { signal });
}

/** The rules as sanitized HTML (and their markdown source for admins). */
export const rulesQueryOptions = queryOptions({
  queryKey: rulesKeys.all,
  queryFn: ({ signal }) => getRules(signal),
});

export function useRules() {
  return useQuery(rulesQueryOptions);
}
