import { supplierMessages as sm } from "@guilda/shared/messages/suppliers";
import { webSuppliersMessages as m } from "@guilda/shared/messages/web-suppliers";
import type { SupplierView } from "@guilda/shared/schemas/suppliers";
import { BadgeCheck, BadgeX, Check, EyeOff, Pencil, Trash2, X } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useDeleteSupplier, useReviewSupplier, useSetSupplierVerified } from "../api/staff-actions";
import { RejectDialog } from "./review-dialog";

const failed = (error: unknown) => toast.error(m.actionError, { description: toApiError(error).message });

/**
 * Approve, refuse, edit, 'verificado' (admins) and delete, as the supplier allows. The server
 * checks each again; these only show what the viewer may do.
 */
export function StaffActions({ supplier, afterDelete }: { supplier: SupplierView; afterDelete?: string }) {
  const navigate = useNavigate();
  const review = useReviewSupplier();
  const verify = useSetSupplierVerified();
  const remove = useDeleteSupplier();
  const [isRejecting, setRejecting] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  if (!supplier.can_review && !supplier.can_edit && !supplier.can_verify) return null;

  const approve = async () => {
    try {
      await review.mutateAsync({ id: supplier.id, input: { decision: "approve" } });
      toast.success(sm.approved);
    } catch (error) {
      failed(error);
    }
  };
  const reject = async (note: string) => {
    try {
      await review.mutateAsync({ id: supplier.id, input: { decision: "reject", note } });
      setRejecting(false);
      toast.success(sm.rejected);
    } catch (error) {
      failed(error);
    }
  };
  const toggleVerified = async () => {
    try {
      const saved = await verify.mutateAsync({ id: supplier.id, isVerified: !supplier.is_verified });
      toast.success(saved.is_verified ? sm.verifiedOn : sm.verifiedOff);
    } catch (error) {
      failed(error);
    }
  };
  const onDelete = async () => {
    try {
      await remove.mutateAsync(supplier.id);
      setDeleting(false);
      toast.success(sm.deleted);
      if (afterDelete) void navigate(afterDelete);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <div role="group" aria-label={m.staffActions} className="flex flex-wrap gap-2">
      {supplier.can_review && supplier.status !== "approved" ? (
        <Button size="sm" disabled={review.isPending} onClick={() => void approve()}>
          {review.isPending ? <Spinner /> : <Check aria-hidden="true" />}
          {m.approve}
        </Button>
      ) : null}
      {supplier.can_review && supplier.status !== "rejected" ? (
        <Button size="sm" variant="outline" disabled={review.isPending} onClick={() => setRejecting(true)}>
          {supplier.status === "approved" ? <EyeOff aria-hidden="true" /> : <X aria-hidden="true" />}
          {supplier.status === "approved" ? m.unpublish : m.reject}
        </Button>
      ) : null}
      {supplier.can_edit ? (
        <Button size="sm" variant="outline" asChild>
          <Link to={paths.supplierEdit(supplier.id)}>
            <Pencil aria-hidden="true" />
            {m.edit}
          </Link>
        </Button>
      ) : null}
      {supplier.can_verify && supplier.status === "approved" ? (
        <Button size="sm" variant="outline" disabled={verify.isPending} onClick={() => void toggleVerified()}>
          {supplier.is_verified ? <BadgeX aria-hidden="true" /> : <BadgeCheck aria-hidden="true" />}
          {supplier.is_verified ? m.unverify : m.verify}
        </Button>
      ) : null}
      {supplier.can_edit ? (
        <Button size="sm" variant="ghost" className="text-destructive-text" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" />
          {m.delete}
        </Button>
      ) : null}
      <RejectDialog
        supplier={isRejecting ? supplier : null}
        isPending={review.isPending}
        onConfirm={reject}
        onClose={() => setRejecting(false)}
      />
      <ConfirmDeleteDialog
        open={isDeleting}
        title={m.deleteTitle}
        text={m.deleteText(supplier.name)}
        isPending={remove.isPending}
        onConfirm={() => void onDelete()}
        onClose={() => setDeleting(false)}
      />
    </div>
  );
}
