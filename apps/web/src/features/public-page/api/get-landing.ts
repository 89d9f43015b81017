import { PUBLIC_LANDING_URL, type PublicLanding } from "@guilda/shared/schemas/public-page";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** The landing's data; 404 while the 'Página pública' is off. */
export const landingQueryOptions = queryOptions({
  queryKey: ["public", "landing"] as const,
  queryFn: ({ signal }) => api.get<PublicLanding>(PUBLIC_LANDING_URL, { signal }),
  retry: false,
});

/** Asked only while the settings say the page is on (a visitor is sent on otherwise). */
export function useLanding(enabled: boolean) {
  return useQuery({ ...landingQueryOptions, enabled });
}
