import type { PlansResponse } from "@guilda/shared/schemas/plans";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { planKeys } from "./keys";

export function getPlans(signal?: AbortSignal): Promise<PlansResponse> {
  return api.get<PlansResponse>("/api/plans", { signal });
}

/** The plans in tier order and the member's own tier (hidden plans reach admins only, flagged). */
export const plansQueryOptions = queryOptions({
  queryKey: planKeys.all,
  queryFn: ({ signal }) => getPlans(signal),
});

export function usePlans(enabled = true) {
  return useQuery({ ...plansQueryOptions, enabled });
}
