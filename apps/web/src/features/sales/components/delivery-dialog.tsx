import { saleLabels, salesMessages } from "@guilda/shared/messages/sales";
import { webSalesMessages as m } from "@guilda/shared/messages/web-sales";
import type { DeliveryItem } from "@guilda/shared/schemas/sales";
import { RotateCw } from "lucide-react";
import { useId, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { PageLoader } from "@/components/ui/page-loader";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useDelivery } from "../api/get-delivery";
import { useReprocessDelivery } from "../api/reprocess-delivery";
import { bodyText, formatDateTime } from "../lib/format";
import { DeliveryStatusBadge } from "./delivery-status-badge";

type DeliveryDialogProps = { delivery: DeliveryItem | null; onClose: () => void };

/** One delivery: its facts, the body received (as text) and 'Reprocessar'. */
export function DeliveryDialog({ delivery, onClose }: DeliveryDialogProps) {
  return (
    <Dialog open={delivery !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {delivery ? (
        <DialogContent
          closeLabel={m.close}
          className="max-h-[calc(100dvh-2rem)] grid-rows-[auto_1fr] overflow-hidden sm:max-w-2xl"
        >
          <div className="grid gap-1.5 pr-8">
            <DialogTitle className="break-words">{m.deliveryTitle(delivery.event_type)}</DialogTitle>
            <DialogDescription>
              {m.deliveryDescription(
                saleLabels.provider[delivery.provider],
                formatDateTime(delivery.received_at),
              )}
            </DialogDescription>
          </div>
          <DeliveryDetails key={delivery.id} item={delivery} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function Fact({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn("grid min-w-0 content-start gap-0.5", className)}>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

function DeliveryDetails({ item }: { item: DeliveryItem }) {
  const detail = useDelivery(item.id);
  const reprocess = useReprocessDelivery();
  const bodyId = useId();
  const hintId = useId();
  // The list's row until the detail arrives; the detail after (it follows a reprocessing).
  const shown = detail.data ?? item;
  const canReprocess = shown.status !== "invalid_signature";

  const onReprocess = () =>
    reprocess.mutate(item.id, {
      onSuccess: () => toast.success(m.reprocessedTitle, { description: m.reprocessedText }),
      onError: (error) => toast.error(m.reprocessErrorTitle, { description: toApiError(error).message }),
    });

  return (
    <div className="grid min-h-0 gap-4 overflow-y-auto pr-1">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Fact label={m.factStatus}>
          <DeliveryStatusBadge status={shown.status} />
        </Fact>
        <Fact label={m.factEvent}>
          {shown.event_type ? <span className="font-mono">{shown.event_type}</span> : m.noEvent}
        </Fact>
        <Fact label={m.factReceivedAt}>{formatDateTime(shown.received_at)}</Fact>
        <Fact label={m.factProcessedAt}>
          {shown.processed_at ? formatDateTime(shown.processed_at) : m.notProcessed}
        </Fact>
        {shown.event_id ? (
          <Fact label={m.factEventId}>
            <span className="font-mono break-all">{shown.event_id}</span>
          </Fact>
        ) : null}
        {shown.buyer_email ? (
          <Fact label={m.factBuyer}>
            <span className="break-all">{shown.buyer_email}</span>
          </Fact>
        ) : null}
        {shown.client_ip ? (
          <Fact label={m.factClientIp}>
            <span className="font-mono">{shown.client_ip}</span>
          </Fact>
        ) : null}
        <Fact label={m.factCopies}>{shown.received_count}</Fact>
        {shown.error ? (
          <div className="grid min-w-0 gap-0.5 sm:col-span-2">
            <dt className="text-xs text-muted-foreground">{m.factError}</dt>
            <dd className="text-sm font-medium break-words text-destructive-text">{shown.error}</dd>
          </div>
        ) : null}
      </dl>

      <div className="grid gap-2">
        <h3 id={bodyId} className="text-sm font-semibold">
          {m.bodyHeading}
        </h3>
        {detail.isPending ? (
          <PageLoader className="min-h-24" />
        ) : detail.isError ? (
          <div className="grid justify-items-start gap-2 text-sm">
            <p className="text-muted-foreground">{m.deliveryLoadError}</p>
            <Button variant="outline" size="sm" onClick={() => void detail.refetch()}>
              {m.retry}
            </Button>
          </div>
        ) : detail.data.body === null || detail.data.body === undefined ? (
          <p className="text-sm text-muted-foreground">{m.noBody}</p>
        ) : (
          // Text only: whatever the body holds is never read as markup.
          <pre
            role="region"
            aria-labelledby={bodyId}
            tabIndex={0}
            className="max-h-72 overflow-auto rounded-lg border border-border bg-muted p-3 font-mono text-xs leading-relaxed whitespace-pre focus-visible:outline-2 focus-visible:outline-ring"
          >
            {bodyText(detail.data.body)}
          </pre>
        )}
      </div>

      <div className="grid gap-2 border-t border-border pt-4">
        <p id={hintId} className="text-xs text-muted-foreground">
          {canReprocess ? m.reprocessHint : salesMessages.deliveryNotReprocessable}
        </p>
        <Button
          className="justify-self-start"
          aria-describedby={hintId}
          disabled={!canReprocess || reprocess.isPending}
          onClick={onReprocess}
        >
          {reprocess.isPending ? <Spinner /> : <RotateCw aria-hidden="true" />}
          {reprocess.isPending ? m.reprocessing : m.reprocess}
        </Button>
      </div>
    </div>
  );
}
