import { Pencil, Trash2, type LucideIcon } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import {
  SortableList,
  SortableRow,
  type ReorderTexts,
  type SortableItem,
} from "@/components/ui/sortable-list";
import { cn } from "@/lib/cn";

type AdminListProps<T extends SortableItem> = {
  items: T[];
  /** The list's accessible name. */
  label: string;
  /**
   * Reorderable by drag and drop or keyboard: what moves (for the announcements) and the whole
   * list in its new order after a drop. The rows are then AdminSortableRows (or SortableRows).
   */
  reorder?: { kind: string | ReorderTexts; onReorder: (next: T[]) => void } | undefined;
  /**
   * One row (an <li> with its key), at its position in the list (counted from 1); `onDelete` opens
   * the deletion's confirmation for it.
   */
  children: (item: T, row: { position: number; onDelete: () => void }) => ReactNode;
  /** In a card of its own (the default), or framed inside the content of another card. */
  isInset?: boolean;
  /** The dialog that confirms a deletion: the row it asks about (null while closed), and its closing. */
  deleteDialog?: (deleting: T | null, close: () => void) => ReactNode;
  /** Other dialogs the rows open (an editor), after the list. */
  dialogs?: ReactNode;
};

/** An admin screen's list of things (spaces, resources, courses, agents, missions): one row each. */
export function AdminList<T extends SortableItem>({
  items,
  label,
  reorder,
  children,
  isInset,
  deleteDialog,
  dialogs,
}: AdminListProps<T>) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const className = cn(
    "divide-y divide-border",
    isInset && "overflow-hidden rounded-lg border border-border",
  );
  const rows = (ordered: T[]) =>
    ordered.map((item, index) => children(item, { position: index + 1, onDelete: () => setDeleting(item) }));
  const after = (
    <>
      {dialogs}
      {deleteDialog?.(deleting, () => setDeleting(null))}
    </>
  );
  const list = reorder ? (
    <SortableList
      items={items}
      kind={reorder.kind}
      onReorder={reorder.onReorder}
      label={label}
      className={className}
    >
      {rows}
    </SortableList>
  ) : (
    <ul aria-label={label} className={className}>
      {rows(items)}
    </ul>
  );
  if (isInset)
    return (
      <>
        {list}
        {after}
      </>
    );
  return (
    <Card className="overflow-hidden">
      {list}
      {after}
    </Card>
  );
}

type RowAction = { label: string; onClick: () => void };

type AdminRowActionsProps = {
  /** 'Editar …': a link to the thing's own editor, or a button that opens it here (expanded while open). */
  edit: { label: string; to: string } | (RowAction & { isExpanded?: boolean });
  /** 'Excluir …' (a confirmation follows); null where the row cannot be deleted. */
  remove: RowAction | null;
  /** A switch before the buttons (published, active), pushed apart from them on phones. */
  toggle?: ReactNode;
  /** Controls between the switch and the buttons (a 'Mover para' select). */
  children?: ReactNode;
  className?: string;
};

/** The row's edit and delete buttons, named after the thing they act on. */
export function AdminRowActions({ edit, remove, toggle, children, className }: AdminRowActionsProps) {
  const buttons = (
    <div className={cn("flex items-center gap-0.5", toggle ? undefined : className)}>
      {children}
      {"to" in edit ? (
        <Button variant="ghost" size="icon-sm" asChild>
          <Link to={edit.to} aria-label={edit.label} title={edit.label}>
            <Pencil aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={edit.label}
          title={edit.label}
          aria-expanded={edit.isExpanded}
          onClick={edit.onClick}
        >
          <Pencil aria-hidden="true" />
        </Button>
      )}
      {remove ? (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={remove.label}
          title={remove.label}
          onClick={remove.onClick}
          className="hover:text-destructive-text"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ) : (
        // Keeps the edit buttons of every row in one column.
        <span aria-hidden="true" className="size-8" />
      )}
    </div>
  );
  if (!toggle) return buttons;
  return (
    <div className={cn("flex items-center justify-between gap-2 sm:justify-end", className)}>
      {toggle}
      {buttons}
    </div>
  );
}

type AdminSortableRowProps = {
  id: string;
  /** The handle's accessible name ('Reordenar …'). */
  handleLabel: string;
  /** The thing's name, a link to the thing itself. */
  name: string;
  to: string;
  /** Its icon in a tile, from the sm breakpoint up… */
  tile: ReactNode;
  tileClassName: string;
  /** …and beside its name on phones. */
  phoneIcon: ReactNode;
  /** AdminRowFact items, under the name. */
  facts: ReactNode;
  factsClassName?: string;
  actions: ReactNode;
};

/** A row of a reorderable AdminList: handle, icon, name and facts, then the actions. */
export function AdminSortableRow(props: AdminSortableRowProps) {
  return (
    <SortableRow
      id={props.id}
      handleLabel={props.handleLabel}
      className="flex items-center gap-2 bg-card px-2 py-3 sm:gap-3 sm:px-4"
    >
      <span
        className={cn(
          "hidden size-10 shrink-0 items-center justify-center rounded-lg bg-muted sm:flex",
          props.tileClassName,
        )}
      >
        {props.tile}
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <Link to={props.to} className="flex min-w-0 items-center gap-2 font-medium hover:underline">
          {props.phoneIcon}
          <span className="truncate">{props.name}</span>
        </Link>
        <dl
          className={cn(
            "flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground",
            props.factsClassName,
          )}
        >
          {props.facts}
        </dl>
      </div>
      {props.actions}
    </SortableRow>
  );
}

type AdminRowFactProps = {
  label: string;
  /** The name shown on screen too, not only read. */
  isLabelShown?: boolean;
  className?: string;
  valueClassName?: string;
  children: ReactNode;
};

/** One fact of a row, named for screen readers (or on screen too). */
export function AdminRowFact({
  label,
  isLabelShown,
  className,
  valueClassName,
  children,
}: AdminRowFactProps) {
  return (
    <div className={cn("flex items-center", className)}>
      <dt className={isLabelShown ? undefined : "sr-only"}>{label}</dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}

/** The row's place in the list ('Ordem 3'): what a drag changes. */
export function AdminRowPosition({ label, position }: { label: string; position: number }) {
  return (
    <AdminRowFact
      label={label}
      isLabelShown
      className="gap-1"
      valueClassName="font-medium text-foreground tabular-nums"
    >
      {position}
    </AdminRowFact>
  );
}

/** Where the thing lives (a slug, a path), in monospace, cut short on narrow rows. */
export function AdminRowAddress({ label, address }: { label: string; address: string }) {
  return (
    <AdminRowFact label={label} className="min-w-0" valueClassName="truncate font-mono">
      {address}
    </AdminRowFact>
  );
}

type AdminRowStateProps = {
  label: string;
  /** The state the row is in: its icon and word, and whether it stands out (secondary) or not (outline). */
  state: { icon: LucideIcon; text: string; variant: "secondary" | "outline" };
};

/** A two-way state as a badge (public or private, visible or hidden). */
export function AdminRowState({ label, state: { icon: Icon, text, variant } }: AdminRowStateProps) {
  return (
    <AdminRowFact label={label}>
      <Badge variant={variant}>
        <Icon aria-hidden="true" className="size-3" />
        {text}
      </Badge>
    </AdminRowFact>
  );
}
