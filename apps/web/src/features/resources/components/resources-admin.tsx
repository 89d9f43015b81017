import { resourceMessages as rm } from "@guilda/shared/messages/resources";
import { webResourceMessages as m } from "@guilda/shared/messages/web-resources";
import type { ResourceSummary } from "@guilda/shared/schemas/resources";
import { Eye, EyeOff, GripVertical, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { SortableList, useSortableItem } from "@/components/ui/sortable-list";
import { toApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useDeleteResource } from "../api/delete-resource";
import { useReorderResources } from "../api/reorder-resources";
import { ResourceKindIcon } from "../lib/kind-icon";
import { BuiltInResourceDialog } from "./built-in-resource-dialog";

/** /admin/recursos: the section in its order; reorder by drag or keyboard, edit, hide, delete pages. */
export function ResourcesAdmin({ resources }: { resources: ResourceSummary[] }) {
  const reorder = useReorderResources();
  const remove = useDeleteResource();
  const [editing, setEditing] = useState<ResourceSummary | null>(null);
  const [deleting, setDeleting] = useState<ResourceSummary | null>(null);

  const saveOrder = (next: ResourceSummary[]) =>
    reorder.mutate(next, {
      onSuccess: () => toast.success(rm.orderSaved),
      onError: () => toast.error(rm.orderErrorTitle, { description: rm.orderErrorText }),
    });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(rm.pageDeleted);
        setDeleting(null);
      },
      onError: (error) => toast.error(rm.deleteErrorTitle, { description: toApiError(error).message }),
    });
  };

  return (
    <Card className="overflow-hidden">
      <SortableList
        items={resources}
        kind={m.dragKind}
        onReorder={saveOrder}
        label={m.adminListLabel}
        className="divide-y divide-border"
      >
        {(ordered) =>
          ordered.map((resource, index) => (
            <ResourceRow
              key={resource.id}
              resource={resource}
              position={index + 1}
              onEdit={() => setEditing(resource)}
              onDelete={() => setDeleting(resource)}
            />
          ))
        }
      </SortableList>
      <BuiltInResourceDialog resource={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={m.deleteTitle}
        text={deleting ? m.deleteText(deleting.title) : ""}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
}

type ResourceRowProps = {
  resource: ResourceSummary;
  position: number;
  onEdit: () => void;
  onDelete: () => void;
};

function ResourceRow({ resource, position, onEdit, onDelete }: ResourceRowProps) {
  const { rowRef, handleRef, style, handleProps, isDragging } = useSortableItem(
    resource.id,
    m.reorder(resource.title),
  );
  const isPage = resource.kind === "page";
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
        ref={handleRef}
        {...handleProps}
        className="flex h-10 w-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground sm:flex">
        <ResourceKindIcon kind={resource.kind} className="size-5" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <Link to={resource.path} className="flex min-w-0 items-center gap-2 font-medium hover:underline">
          <ResourceKindIcon
            kind={resource.kind}
            className="size-4 shrink-0 text-muted-foreground sm:hidden"
          />
          <span className="truncate">{resource.title}</span>
        </Link>
        <dl className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <div className="flex items-center gap-1">
            <dt className="sr-only">{m.kindLabel}</dt>
            <dd>{isPage ? m.kinds.page : m.builtInKind(m.kinds[resource.kind])}</dd>
          </div>
          <div className="flex min-w-0 items-center">
            <dt className="sr-only">{m.addressLabel}</dt>
            <dd className="truncate font-mono">{resource.path}</dd>
          </div>
          <div className="flex items-center">
            <dt className="sr-only">{m.visibleLabel}</dt>
            <dd>
              {resource.is_visible ? (
                <Badge variant="outline">
                  <Eye aria-hidden="true" className="size-3" />
                  {m.visible}
                </Badge>
              ) : (
                <Badge variant="secondary">
                  <EyeOff aria-hidden="true" className="size-3" />
                  {m.hidden}
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
        {isPage ? (
          <Button variant="ghost" size="icon-sm" asChild>
            <Link
              to={paths.adminResource(resource.id)}
              aria-label={m.edit(resource.title)}
              title={m.edit(resource.title)}
            >
              <Pencil aria-hidden="true" />
            </Link>
          </Button>
        ) : (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={m.edit(resource.title)}
            title={m.edit(resource.title)}
            onClick={onEdit}
          >
            <Pencil aria-hidden="true" />
          </Button>
        )}
        {isPage ? (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={m.delete(resource.title)}
            title={m.delete(resource.title)}
            onClick={onDelete}
            className="hover:text-destructive-text"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        ) : (
          // Keeps the edit buttons of every row in one column.
          <span aria-hidden="true" className="size-8" />
        )}
      </div>
    </li>
  );
}
