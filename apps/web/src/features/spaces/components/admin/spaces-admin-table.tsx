import { SPACE_TYPES } from "@guilda/shared/constants";
import { webSpaceMessages as m } from "@guilda/shared/messages/web-spaces";
import type { SpaceSummary } from "@guilda/shared/schemas/navigation";
import { Globe, GripVertical, Lock, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { SpaceIcon } from "@/components/ui/space-icon";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { SpaceTypeIcon } from "../space-type-icon";
import { DeleteSpaceDialog } from "./delete-space-dialog";
import { EditSpaceDialog } from "./edit-space-dialog";
import { SortableSpaces, useSortableSpace } from "./sortable-spaces";
import { useSaveSpaceOrder } from "./use-save-space-order";

/** /admin/spaces: every space with its type, slug, privacy and order, and the sidebar's actions. */
export function SpacesAdminTable({ spaces }: { spaces: SpaceSummary[] }) {
  const [editing, setEditing] = useState<SpaceSummary | null>(null);
  const [deleting, setDeleting] = useState<SpaceSummary | null>(null);
  const saveOrder = useSaveSpaceOrder();

  return (
    <Card className="overflow-hidden">
      <ul aria-label={m.adminListLabel} className="divide-y divide-border">
        <SortableSpaces spaces={spaces} onReorder={saveOrder}>
          {(ordered) =>
            ordered.map((space, index) => (
              <SpaceRow
                key={space.id}
                space={space}
                position={index + 1}
                onEdit={setEditing}
                onDelete={setDeleting}
              />
            ))
          }
        </SortableSpaces>
      </ul>
      <EditSpaceDialog space={editing} onClose={() => setEditing(null)} />
      <DeleteSpaceDialog space={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}

type SpaceRowProps = {
  space: SpaceSummary;
  position: number;
  onEdit: (space: SpaceSummary) => void;
  onDelete: (space: SpaceSummary) => void;
};

function SpaceRow({ space, position, onEdit, onDelete }: SpaceRowProps) {
  const { rowRef, style, handleProps, isDragging } = useSortableSpace(space);
  const typeTitle = SPACE_TYPES.find((t) => t.id === space.space_type)?.title ?? space.space_type;
  return (
    <li
      ref={rowRef}
      style={style}
      className={cn(
        "flex items-center gap-2 bg-card px-2 py-3 sm:gap-3 sm:px-4",
        isDragging && "rounded-lg shadow-pop ring-1 ring-border",
      )}
    >
      <button
        type="button"
        {...handleProps}
        className="flex h-10 w-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-lg sm:flex [&_svg]:size-5">
        <SpaceIcon icon={space.icon} />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <Link
          to={paths.space(space.slug)}
          className="flex min-w-0 items-center gap-2 font-medium hover:underline"
        >
          <span className="text-base sm:hidden [&_svg]:size-4">
            <SpaceIcon icon={space.icon} />
          </span>
          <span className="truncate">{space.name}</span>
        </Link>
        <dl className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <div className="flex items-center gap-1">
            <dt className="sr-only">{m.typeLabel}</dt>
            <dd className="flex items-center gap-1">
              <SpaceTypeIcon type={space.space_type} className="size-3.5" />
              {typeTitle}
            </dd>
          </div>
          <div className="flex min-w-0 items-center">
            <dt className="sr-only">{m.slugLabel}</dt>
            <dd className="truncate font-mono">{space.slug}</dd>
          </div>
          <div className="flex items-center">
            <dt className="sr-only">{m.privacyLabel}</dt>
            <dd>
              {space.is_private ? (
                <Badge variant="secondary">
                  <Lock aria-hidden="true" className="size-3" />
                  {m.private}
                </Badge>
              ) : (
                <Badge variant="outline">
                  <Globe aria-hidden="true" className="size-3" />
                  {m.public}
                </Badge>
              )}
            </dd>
          </div>
          <div className="flex items-center gap-1">
            <dt>{m.orderLabel}</dt>
            <dd className="font-medium text-foreground tabular-nums">{position}</dd>
          </div>
        </dl>
      </div>
      <div className="flex shrink-0 items-center gap-0.5">
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={m.edit(space.name)}
          title={m.edit(space.name)}
          onClick={() => onEdit(space)}
        >
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={m.delete(space.name)}
          title={m.delete(space.name)}
          onClick={() => onDelete(space)}
          className="hover:text-destructive-text"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
