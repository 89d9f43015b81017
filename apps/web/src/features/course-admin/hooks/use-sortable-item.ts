import { webCourseAdminMessages as m } from "@guilda/shared/messages/web-course-admin";
import type { Announcements, UniqueIdentifier } from "@dnd-kit/core";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useMemo, type CSSProperties } from "react";

/** Wires one row: the row moves, only its handle starts a drag (and carries the name). */
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

/** What screen readers hear while a module or a lesson is moved (pt-BR). */
export function useReorderAnnouncements(kind: string, items: { id: string; title: string }[]) {
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
