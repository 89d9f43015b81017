import type { SpaceType } from "@guilda/shared/constants";
import type { SpaceSummary } from "@guilda/shared/schemas/navigation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { spacesKey } from "./keys";

export function createSpace(spaceType: SpaceType): Promise<SpaceSummary> {
  return api.post<SpaceSummary>("/api/admin/spaces", { space_type: spaceType });
}

export function useCreateSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSpace,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: spacesKey }),
  });
}
