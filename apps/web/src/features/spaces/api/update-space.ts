import type { SpaceSummary } from "@guilda/shared/schemas/navigation";
import type { updateSpaceSchema } from "@guilda/shared/schemas/spaces";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api";
import { spacesKey } from "./keys";

export type UpdateSpaceBody = z.output<typeof updateSpaceSchema>;

export function updateSpace(id: string, input: UpdateSpaceBody): Promise<SpaceSummary> {
  return api.patch<SpaceSummary>(`/api/admin/spaces/${encodeURIComponent(id)}`, input);
}

export function useUpdateSpace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateSpaceBody }) => updateSpace(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: spacesKey }),
  });
}
