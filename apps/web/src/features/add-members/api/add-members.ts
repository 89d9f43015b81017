import type { BatchResult } from "@guilda/shared/schemas/directory";
import type { AddMembersInput } from "@guilda/shared/schemas/members";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { confirmBatch } from "../lib/batch-errors";

export const addMembersMutationKey = ["add-members"] as const;

/**
 * The whole batch (manual form or CSV) in one request; the answer has a result per member, and
 * a member it does not confirm is reported as not processed.
 */
export async function addMembers(input: AddMembersInput): Promise<BatchResult> {
  const result = await api.post<BatchResult>("/api/admin/members/batch", input);
  return confirmBatch(input.members, result);
}

export function useAddMembers() {
  return useMutation({ mutationKey: addMembersMutationKey, mutationFn: addMembers });
}
