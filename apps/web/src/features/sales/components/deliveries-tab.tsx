import { saleLabels } from "@guilda/shared/messages/sales";
import { webSalesMessages as m } from "@guilda/shared/messages/web-sales";
import {
  DELIVERY_STATUSES,
  SALE_PROVIDERS,
  type DeliveryItem,
  type DeliveryStatus,
  type SaleProvider,
} from "@guilda/shared/schemas/sales";
import { Inbox, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadMore } from "@/components/ui/load-more";
import { NativeSelect } from "@/components/ui/native-select";
import { PageLoader } from "@/components/ui/page-loader";
import { useDeliveries } from "../api/get-deliveries";
import type { DeliveryFilters } from "../api/keys";
import { formatDateTime } from "../lib/format";
import { DeliveryDialog } from "./delivery-dialog";
import { DeliveryStatusBadge } from "./delivery-status-badge";

const STATUS_PARAM = "situacao";
const PROVIDER_PARAM = "provedor";

const isStatus = (v: string | null): v is DeliveryStatus =>
  (DELIVERY_STATUSES as readonly string[]).includes(v ?? "");
const isProvider = (v: string | null): v is SaleProvider =>
  (SALE_PROVIDERS as readonly string[]).includes(v ?? "");

/** The filters as the address bar holds them (?situacao=failed&provedor=hotmart). */
function useDeliveryFilters() {
  const [search, setSearch] = useSearchParams();
  const status = search.get(STATUS_PARAM);
  const provider = search.get(PROVIDER_PARAM);
  const filters: DeliveryFilters = {
    ...(isStatus(status) ? { status } : {}),
    ...(isProvider(provider) ? { provider } : {}),
  };
  const set = (param: string, value: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(param, value);
        else next.delete(param);
        return next;
      },
      { replace: true },
    );
  return {
    filters,
    setStatus: (v: string) => set(STATUS_PARAM, v),
    setProvider: (v: string) => set(PROVIDER_PARAM, v),
  };
}

/** 'Entregas': the notifications received, filtered by status and provider, a page at a time. */
export function DeliveriesTab() {
  const { filters, setStatus, setProvider } = useDeliveryFilters();
  const deliveries = useDeliveries(filters);
  const [open, setOpen] = useState<DeliveryItem | null>(null);
  const statusId = useId();
  const providerId = useId();
  const counts = deliveries.data?.pages[0]?.counts;
  const items = deliveries.data?.pages.flatMap((page) => page.items) ?? [];
  const isFiltered = !!filters.status || !!filters.provider;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.deliveriesHeading}</CardTitle>
        <CardDescription className="max-w-2xl">{m.deliveriesDescription}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          role="search"
          aria-label={m.filtersLabel}
          onSubmit={(event) => event.preventDefault()}
          className="grid gap-3 sm:grid-cols-2 lg:max-w-2xl"
        >
          <div className="grid gap-2">
            <label htmlFor={statusId} className="text-sm leading-none font-medium">
              {m.statusFilterLabel}
            </label>
            <NativeSelect
              id={statusId}
              value={filters.status ?? ""}
              onChange={(event) => setStatus(event.target.value)}
            >
              <option value="">{m.allStatuses}</option>
              {DELIVERY_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {counts
                    ? m.statusWithCount(saleLabels.delivery[status], counts[status])
                    : saleLabels.delivery[status]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-2">
            <label htmlFor={providerId} className="text-sm leading-none font-medium">
              {m.providerFilterLabel}
            </label>
            <NativeSelect
              id={providerId}
              value={filters.provider ?? ""}
              onChange={(event) => setProvider(event.target.value)}
            >
              <option value="">{m.allProviders}</option>
              {SALE_PROVIDERS.map((provider) => (
                <option key={provider} value={provider}>
                  {saleLabels.provider[provider]}
                </option>
              ))}
            </NativeSelect>
          </div>
        </form>

        {deliveries.isPending ? (
          <PageLoader className="min-h-24" />
        ) : deliveries.isError ? (
          <EmptyState
            icon={<TriangleAlert aria-hidden="true" />}
            title={m.deliveriesLoadError}
            action={
              <Button variant="outline" onClick={() => void deliveries.refetch()}>
                {m.retry}
              </Button>
            }
          />
        ) : items.length === 0 ? (
          <EmptyState
            icon={<Inbox aria-hidden="true" />}
            title={isFiltered ? m.deliveriesEmptyFiltered : m.deliveriesEmptyTitle}
            text={isFiltered ? undefined : m.deliveriesEmptyText}
          />
        ) : (
          <>
            <ul
              aria-label={m.deliveriesListLabel}
              className="divide-y divide-border overflow-hidden rounded-lg border border-border"
            >
              {items.map((item) => (
                <DeliveryRow key={item.id} item={item} onOpen={() => setOpen(item)} />
              ))}
            </ul>
            <LoadMore
              hasNextPage={deliveries.hasNextPage}
              isFetchingNextPage={deliveries.isFetchingNextPage}
              isFetchNextPageError={deliveries.isFetchNextPageError}
              pageCount={deliveries.data.pages.length}
              fetchNextPage={deliveries.fetchNextPage}
              labels={{ loadMore: m.loadMore, loadingMore: m.loadingMore, error: m.loadMoreError }}
            />
          </>
        )}
      </CardContent>
      <DeliveryDialog delivery={open} onClose={() => setOpen(null)} />
    </Card>
  );
}

function DeliveryRow({ item, onOpen }: { item: DeliveryItem; onOpen: () => void }) {
  const event = item.event_type ?? m.noEvent;
  const at = formatDateTime(item.received_at);
  return (
    <li className="grid gap-2 px-3 py-3 sm:grid-cols-[1fr_auto] sm:items-center sm:gap-4 sm:px-4">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          {item.event_type ? (
            <span className="font-mono text-sm font-medium break-all">{item.event_type}</span>
          ) : (
            <span className="text-sm font-medium text-muted-foreground">{m.noEvent}</span>
          )}
          <DeliveryStatusBadge status={item.status} />
        </div>
        <dl className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
          <div className="flex gap-1">
            <dt className="sr-only">{m.factReceivedAt}</dt>
            <dd>
              <time dateTime={item.received_at}>{at}</time>
            </dd>
          </div>
          <div className="flex gap-1">
            <dt className="sr-only">{m.providerFilterLabel}</dt>
            <dd>{saleLabels.provider[item.provider]}</dd>
          </div>
          {item.buyer_email ? (
            <div className="flex min-w-0 gap-1">
              <dt className="sr-only">{m.factBuyer}</dt>
              <dd className="break-all">{item.buyer_email}</dd>
            </div>
          ) : null}
          {item.received_count > 1 ? (
            <div className="flex gap-1">
              <dt className="sr-only">{m.factCopies}</dt>
              <dd>{m.copiesReceived(item.received_count)}</dd>
            </div>
          ) : null}
        </dl>
        {item.error ? (
          <dl className="text-sm">
            <div className="flex flex-wrap gap-1">
              <dt className="font-medium">{m.factError}:</dt>
              <dd className="min-w-0 break-words text-muted-foreground">{item.error}</dd>
            </div>
          </dl>
        ) : null}
      </div>
      <Button
        variant="outline"
        size="sm"
        className="justify-self-start sm:justify-self-end"
        aria-label={m.viewDeliveryOf(event, at)}
        onClick={onOpen}
      >
        {m.viewDelivery}
      </Button>
    </li>
  );
}
