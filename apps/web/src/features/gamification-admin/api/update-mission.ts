import type { AdminMission, AdminMissionList, MissionInput } from "@guilda/shared/schemas/gamification";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { gamificationAdminKeys, invalidateGamification, missionPath } from "./keys";

export type MissionPatch = Partial<MissionInput>;

export function updateMission(id: string, patch: MissionPatch): Promise<AdminMission> {
  return api.patch<AdminMission>(missionPath(id), patch);
}

/** The dialog's save and the list's 'Ativa' switch; the list shows the answer at once. */
export function useUpdateMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: MissionPatch }) => updateMission(id, patch),
    onSuccess: (mission) =>
      queryClient.setQueryData<AdminMissionList>(gamificationAdminKeys.missions, (list) =>
        list ? { items: list.items.map((m) => (m.id === mission.id ? mission : m)) } : list,
      ),
    onSettled: () => invalidateGamification(queryClient),
  });
}
