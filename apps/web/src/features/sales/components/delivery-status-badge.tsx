import { saleLabels } from "@guilda/shared/messages/sales";
import type { DeliveryStatus } from "@guilda/shared/schemas/sales";
import { Ban, CheckCircle2, Clock, ShieldX, XCircle, type LucideIcon } from "lucide-react";
import { Badge } from "@/components/ui/badge";

const LOOKS: Record<DeliveryStatus, { icon: LucideIcon; variant: "secondary" | "outline" | "destructive" }> =
  {
    pending: { icon: Clock, variant: "outline" },
    processed: { icon: CheckCircle2, variant: "secondary" },
    ignored: { icon: Ban, variant: "outline" },
    failed: { icon: XCircle, variant: "destructive" },
    invalid_signature: { icon: ShieldX, variant: "destructive" },
  };

/** A delivery's status as a badge: its word first, the icon only decorates. */
export function DeliveryStatusBadge({ status }: { status: DeliveryStatus }) {
  const { icon: Icon, variant } = LOOKS[status];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden="true" className="size-3" />
      {saleLabels.delivery[status]}
    </Badge>
  );
}
