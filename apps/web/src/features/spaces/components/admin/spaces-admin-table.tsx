import { SPACE_TYPES } from "@guilda/shared/constants";
import { webSpaceMessages as m } from "@guilda/shared/messages/web-spaces";
import type { SpaceSummary } from "@guilda/shared/schemas/navigation";
import { Globe, Lock } from "lucide-react";
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
import { SpaceIcon } from "@/components/ui/space-icon";
import { paths } from "@/lib/paths";
import { SpaceTypeIcon } from "../space-type-icon";
import { DeleteSpaceDialog } from "./delete-space-dialog";
import { EditSpaceDialog } from "./edit-space-dialog";
import { useSaveSpaceOrder } from "./use-save-space-order";

/** /admin/spaces: every space with its type, slug, privacy and order, and the sidebar's actions. */
export function SpacesAdminTable({ spaces }: { spaces: SpaceSummary[] }) {
  const [editing, setEditing] = useState<SpaceSummary | null>(null);
  const saveOrder = useSaveSpaceOrder();

  return (
    <AdminList
      items={spaces}
      label={m.adminListLabel}
      reorder={{ kind: m, onReorder: saveOrder }}
      dialogs={<EditSpaceDialog space={editing} onClose={() => setEditing(null)} />}
      deleteDialog={(space, close) => <DeleteSpaceDialog space={space} onClose={close} />}
    >
      {(space, { position, onDelete }) => (
        <SpaceRow
          key={space.id}
          space={space}
          position={position}
          onEdit={() => setEditing(space)}
          onDelete={onDelete}
        />
      )}
    </AdminList>
  );
}

type SpaceRowProps = {
  space: SpaceSummary;
  position: number;
  onEdit: () => void;
  onDelete: () => void;
};

function SpaceRow({ space, position, onEdit, onDelete }: SpaceRowProps) {
  const typeTitle = SPACE_TYPES.find((t) => t.id === space.space_type)?.title ?? space.space_type;
  return (
    <AdminSortableRow
      id={space.id}
      handleLabel={m.reorder(space.name)}
      name={space.name}
      to={paths.space(space.slug)}
      tile={<SpaceIcon icon={space.icon} />}
      tileClassName="text-lg [&_svg]:size-5"
      phoneIcon={
        <span className="text-base sm:hidden [&_svg]:size-4">
          <SpaceIcon icon={space.icon} />
        </span>
      }
      facts={
        <>
          <AdminRowFact label={m.typeLabel} className="gap-1" valueClassName="flex items-center gap-1">
            <SpaceTypeIcon type={space.space_type} className="size-3.5" />
            {typeTitle}
          </AdminRowFact>
          <AdminRowAddress label={m.slugLabel} address={space.slug} />
          <AdminRowState
            label={m.privacyLabel}
            state={
              space.is_private
                ? { icon: Lock, text: m.private, variant: "secondary" }
                : { icon: Globe, text: m.public, variant: "outline" }
            }
          />
          <AdminRowPosition label={m.orderLabel} position={position} />
        </>
      }
      actions={
        <AdminRowActions
          className="shrink-0"
          edit={{ label: m.edit(space.name), onClick: onEdit }}
          remove={{ label: m.delete(space.name), onClick: onDelete }}
        />
      }
    />
  );
}
