import type { CaseAction, ModerationCaseView } from "@guilda/shared/schemas/moderation";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { webModerationMessages as m } from "@guilda/shared/messages/web-moderation";
import { api, toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { caseActionPath, moderationKeys } from "./keys";

export function actOnCase(id: string, action: CaseAction): Promise<ModerationCaseView> {
  return api.post<ModerationCaseView>(caseActionPath(id), { action });
}

/**
 * 'Manter', 'Aprovar', 'Ocultar', 'Excluir': the item leaves the queue. A 409 (someone else
 * decided first) refreshes it too. The sidebar's count shares the "moderation" prefix. The toasts
 * are the mutation's own: the item's card is gone by the time the queue has been read again.
 */
export function useCaseAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: CaseAction }) => actOnCase(id, action),
    onSuccess: (_view, { action }) => {
      toast.success(m.done[action]);
    },
    onError: (error) => {
      toast.error(m.actionErrorTitle, { description: toApiError(error).message });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
