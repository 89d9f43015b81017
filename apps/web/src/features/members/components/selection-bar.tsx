import { webMembersMessages as m } from "@guilda/shared/messages/web-members";
import { Trash2, X } from "lucide-react";
import { Button } from "@/components/ui/button";

type SelectionBarProps = { count: number; onDelete: () => void; onClear: () => void };

/** Appears while at least one member is selected (spec §2.4); stays in view at the bottom. */
export function SelectionBar({ count, onDelete, onClear }: SelectionBarProps) {
  if (count === 0) return null;
  return (
    <div
      role="region"
      aria-label={m.bulkBarLabel}
      className="sticky bottom-3 z-20 flex flex-wrap items-center gap-2 rounded-lg border border-border bg-card p-3 shadow-pop"
    >
      <p className="mr-auto text-sm font-medium">{m.selectedCount(count)}</p>
      <Button variant="ghost" size="sm" onClick={onClear}>
        <X aria-hidden="true" />
        {m.clearSelection}
      </Button>
      <Button variant="destructive" size="sm" onClick={onDelete}>
        <Trash2 aria-hidden="true" />
        {m.bulkDelete}
      </Button>
    </div>
  );
}
