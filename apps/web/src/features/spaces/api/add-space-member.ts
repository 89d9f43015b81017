import type { SpaceMemberView } from "@guilda/shared/schemas/spaces";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { spaceMembersKey } from "./get-space-members";

export function addSpaceMember(spaceId: string, userId: string): Promise<SpaceMemberView[]> {
  return api.put<SpaceMemberView[]>(
    `/api/admin/spaces/${encodeURIComponent(spaceId)}/members/${encodeURIComponent(userId)}`,
  );
}

export function useAddSpaceMember(spaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => addSpaceMember(spaceId, userId),
    onSuccess: (members) => queryClient.setQueryData(spaceMembersKey(spaceId), members),
  });
}
