import type { RealtimeEvent } from "@guilda/shared/schemas/feed";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useSession } from "@/hooks/use-session";
import { useRealtimeEvent } from "@/lib/realtime";
import { spacesQueryOptions } from "../api/get-spaces";

/** A burst of posts costs one reload of the sidebar counts. */
const REFRESH_DELAY_MS = 1500;

/** Keeps the spaces' unseen-post badges current while posts are created and deleted. */
export function useLiveSpaceBadges() {
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useRealtimeEvent((event: RealtimeEvent) => {
    const counts =
      (event.type === "post.created" && event.author_id !== profile?.id) || event.type === "post.deleted";
    if (!counts || timer.current !== undefined) return;
    timer.current = window.setTimeout(() => {
      timer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: spacesQueryOptions.queryKey, exact: true });
    }, REFRESH_DELAY_MS);
  });
}
