import type { AdminDashboard, DashboardPeriod } from "@guilda/shared/schemas/dashboard";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";

export const dashboardKeys = {
  all: ["admin-dashboard"] as const,
  period: (period: DashboardPeriod) => [...dashboardKeys.all, period] as const,
};

export function getDashboard(period: DashboardPeriod, signal?: AbortSignal) {
  return api.get<AdminDashboard>(`/api/admin/dashboard?period=${period}`, { signal });
}

/** The dashboard's figures for 7, 30 or 90 days; switching keeps the last figures until the new ones arrive. */
export function useDashboard(period: DashboardPeriod) {
  return useQuery(
    queryOptions({
      queryKey: dashboardKeys.period(period),
      queryFn: ({ signal }) => getDashboard(period, signal),
      placeholderData: keepPreviousData,
      staleTime: 60_000,
    }),
  );
}
