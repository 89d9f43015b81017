import type { AdminMission, MissionInput } from "@guilda/shared/schemas/gamification";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { invalidateGamification, missionsPath } from "./keys";

export function createMission(input: MissionInput): Promise<AdminMission> {
  return api.post<AdminMission>(missionsPath, input);
}

export function useCreateMission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMission,
    onSettled: () => invalidateGamification(queryClient),
  });
}
