import type { UnsubscribeInfo } from "@guilda/shared/schemas/notifications";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** 'Desfazer' on the unsubscribe page: the same token turns the e-mails back on. */
export function resubscribe(token: string): Promise<UnsubscribeInfo> {
  return api.put<UnsubscribeInfo>("/api/notifications/unsubscribe", { token, email: true });
}

export function useResubscribe() {
  return useMutation({ mutationFn: resubscribe });
}
