import { spaceMessages } from "@guilda/shared/messages/spaces";
import type { SpaceSummary } from "@guilda/shared/schemas/navigation";
import { toast } from "@/lib/toast";
import { useReorderSpaces } from "../../api/reorder-spaces";

/** Saves a dropped order with the spec's toasts (§8.2, §8.4); a failure reloads the list. */
export function useSaveSpaceOrder() {
  const reorder = useReorderSpaces();
  return (next: SpaceSummary[]) =>
    reorder.mutate(next, {
      onSuccess: () => toast.success(spaceMessages.orderSaved),
      onError: () =>
        toast.error(spaceMessages.orderErrorTitle, { description: spaceMessages.orderErrorText }),
    });
}
