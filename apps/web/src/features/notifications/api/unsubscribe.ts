import type { UnsubscribeInfo } from "@guilda/shared/schemas/notifications";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api";

/** Stops the e-mails the signed token names (one type or all); no session needed. */
export function unsubscribe(token: string): Promise<UnsubscribeInfo> {
  return api.post<UnsubscribeInfo>("/api/notifications/unsubscribe", { token });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
