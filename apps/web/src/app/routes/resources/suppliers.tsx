import { commonMessages } from "@guilda/shared/messages/common";
import { ShieldAlert } from "lucide-react";
import { Route, Routes, useParams } from "react-router";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import { NotFoundRoute } from "@/app/routes/not-found";
import { useSupplier } from "@/features/suppliers/api/get-supplier";
import { SubmissionsPage } from "@/features/suppliers/components/submissions-page";
import { SupplierDetail } from "@/features/suppliers/components/supplier-detail";
import { SupplierDirectory } from "@/features/suppliers/components/supplier-directory";
import { SupplierForm } from "@/features/suppliers/components/supplier-form";
import { useSession } from "@/hooks/use-session";

function useIsStaff() {
  const { profile } = useSession();
  return !!profile && (profile.is_admin || profile.is_moderator);
}

function DetailRoute() {
  const { id = "" } = useParams();
  return <SupplierDetail key={id} id={id} />;
}

/** Staff only (the server refuses others too); the form starts from the saved supplier. */
function EditRoute() {
  const { id = "" } = useParams();
  const isStaff = useIsStaff();
  const supplier = useSupplier(id);
  if (!isStaff)
    return <EmptyState icon={<ShieldAlert aria-hidden="true" />} title={commonMessages.forbidden} />;
  if (supplier.isPending) return <PageLoader />;
  if (supplier.isError) return <SupplierDetail id={id} />;
  return <SupplierForm key={supplier.data.id} supplier={supplier.data} isStaff />;
}

/**
 * /recursos/fornecedores/*: the directory, one supplier (:id), 'Sugerir fornecedor' (sugerir),
 * staff's edit (:id/editar) and the suggestions (sugestoes: staff's queue, a member's own).
 */
export function SuppliersRoute() {
  const isStaff = useIsStaff();
  return (
    <Routes>
      <Route index element={<SupplierDirectory />} />
      <Route path="sugerir" element={<SupplierForm supplier={null} isStaff={isStaff} />} />
      <Route path="sugestoes" element={<SubmissionsPage isStaff={isStaff} />} />
      <Route path=":id" element={<DetailRoute />} />
      <Route path=":id/editar" element={<EditRoute />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Routes>
  );
}
