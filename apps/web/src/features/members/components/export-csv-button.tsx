import { adminDashboardMessages as m } from "@guilda/shared/messages/admin-dashboard";
import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useMemberFilters } from "../hooks/use-member-filters";
import { filtersToSearch } from "../lib/filters";

/**
 * 'Exportar CSV' (admins): the members matching the directory's current filters, in its order.
 * A plain download link, so the browser writes the server's stream straight to disk.
 */
export function ExportCsvButton() {
  const { filters } = useMemberFilters(true);
  const query = filtersToSearch(filters).toString();
  return (
    <Button variant="outline" asChild>
      <a href={`/api/admin/members/export.csv${query ? `?${query}` : ""}`} download title={m.exportCsvHint}>
        <Download aria-hidden="true" />
        {m.exportCsv}
      </a>
    </Button>
  );
}
