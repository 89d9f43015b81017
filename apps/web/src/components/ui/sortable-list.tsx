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
import { GripVertical } from "lucide-react";
import { useMemo, useState, type ComponentProps, type CSSProperties, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { restrictToVerticalAxis, useReorderSensors } from "@/lib/sortable";

/** An item is announced by its title, or by its name where it has no title (a space). */
export type SortableItem = { id: string } & ({ title: string } | { name: string });

const nameOf = (item: SortableItem) => ("title" in item ? item.title : item.name);

/** What screen readers hear while an item of a list moves (pt-BR). */
export type ReorderTexts = {
  dragInstructions: string;
  dragStart: (name: string, position: number, total: number) => string;
  dragOver: (name: string, position: number, total: number) => string;
  dragOutside: (name: string) => string;
  dragEnd: (name: string, position: number, total: number) => string;
  dragCancel: (name: string) => string;
};

/** The common texts, naming what moves ('Módulo', 'Aula', 'Recurso'). */
function textsFor(kind: string): ReorderTexts {
  return {
    dragInstructions: m.dragInstructions,
    dragStart: (name, position, total) => m.dragStart(kind, name, position, total),
    dragOver: (name, position, total) => m.dragOver(kind, name, position, total),
    dragOutside: (name) => m.dragOutside(kind, name),
    dragEnd: (name, position, total) => m.dragEnd(kind, name, position, total),
    dragCancel: (name) => m.dragCancel(kind, name),
  };
}

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

/** The announcements of a drag, from the list's texts and its current order. */
function useReorderAnnouncements(texts: ReorderTexts, items: SortableItem[]) {
  return useMemo<Announcements>(() => {
    const total = items.length;
    const name = (id: UniqueIdentifier) => {
      const item = items.find((candidate) => candidate.id === id);
      return item ? nameOf(item) : "";
    };
    const position = (id: UniqueIdentifier) => items.findIndex((item) => item.id === id) + 1;
    return {
      onDragStart: ({ active }) => texts.dragStart(name(active.id), position(active.id), total),
      onDragOver: ({ active, over }) =>
        over ? texts.dragOver(name(active.id), position(over.id), total) : texts.dragOutside(name(active.id)),
      onDragEnd: ({ active, over }) =>
        texts.dragEnd(name(active.id), position(over ? over.id : active.id), total),
      onDragCancel: ({ active }) => texts.dragCancel(name(active.id)),
    };
  }, [texts, items]);
}

type ReorderableProps<T extends SortableItem> = {
  items: T[];
  /**
   * What moves, for the announcements ('Módulo', 'Aula', 'Recurso'), or the list's own texts
   * when it says more than that (the spaces' name the space).
   */
  kind: string | ReorderTexts;
  /** The whole list in its new order, after a drop that moved something. */
  onReorder: (next: T[]) => void;
  children: (ordered: T[]) => ReactNode;
};

/**
 * Drag and drop by pointer (after 8 px) or keyboard (25 px a press), announced in Portuguese.
 * Each list has its own context, so items move within their list. `container` receives the
 * context's screen-reader texts; without it they sit beside the children.
 */
function Reorderable<T extends SortableItem>({
  items,
  kind,
  onReorder,
  container,
  children,
}: ReorderableProps<T> & { container?: Element | undefined }) {
  const sensors = useReorderSensors();
  const [ordered, setLocalIds] = useLocalOrder(items);
  const ids = ordered.map((item) => item.id);
  const texts = useMemo(() => (typeof kind === "string" ? textsFor(kind) : kind), [kind]);
  const announcements = useReorderAnnouncements(texts, ordered);

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
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: texts.dragInstructions },
        container,
      }}
      onDragEnd={onDragEnd}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        {children(ordered)}
      </SortableContext>
    </DndContext>
  );
}

type SortableListProps<T extends SortableItem> = ReorderableProps<T> & {
  /** The list's accessible name; the <ul> is rendered here, with the drag context beside it. */
  label: string;
  className?: string;
};

/**
 * A reorderable list. The context's screen-reader texts sit beside the list, never inside it (a
 * list holds only its items).
 */
export function SortableList<T extends SortableItem>({
  label,
  className,
  children,
  ...props
}: SortableListProps<T>) {
  return (
    <Reorderable {...props}>
      {(ordered) => (
        <ul aria-label={label} className={className}>
          {children(ordered)}
        </ul>
      )}
    </Reorderable>
  );
}

/**
 * Reorderable rows inside a list rendered elsewhere (the sidebar's section, which has rows of its
 * own after them): the screen-reader texts go to <body>, since a list holds only its items.
 */
export function SortableRows<T extends SortableItem>(props: ReorderableProps<T>) {
  return <Reorderable {...props} container={typeof document === "undefined" ? undefined : document.body} />;
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

/** The grip that picks a row up, by pointer or keyboard; its name says which row ('Reordenar …'). */
export function ReorderHandle({ className, ...props }: ComponentProps<"button">) {
  return (
    <button
      type="button"
      {...props}
      className={cn(
        "flex h-10 w-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground active:cursor-grabbing",
        className,
      )}
    >
      <GripVertical aria-hidden="true" className="size-4" />
    </button>
  );
}

type SortableRowProps = {
  id: string;
  /** The handle's accessible name, e.g. 'Reordenar Primer'. */
  handleLabel: string;
  /** The row's layout; a dragged row is lifted above the others. */
  className: string;
  /** Also receives the handle, for a row that takes the focus back after a move elsewhere. */
  handleRef?: (node: HTMLButtonElement | null) => void;
  children: ReactNode;
};

/** One <li> of a SortableList: its handle first, then the row's own content. */
export function SortableRow({ id, handleLabel, className, handleRef: onHandle, children }: SortableRowProps) {
  const { rowRef, handleRef, style, handleProps, isDragging } = useSortableItem(id, handleLabel);
  return (
    <li
      ref={rowRef}
      style={style}
      className={cn(className, isDragging && "rounded-lg shadow-pop ring-1 ring-border")}
    >
      <ReorderHandle
        ref={
          onHandle
            ? (node) => {
                handleRef(node);
                onHandle(node);
              }
            : handleRef
        }
        {...handleProps}
      />
      {children}
    </li>
  );
}
