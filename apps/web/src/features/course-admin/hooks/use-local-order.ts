import { useMemo, useState } from "react";

/**
 * The order a list shows right after a drop, before the server (or the cache) catches up, so
 * the dropped item never jumps back for a frame. Whenever the order coming from the data
 * changes (saved, or restored after a failure), the data wins again.
 */
export function useLocalOrder<T extends { id: string }>(items: T[]) {
  const dataOrder = items.map((item) => item.id).join(",");
  const [seenOrder, setSeenOrder] = useState(dataOrder);
  const [localIds, setLocalIds] = useState<string[] | null>(null);
  if (seenOrder !== dataOrder) {
    setSeenOrder(dataOrder);
    setLocalIds(null);
  }
  const ordered = useMemo(() => {
    if (!localIds) return items;
    const byId = new Map(items.map((item) => [item.id, item]));
    return localIds.flatMap((id) => byId.get(id) ?? []);
  }, [items, localIds]);
  return [ordered, setLocalIds] as const;
}
