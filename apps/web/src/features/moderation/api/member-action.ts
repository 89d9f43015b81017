import type { MemberActionInput, ModeratedMember } from "@guilda/shared/schemas/moderation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { memberActionPath, moderationKeys } from "./keys";

export function actOnMember(id: string, input: MemberActionInput): Promise<ModeratedMember> {
  return api.post<ModeratedMember>(memberActionPath(id), input);
}

/**
 * 'Avisar', 'Silenciar', 'Suspender', 'Banir', 'Liberar': the author's badges change on every
 * item of theirs in the queue, so it is read again.
 */
export function useMemberAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, input }: { memberId: string; input: MemberActionInput }) =>
      actOnMember(memberId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
