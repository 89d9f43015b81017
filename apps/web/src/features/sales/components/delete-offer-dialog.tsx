import { webSalesMessages as m } from "@guilda/shared/messages/web-sales";
import type { OfferView } from "@guilda/shared/schemas/sales";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useDeleteOffer } from "../api/delete-offer";

type DeleteOfferDialogProps = { offer: OfferView | null; onClose: () => void };

/** 'Excluir oferta': only offers without purchases reach it. */
export function DeleteOfferDialog({ offer, onClose }: DeleteOfferDialogProps) {
  const remove = useDeleteOffer();
  const onConfirm = () => {
    if (!offer || remove.isPending) return;
    remove.mutate(offer.id, {
      onSuccess: () => {
        toast.success(m.deletedTitle);
        onClose();
      },
      onError: (error) => {
        toast.error(m.deleteErrorTitle, { description: toApiError(error).message });
        onClose();
      },
    });
  };
  return (
    <ConfirmDeleteDialog
      open={offer !== null}
      title={m.deleteTitle}
      text={offer ? m.deleteQuestion(offer.name) : ""}
      details={<p className="text-sm">{m.deleteConsequence}</p>}
      isPending={remove.isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
