import { webSuppliersMessages as m } from "@guilda/shared/messages/web-suppliers";
import { ClipboardList, Plus, Store, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useSession } from "@/hooks/use-session";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { useSupplierFacets, useSuppliers } from "../api/get-suppliers";
import { useSupplierFilters } from "../hooks/use-supplier-filters";
import { hasActiveFilters } from "../lib/filters";
import { Pager } from "./pager";
import { SupplierCard } from "./supplier-card";
import { SupplierFilters } from "./supplier-filters";

const GRID = "grid gap-3 sm:grid-cols-2 xl:grid-cols-3";

/** Cards the size of the real ones while the first page loads. */
function DirectorySkeleton() {
  return (
    <ul className={GRID} aria-hidden="true">
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i} className="flex gap-3 rounded-lg border border-border bg-card p-4">
          <Skeleton className="size-16 rounded-lg" />
          <div className="grid flex-1 content-start gap-2">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
            <div className="flex gap-1">
              <Skeleton className="h-5 w-16 rounded-full" />
              <Skeleton className="h-5 w-20 rounded-full" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** /recursos/fornecedores: search, filters and order in the address bar, numbered pages from the server. */
export function SupplierDirectory() {
  const { profile } = useSession();
  const isStaff = !!profile && (profile.is_admin || profile.is_moderator);
  const { filters, setFilters, clearFilters } = useSupplierFilters();
  const suppliers = useSuppliers(filters);
  const facets = useSupplierFacets();
  const pending = facets.data?.pending_count ?? 0;
  const data = suppliers.data;

  const goToPage = (page: number) => {
    setFilters({ page });
    window.scrollTo({ top: 0, behavior: "smooth" });
  };

  let body;
  if (!data)
    body = suppliers.isError ? (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.loadError}
        action={
          <Button variant="outline" onClick={() => void suppliers.refetch()}>
            {m.retry}
          </Button>
        }
      />
    ) : (
      <DirectorySkeleton />
    );
  else if (data.items.length === 0 && (hasActiveFilters(filters) || filters.page > 1))
    body = (
      <EmptyState
        icon={<Store aria-hidden="true" />}
        title={m.empty}
        text={m.emptyText}
        action={
          <Button variant="outline" onClick={clearFilters}>
            {m.clearFilters}
          </Button>
        }
      />
    );
  else if (data.items.length === 0)
    body = (
      <EmptyState
        icon={<Store aria-hidden="true" />}
        title={m.emptyDirectory}
        text={m.emptyDirectoryText}
        action={
          <Button asChild>
            <Link to={paths.supplierNew}>{m.suggest}</Link>
          </Button>
        }
      />
    );
  else
    body = (
      <>
        <ul aria-label={m.listLabel} className={cn(GRID, suppliers.isPlaceholderData && "opacity-60")}>
          {data.items.map((supplier) => (
            <li key={supplier.id}>
              <SupplierCard supplier={supplier} />
            </li>
          ))}
        </ul>
        <Pager page={data.page} total={data.total} pageSize={data.page_size} onPage={goToPage} />
      </>
    );

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-5">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.title}</h1>
          <p className="text-muted-foreground">{m.subtitle}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" asChild>
            <Link to={paths.supplierSubmissions}>
              <ClipboardList aria-hidden="true" />
              {isStaff ? m.reviewQueue : m.mySuggestions}
              {pending > 0 ? <Badge variant="default">{m.pendingBadge(pending)}</Badge> : null}
            </Link>
          </Button>
          <Button asChild>
            <Link to={paths.supplierNew}>
              <Plus aria-hidden="true" />
              {m.suggest}
            </Link>
          </Button>
        </div>
      </header>
      <SupplierFilters filters={filters} facets={facets.data} onChange={setFilters} onClear={clearFilters} />
      <p className="-mb-2 text-sm text-muted-foreground" role="status">
        {data && !suppliers.isError ? m.resultCount(data.total) : null}
      </p>
      {body}
    </div>
  );
}
