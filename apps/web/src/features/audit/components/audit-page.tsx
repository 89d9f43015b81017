import { webAuditMessages as m } from "@guilda/shared/messages/web-audit";
import { Download, History, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadMore } from "@/components/ui/load-more";
import { PageLoader } from "@/components/ui/page-loader";
import { useAudit } from "../api/get-audit";
import { auditExportPath } from "../api/keys";
import { FILTER_KEYS, filtersFrom, filtersToSearch, isPeriodValid, type AuditFilters } from "../lib/filters";
import { AuditFiltersBar } from "./audit-filters";
import { AuditTable } from "./audit-table";

/** /admin/registro: every action of admins and moderators, filtered, a page at a time, and its CSV. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const audit = useAudit(filters);
  const isFiltered = FILTER_KEYS.some((key) => filters[key] !== "");

  const change = (patch: Partial<AuditFilters>) =>
    setParams(filtersToSearch({ ...filters, ...patch }), { replace: true });

  let body: ReactNode;
  if (!isPeriodValid(filters)) body = null;
  else if (audit.isPending) body = <PageLoader />;
  else if (audit.isError)
    body = (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.loadError}
        action={
          <Button variant="outline" onClick={() => void audit.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  else {
    const items = audit.data.pages.flatMap((page) => page.items);
    body =
      items.length === 0 ? (
        <EmptyState
          icon={<History aria-hidden="true" />}
          title={isFiltered ? m.emptyFiltered : m.empty}
          text={isFiltered ? m.emptyFilteredText : m.emptyText}
        />
      ) : (
        <>
          <AuditTable items={items} />
          <LoadMore
            hasNextPage={audit.hasNextPage}
            isFetchingNextPage={audit.isFetchingNextPage}
            isFetchNextPageError={audit.isFetchNextPageError}
            pageCount={audit.data.pages.length}
            fetchNextPage={audit.fetchNextPage}
            labels={{ loadMore: m.loadMore, loadingMore: m.loadingMore, error: m.loadMoreError }}
          />
        </>
      );
  }

  const query = filtersToSearch(filters).toString();
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.pageTitle}</h1>
          <p className="max-w-2xl text-muted-foreground">{m.pageDescription}</p>
        </div>
        {/* A plain download link: the browser writes the server's stream straight to disk. */}
        <Button variant="outline" asChild>
          <a href={query ? `${auditExportPath}?${query}` : auditExportPath} download title={m.exportCsvHint}>
            <Download aria-hidden="true" />
            {m.exportCsv}
          </a>
        </Button>
      </div>
      <AuditFiltersBar filters={filters} onChange={change} onClear={() => setParams({}, { replace: true })} />
      {body}
    </div>
  );
}
