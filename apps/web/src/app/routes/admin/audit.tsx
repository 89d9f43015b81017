import type { Me } from "@guilda/shared/schemas/profile";
import type { QueryClient } from "@tanstack/react-query";
import { auditActorsQueryOptions } from "@/features/audit/api/get-actors";
import { auditQueryOptions } from "@/features/audit/api/get-audit";
import { AuditPage } from "@/features/audit/components/audit-page";
import { filtersFrom } from "@/features/audit/lib/filters";
import { meQueryKey } from "@/lib/session";

/** The first page (with the address's filters) and the actors, asked for as soon as the module arrives (admins only). */
export function prefetch(client: QueryClient) {
  if (!client.getQueryData<Me | null>(meQueryKey)?.profile.is_admin) return;
  void client.prefetchInfiniteQuery(
    auditQueryOptions(filtersFrom(new URLSearchParams(window.location.search))),
  );
  void client.prefetchQuery(auditActorsQueryOptions);
}

/** /admin/registro: who did what, when, on what, with the values before and after. */
export function AdminAuditRoute() {
  return <AuditPage />;
}
