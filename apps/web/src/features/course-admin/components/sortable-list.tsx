import { webCourseAdminMessages as m } from "@guilda/shared/messages/web-course-admin";
import { closestCenter, DndContext, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import type { ReactNode } from "react";
import { restrictToVerticalAxis, useReorderSensors } from "@/lib/sortable";
import { useLocalOrder } from "../hooks/use-local-order";
import { useReorderAnnouncements } from "../hooks/use-sortable-item";

type SortableListProps<T extends { id: string; title: string }> = {
  items: T[];
  /** 'Módulo' or 'Aula', for the announcements. */
  kind: string;
  /** The whole list in its new order, after a drop that moved something. */
  onReorder: (next: T[]) => void;
  /** The list's accessible name; the <ul> is rendered here, with the drag context beside it. */
  label: string;
  className?: string;
  children: (ordered: T[]) => ReactNode;
};

/**
 * Drag and drop by pointer (after 8 px) or keyboard (25 px a press), as on /admin/spaces,
 * announced in Portuguese. Each list has its own context, so a module's lessons move within
 * their module; 'Mover para' takes a lesson to another one. The context's screen-reader texts
 * sit beside the list, never inside it (a list holds only its items).
 */
export function SortableList<T extends { id: string; title: string }>({
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
