import { webSpaceMessages as m } from "@guilda/shared/messages/web-spaces";
import type { SpaceSummary } from "@guilda/shared/schemas/navigation";
import { GripVertical, Pencil, Trash2 } from "lucide-react";
import { useState, type ReactNode } from "react";
import { SidebarLink } from "@/components/layout/sidebar-link";
import { SortableRows, useSortableItem } from "@/components/ui/sortable-list";
import { SpaceIcon } from "@/components/ui/space-icon";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { CreateSpaceMenu } from "./create-space-menu";
import { DeleteSpaceDialog } from "./delete-space-dialog";
import { EditSpaceDialog } from "./edit-space-dialog";
import { useSaveSpaceOrder } from "./use-save-space-order";

// Controls appear on hover or keyboard focus (spec §2.2); touch screens have no hover, so there
// they always show. Hidden ones stay in the accessibility tree and in the tab order.
const REVEAL =
  "opacity-0 group-hover/space:opacity-100 group-focus-within/space:opacity-100 [@media(hover:none)]:opacity-100";

type SidebarSpacesAdminProps = { spaces: SpaceSummary[] };

/**
 * The Geral list in admin mode: each space can be dragged (pointer or keyboard), edited and
 * deleted, and 'Novo espaço' creates one by type. Rendered as <li> items of the section's list.
 */
export function SidebarSpacesAdmin({ spaces }: SidebarSpacesAdminProps) {
  const [editing, setEditing] = useState<SpaceSummary | null>(null);
  const [deleting, setDeleting] = useState<SpaceSummary | null>(null);
  const saveOrder = useSaveSpaceOrder();

  return (
    <>
      <SortableRows items={spaces} kind={m} onReorder={saveOrder}>
        {(ordered) =>
          ordered.map((space) => (
            <SidebarSpaceRow key={space.id} space={space} onEdit={setEditing} onDelete={setDeleting} />
          ))
        }
      </SortableRows>
      <li>
        <CreateSpaceMenu variant="sidebar" />
      </li>
      <EditSpaceDialog space={editing} onClose={() => setEditing(null)} />
      <DeleteSpaceDialog space={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

type SidebarSpaceRowProps = {
  space: SpaceSummary;
  onEdit: (space: SpaceSummary) => void;
  onDelete: (space: SpaceSummary) => void;
};

function SidebarSpaceRow({ space, onEdit, onDelete }: SidebarSpaceRowProps) {
  const { rowRef, handleRef, style, handleProps, isDragging } = useSortableItem(
    space.id,
    m.reorder(space.name),
  );
  return (
    <li
      ref={rowRef}
      style={style}
      className={cn(
        "group/space relative flex min-w-0 items-center rounded-md",
        isDragging && "bg-sidebar shadow-pop ring-1 ring-sidebar-border",
      )}
    >
      <button
        type="button"
        ref={handleRef}
        {...handleProps}
        className={cn(
          "flex h-9 w-5 shrink-0 cursor-grab touch-none items-center justify-center rounded text-sidebar-muted transition-opacity hover:text-foreground active:cursor-grabbing",
          REVEAL,
          isDragging && "opacity-100",
        )}
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <SidebarLink
        to={paths.space(space.slug)}
        label={space.name}
        icon={<SpaceIcon icon={space.icon} />}
        count={space.notificationCount}
        className="min-w-0 flex-1 pl-1.5 [@media(hover:none)]:pr-1"
      />
      <div
        className={cn(
          "absolute inset-y-0 right-0 flex items-center gap-0.5 rounded-r-md bg-sidebar-accent pr-1 pl-1 transition-opacity",
          "[@media(hover:none)]:static [@media(hover:none)]:bg-transparent [@media(hover:none)]:pr-0",
          REVEAL,
        )}
      >
        <RowAction label={m.edit(space.name)} onClick={() => onEdit(space)}>
          <Pencil />
        </RowAction>
        <RowAction label={m.delete(space.name)} onClick={() => onDelete(space)} isDestructive>
          <Trash2 />
        </RowAction>
      </div>
    </li>
  );
}

type RowActionProps = {
  label: string;
  onClick: () => void;
  isDestructive?: boolean;
  children: ReactNode;
};

function RowAction({ label, onClick, isDestructive, children }: RowActionProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        "inline-flex size-7 items-center justify-center rounded-md text-sidebar-muted transition-colors hover:bg-sidebar hover:text-foreground [&_svg]:size-3.5",
        isDestructive && "hover:text-destructive-text",
      )}
    >
      {children}
    </button>
  );
}
