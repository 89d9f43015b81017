import { webSpaceMessages as m } from "@guilda/shared/messages/web-spaces";
import type { SpaceSummary } from "@guilda/shared/schemas/navigation";
import {
  closestCenter,
  DndContext,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { arrayMove, SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useMemo, useState, type CSSProperties, type ReactNode } from "react";
import { restrictToVerticalAxis, useReorderSensors } from "@/lib/sortable";

type SortableSpacesProps = {
  spaces: SpaceSummary[];
  /** The whole list in its new order, after a drop that moved something. */
  onReorder: (next: SpaceSummary[]) => void;
  children: (ordered: SpaceSummary[]) => ReactNode;
};

/**
 * Drag-and-drop reordering by pointer or keyboard, announced in Portuguese. The dropped order
 * shows at once (local state) while the cache and the server catch up; when the list from
 * the server changes (saved, reloaded after a failure) it wins again.
 */
export function SortableSpaces({ spaces, onReorder, children }: SortableSpacesProps) {
  const sensors = useReorderSensors();

  const serverOrder = spaces.map((s) => s.id).join(",");
  const [shownOrder, setShownOrder] = useState(serverOrder);
  const [localIds, setLocalIds] = useState<string[] | null>(null);
  if (shownOrder !== serverOrder) {
    setShownOrder(serverOrder);
    setLocalIds(null);
  }

  const ordered = useMemo(() => {
    if (!localIds) return spaces;
    const byId = new Map(spaces.map((s) => [s.id, s]));
    return localIds.flatMap((id) => byId.get(id) ?? []);
  }, [spaces, localIds]);
  const ids = useMemo(() => ordered.map((s) => s.id), [ordered]);

  const announcements = useMemo<Announcements>(() => {
    const total = ordered.length;
    const name = (id: UniqueIdentifier) => ordered.find((s) => s.id === id)?.name ?? "";
    const position = (id: UniqueIdentifier) => ordered.findIndex((s) => s.id === id) + 1;
    return {
      onDragStart: ({ active }) => m.dragStart(name(active.id), position(active.id), total),
      onDragOver: ({ active, over }) =>
        over ? m.dragOver(name(active.id), position(over.id), total) : m.dragOutside(name(active.id)),
      onDragEnd: ({ active, over }) =>
        m.dragEnd(name(active.id), position(over ? over.id : active.id), total),
      onDragCancel: ({ active }) => m.dragCancel(name(active.id)),
    };
  }, [ordered]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    const next = arrayMove(ordered, from, to);
    setLocalIds(next.map((s) => s.id));
    onReorder(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      // The live region goes to <body>: inside the sidebar list it would be a <div> in a <ul>.
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: m.dragInstructions },
        container: typeof document === "undefined" ? undefined : document.body,
      }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children(ordered)}
      </SortableContext>
    </DndContext>
  );
}

/** Wires one row: the row moves, only the handle starts a drag (and carries the name). */
export function useSortableSpace(space: SpaceSummary) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: space.id, attributes: { roleDescription: m.dragRoleDescription } });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: "relative", zIndex: 10 } : {}),
  };
  const handleProps = {
    ...attributes,
    ...listeners,
    ref: setActivatorNodeRef,
    "aria-label": m.reorder(space.name),
  };
  return { rowRef: setNodeRef, style, handleProps, isDragging };
}
