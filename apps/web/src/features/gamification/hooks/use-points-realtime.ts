import type { Me } from "@guilda/shared/schemas/profile";
import { useQueryClient } from "@tanstack/react-query";
import { useRealtimeEvent } from "@/lib/realtime";
import { meQueryKey } from "@/lib/session";
import { toast } from "@/lib/toast";
import { gamificationKeys } from "../api/keys";

/**
 * The member's points and level follow the server as they change (header, user menu, /perfil,
 * /niveis, /ranking, /missoes); a level-up shows the notification's text as a toast.
 */
export function usePointsRealtime() {
  const queryClient = useQueryClient();
  useRealtimeEvent("points.changed", (event) => {
    queryClient.setQueryData<Me | null>(meQueryKey, (me) =>
      me && me.user.id === event.user_id
        ? { ...me, profile: { ...me.profile, points: event.points, level: event.level } }
        : me,
    );
    void queryClient.invalidateQueries({ queryKey: gamificationKeys.all });
    if (event.level_up) {
      // The texts of notifications are only needed on this rare occasion: not in the first download.
      void import("@guilda/shared/messages/notifications").then(({ notificationMessages }) =>
        toast.success(notificationMessages.levelUp(event.level)),
      );
    }
  });
}
