import type { BatchResult } from "@guilda/shared/schemas/directory";
import type { AddMembersInput } from "@guilda/shared/schemas/members";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";

export const addMembersMutationKey = ["add-members"] as const;

/** The whole batch (manual form or CSV) in one request; the answer has a result per member. */
export function addMembers(input: AddMembersInput): Promise<BatchResult> {
  return api.post<BatchResult>("/api/admin/members/batch", input);
}

export function useAddMembers() {
  return useMutation({ mutationKey: addMembersMutationKey, mutationFn: addMembers });
}
