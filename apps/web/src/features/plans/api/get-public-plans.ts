import { PUBLIC_PLANS_URL, type PublicPlans } from "@guilda/shared/schemas/public-page";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { planKeys } from "./keys";

/** /pricing signed out (the 'Página pública' on): the visible plans, nobody's tier. */
export const publicPlansQueryOptions = queryOptions({
  queryKey: planKeys.public,
  queryFn: ({ signal }) => api.get<PublicPlans>(PUBLIC_PLANS_URL, { signal }),
  retry: false,
});

export function usePublicPlans(enabled: boolean) {
  return useQuery({ ...publicPlansQueryOptions, enabled });
}
