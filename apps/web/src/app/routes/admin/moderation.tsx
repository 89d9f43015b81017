import type { Me } from "@guilda/shared/schemas/profile";
import type { QueryClient } from "@tanstack/react-query";
import { queueQueryOptions } from "@/features/moderation/api/get-queue";
import { ModerationPage } from "@/features/moderation/components/moderation-page";
import { meQueryKey } from "@/lib/session";

/** The whole queue, asked for as soon as the page's module arrives (admins and moderators). */
export function prefetch(client: QueryClient) {
  const profile = client.getQueryData<Me | null>(meQueryKey)?.profile;
  if (profile?.is_admin || profile?.is_moderator) void client.prefetchInfiniteQuery(queueQueryOptions("all"));
}

/** /admin/moderacao: reports and held items, the decisions on them and on their authors. */
export function AdminModerationRoute() {
  return <ModerationPage />;
}
