import { webSortableMessages as m } from "@guilda/shared/messages/web-sortable";
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

type Item = { id: string; title: string };

/**
 * The order a list shows right after a drop, before the server (or the cache) catches up, so
 * the dropped item never jumps back for a frame. Whenever the order coming from the data
 * changes (saved, or restored after a failure), the data wins again.
 */
function useLocalOrder<T extends { id: string }>(items: T[]) {
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

/** What screen readers hear while an item is moved (pt-BR). */
function useReorderAnnouncements(kind: string, items: Item[]) {
  return useMemo<Announcements>(() => {
    const total = items.length;
    const name = (id: UniqueIdentifier) => items.find((item) => item.id === id)?.title ?? "";
    const position = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id) + 1;
    return {
      onDragStart: ({ active }) => m.dragStart(kind, name(active.id), position(active.id), total),
      onDragOver: ({ active, over }) =>
        over
          ? m.dragOver(kind, name(active.id), position(over.id), total)
          : m.dragOutside(kind, name(active.id)),
      onDragEnd: ({ active, over }) =>
        m.dragEnd(kind, name(active.id), position(over ? over.id : active.id), total),
      onDragCancel: ({ active }) => m.dragCancel(kind, name(active.id)),
    };
  }, [kind, items]);
}

type SortableListProps<T extends Item> = {
  items: T[];
  /** What moves, for the announcements ('Módulo', 'Aula', 'Recurso'). */
  kind: string;
  /** The whole list in its new order, after a drop that moved something. */
  onReorder: (next: T[]) => void;
  /** The list's accessible name; the <ul> is rendered here, with the drag context beside it. */
  label: string;
  className?: string;
  children: (ordered: T[]) => ReactNode;
};

/**
 * Drag and drop by pointer (after 8 px) or keyboard (25 px a press), announced in Portuguese.
 * Each list has its own context, so items move within their list. The context's screen-reader
 * texts sit beside the list, never inside it (a list holds only its items).
 */
export function SortableList<T extends Item>({
  items,
  kind,
  onReorder,
  label,
  className,
  children,
}: SortableListProps<T>) {
  const sensors = useReorderSensors();
  const [ordered, setLocalIds] = useLocalOrder(items);
  const ids = ordered.map((item) => item.id);
  const announcements = useReorderAnnouncements(kind, ordered);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    const next = arrayMove(ordered, from, to);
    setLocalIds(next.map((item) => item.id));
    onReorder(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      accessibility={{ announcements, screenReaderInstructions: { draggable: m.dragInstructions } }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul aria-label={label} className={className}>
          {children(ordered)}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

/** Wires one row of a SortableList: the row moves, only its handle starts a drag (and carries the name). */
export function useSortableItem(id: string, handleLabel: string) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, attributes: { roleDescription: m.dragRoleDescription } });
  const style: CSSProperties = {
    transform: CSS.Translate.toString(transform),
    transition,
    ...(isDragging ? { position: "relative", zIndex: 10 } : {}),
  };
  const handleProps = { ...attributes, ...listeners, "aria-label": handleLabel };
  return { rowRef: setNodeRef, handleRef: setActivatorNodeRef, style, handleProps, isDragging };
}
