import type { PurchaseView } from "@guilda/shared/schemas/sales";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { memberKeys } from "./keys";

export function getMemberPurchases(
  memberId: string,
  signal?: AbortSignal,
): Promise<{ items: PurchaseView[] }> {
  return api.get<{ items: PurchaseView[] }>(`/api/admin/members/${encodeURIComponent(memberId)}/purchases`, {
    signal,
  });
}

/** The member's purchases from the sales providers, newest first (admins only). */
export function useMemberPurchases(memberId: string) {
  return useQuery(
    queryOptions({
      queryKey: memberKeys.purchases(memberId),
      queryFn: ({ signal }) => getMemberPurchases(memberId, signal),
      staleTime: 0,
    }),
  );
}
