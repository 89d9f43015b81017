import { supplierMessages as sm } from "@guilda/shared/messages/suppliers";
import { webSuppliersMessages as m } from "@guilda/shared/messages/web-suppliers";
import type { SupplierView } from "@guilda/shared/schemas/suppliers";
import { Inbox, MapPin, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Badge } from "@/components/ui/badge";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs } from "@/components/ui/tabs";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { useSubmissions } from "../api/get-submissions";
import { formatDate } from "../lib/format";
import { Pager } from "./pager";
import { StaffActions } from "./staff-actions";
import { placeOf } from "./supplier-card";
import { SupplierLogo } from "./supplier-logo";

type Status = "pending" | "rejected";
const TABS = [
  { value: "pending", label: m.tabPending },
  { value: "rejected", label: m.tabRejected },
] as const;

function SubmissionItem({ supplier }: { supplier: SupplierView }) {
  const nameId = `submission-${supplier.id}`;
  const place = placeOf(supplier);
  return (
    <article
      aria-labelledby={nameId}
      className="grid gap-3 rounded-lg border border-border bg-card p-4 shadow-card"
    >
      <div className="flex gap-3">
        <SupplierLogo name={supplier.name} src={supplier.logo_url} size="sm" />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={nameId} className="font-semibold break-words">
              <Link to={paths.supplier(supplier.id)} className="hover:underline">
                {supplier.name}
              </Link>
            </h2>
            <Badge variant={supplier.status === "rejected" ? "destructive" : "secondary"}>
              {sm.statusLabels[supplier.status]}
            </Badge>
          </div>
          {place ? (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPin aria-hidden="true" className="size-3.5" />
              {place}
            </p>
          ) : null}
          <ul className="flex flex-wrap gap-1" aria-label={m.categories}>
            {supplier.categories.map((category) => (
              <li key={category}>
                <Badge variant="outline">{category}</Badge>
              </li>
            ))}
          </ul>
        </div>
      </div>
      {supplier.description ? (
        <p className="line-clamp-3 text-sm break-words whitespace-pre-line">{supplier.description}</p>
      ) : null}
      {supplier.review_note ? (
        <p className="rounded-md bg-muted p-2 text-sm">
          <span className="font-medium">{m.reviewNote}: </span>
          <span className="break-words">{supplier.review_note}</span>
        </p>
      ) : null}
      {supplier.submitted_by ? (
        <p className="text-xs text-muted-foreground">
          {m.suggestedBy(supplier.submitted_by.full_name, formatDate(supplier.created_at))}
        </p>
      ) : null}
      <StaffActions supplier={supplier} />
    </article>
  );
}

/** /recursos/fornecedores/sugestoes — staff review what members suggested; members follow their own. */
export function SubmissionsPage({ isStaff }: { isStaff: boolean }) {
  const [search, setSearch] = useSearchParams();
  const status: Status = search.get("status") === "rejected" ? "rejected" : "pending";
  const [page, setPage] = useState(1);
  const submissions = useSubmissions(status, page);
  const data = submissions.data;

  let body;
  if (!data)
    body = submissions.isError ? (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.loadError}
        action={
          <Button variant="outline" onClick={() => void submissions.refetch()}>
            {m.retry}
          </Button>
        }
      />
    ) : (
      <div className="grid gap-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-36 w-full rounded-lg" />
        ))}
      </div>
    );
  else if (data.items.length === 0)
    body = (
      <EmptyState
        icon={<Inbox aria-hidden="true" />}
        title={status === "pending" ? m.queueEmptyPending : m.queueEmptyRejected}
        text={isStaff ? m.queueEmptyText : undefined}
      />
    );
  else
    body = (
      <>
        <ul className={cn("grid gap-3", submissions.isPlaceholderData && "opacity-60")}>
          {data.items.map((supplier) => (
            <li key={supplier.id}>
              <SubmissionItem supplier={supplier} />
            </li>
          ))}
        </ul>
        <Pager page={data.page} total={data.total} pageSize={data.page_size} onPage={setPage} />
      </>
    );

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-5">
      <BackLink to={paths.resourcesSuppliers} className="font-medium">
        {m.backToDirectory}
      </BackLink>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {isStaff ? m.queueTitleStaff : m.queueTitleMember}
        </h1>
        <p className="text-muted-foreground">{isStaff ? m.queueSubtitleStaff : m.queueSubtitleMember}</p>
      </header>
      <Tabs
        items={TABS}
        value={status}
        label={isStaff ? m.queueTitleStaff : m.queueTitleMember}
        onValueChange={(value) => {
          setPage(1);
          setSearch(value === "pending" ? {} : { status: value }, { replace: true });
        }}
      >
        <div className="grid gap-4 pt-4">{body}</div>
      </Tabs>
    </div>
  );
}
