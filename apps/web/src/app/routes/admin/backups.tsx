import type { Me } from "@guilda/shared/schemas/profile";
import type { QueryClient } from "@tanstack/react-query";
import { backupsQueryOptions } from "@/features/backups/api/get-backups";
import { BackupsPage } from "@/features/backups/components/backups-page";
import { meQueryKey } from "@/lib/session";

/** The list and the settings, asked for as soon as the page's module arrives (admins only). */
export function prefetch(client: QueryClient) {
  if (client.getQueryData<Me | null>(meQueryKey)?.profile.is_admin)
    void client.prefetchQuery(backupsQueryOptions);
}

/** /admin/backups: a backup now, the daily one's settings and every archive to download. */
export function AdminBackupsRoute() {
  return <BackupsPage />;
}
