import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { invalidateGamification, missionPath } from "./keys";

/** Members who completed the mission keep its points. */
export function deleteMission(id: string): Promise<void> {
  return api.delete<void>(missionPath(id));
}

export function useDeleteMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMission,
    onSettled: () => invalidateGamification(queryClient),
  });
}
