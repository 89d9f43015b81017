import { Navigate, useNavigate, useParams } from "react-router";
import { SalesAdminPage, type SalesTab } from "@/features/sales/components/sales-admin-page";
import { paths } from "@/lib/paths";

const TAB_PATHS: Record<SalesTab, string> = {
  offers: paths.adminSales,
  integrations: paths.adminSalesIntegrations,
  deliveries: paths.adminSalesDeliveries,
};

const TAB_OF_SEGMENT = new Map<string, SalesTab>([
  ["", "offers"],
  ["integracoes", "integrations"],
  ["entregas", "deliveries"],
]);

/** /admin/vendas, /admin/vendas/integracoes and /admin/vendas/entregas (admins only). */
export function AdminSalesRoute() {
  const segment = (useParams()["*"] ?? "").replace(/\/+$/, "");
  const navigate = useNavigate();
  const tab = TAB_OF_SEGMENT.get(segment);
  if (!tab) return <Navigate to={paths.adminSales} replace />;
  return <SalesAdminPage tab={tab} onTabChange={(next) => navigate(TAB_PATHS[next])} />;
}
