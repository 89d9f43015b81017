import type { RealtimeEvent } from "@guilda/shared/schemas/feed";
import type { SpaceSummary } from "@guilda/shared/schemas/navigation";
import { useCallback, useEffect } from "react";
import { useRealtimeEvent } from "@/lib/realtime";
import { useMarkSpaceSeen } from "../api/mark-space-seen";

/**
 * While a space page is open its sidebar badge stays at zero: it is marked seen on opening and
 * again whenever someone posts in it meanwhile.
 */
export function useMarkSpaceSeenWhileOpen(space: SpaceSummary | undefined) {
  const { mutate: markSeen } = useMarkSpaceSeen();
  const slug = space?.slug;
  const spaceId = space?.id;

  useEffect(() => {
    if (slug) markSeen(slug);
  }, [slug, markSeen]);

  const onPostCreated = useCallback(
    (event: RealtimeEvent) => {
      if (event.type === "post.created" && slug && event.space_id === spaceId) markSeen(slug);
    },
    [slug, spaceId, markSeen],
  );
  useRealtimeEvent("post.created", onPostCreated);
}
