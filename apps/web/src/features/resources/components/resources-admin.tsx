import { resourceMessages as rm } from "@guilda/shared/messages/resources";
import { webResourceMessages as m } from "@guilda/shared/messages/web-resources";
import type { ResourceSummary } from "@guilda/shared/schemas/resources";
import { Eye, EyeOff } from "lucide-react";
import { useState } from "react";
import {
  AdminList,
  AdminRowActions,
  AdminRowAddress,
  AdminRowFact,
  AdminRowPosition,
  AdminRowState,
  AdminSortableRow,
} from "@/components/ui/admin-list";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { toApiError } from "@/lib/api";
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

  const saveOrder = (next: ResourceSummary[]) =>
    reorder.mutate(next, {
      onSuccess: () => toast.success(rm.orderSaved),
      onError: () => toast.error(rm.orderErrorTitle, { description: rm.orderErrorText }),
    });

  const confirmDelete = (resource: ResourceSummary, close: () => void) => {
    remove.mutate(resource.id, {
      onSuccess: () => {
        toast.success(rm.pageDeleted);
        close();
      },
      onError: (error) => toast.error(rm.deleteErrorTitle, { description: toApiError(error).message }),
    });
  };

  return (
    <AdminList
      items={resources}
      label={m.adminListLabel}
      reorder={{ kind: m.dragKind, onReorder: saveOrder }}
      dialogs={<BuiltInResourceDialog resource={editing} onClose={() => setEditing(null)} />}
      deleteDialog={(deleting, close) => (
        <ConfirmDeleteDialog
          open={deleting !== null}
          title={m.deleteTitle}
          text={deleting ? m.deleteText(deleting.title) : ""}
          isPending={remove.isPending}
          onConfirm={() => {
            if (deleting) confirmDelete(deleting, close);
          }}
          onClose={close}
        />
      )}
    >
      {(resource, { position, onDelete }) => (
        <ResourceRow
          key={resource.id}
          resource={resource}
          position={position}
          onEdit={() => setEditing(resource)}
          onDelete={onDelete}
        />
      )}
    </AdminList>
  );
}

type ResourceRowProps = {
  resource: ResourceSummary;
  position: number;
  onEdit: () => void;
  onDelete: () => void;
};

function ResourceRow({ resource, position, onEdit, onDelete }: ResourceRowProps) {
  const isPage = resource.kind === "page";
  return (
    <AdminSortableRow
      id={resource.id}
      handleLabel={m.reorder(resource.title)}
      name={resource.title}
      to={resource.path}
      tile={<ResourceKindIcon kind={resource.kind} className="size-5" />}
      tileClassName="text-muted-foreground"
      phoneIcon={
        <ResourceKindIcon kind={resource.kind} className="size-4 shrink-0 text-muted-foreground sm:hidden" />
      }
      factsClassName="min-w-0"
      facts={
        <>
          <AdminRowFact label={m.kindLabel} className="gap-1">
            {isPage ? m.kinds.page : m.builtInKind(m.kinds[resource.kind])}
          </AdminRowFact>
          <AdminRowAddress label={m.addressLabel} address={resource.path} />
          <AdminRowState
            label={m.visibleLabel}
            state={
              resource.is_visible
                ? { icon: Eye, text: m.visible, variant: "outline" }
                : { icon: EyeOff, text: m.hidden, variant: "secondary" }
            }
          />
          <AdminRowPosition label={m.orderLabel} position={position} />
        </>
      }
      actions={
        <AdminRowActions
          className="shrink-0"
          edit={
            isPage
              ? { label: m.edit(resource.title), to: paths.adminResource(resource.id) }
              : { label: m.edit(resource.title), onClick: onEdit }
          }
          remove={isPage ? { label: m.delete(resource.title), onClick: onDelete } : null}
        />
      }
    />
  );
}
