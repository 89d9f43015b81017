import { saleLabels } from "@guilda/shared/messages/sales";
import { memberPurchaseMessages as m } from "@guilda/shared/messages/web-sales";
import { webMembersMessages } from "@guilda/shared/messages/web-members";
import type { PurchaseView } from "@guilda/shared/schemas/sales";
import { useId, type ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageLoader } from "@/components/ui/page-loader";
import { useMemberPurchases } from "../api/get-member-purchases";
import { formatDate } from "../lib/format";

/** A purchase's amount in its currency ('R$ 197,00'); without a currency, the bare number. */
function formatAmount(cents: number, currency: string | null): string {
  const value = cents / 100;
  try {
    if (currency)
      return new Intl.NumberFormat("pt-BR", { style: "currency", currency: currency.toUpperCase() }).format(
        value,
      );
  } catch {
    // An unknown currency code: the number and the code as sent.
  }
  const number = new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2 }).format(value);
  return currency ? `${number} ${currency.toUpperCase()}` : number;
}

const LIVE_STATUSES: readonly PurchaseView["status"][] = ["approved", "delayed"];

/** 'Compras' on a member's page (admins): what each purchase bought, its status and dates. */
export function MemberPurchases({ memberId }: { memberId: string }) {
  const purchases = useMemberPurchases(memberId);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{m.heading}</CardTitle>
        <CardDescription>{m.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {purchases.isPending ? (
          <PageLoader className="min-h-16" />
        ) : purchases.isError ? (
          <div className="grid justify-items-start gap-3 text-sm">
            <p className="text-muted-foreground">{m.loadError}</p>
            <Button variant="outline" size="sm" onClick={() => void purchases.refetch()}>
              {webMembersMessages.retry}
            </Button>
          </div>
        ) : purchases.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.empty}</p>
        ) : (
          <ul aria-label={m.listLabel} className="divide-y divide-border rounded-lg border border-border">
            {purchases.data.items.map((purchase) => (
              <PurchaseRow key={purchase.id} purchase={purchase} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
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

function PurchaseRow({ purchase: p }: { purchase: PurchaseView }) {
  const title = p.offers.length ? p.offers.map((o) => o.name).join(", ") : m.noOffer;
  return (
    <li className="grid gap-3 px-3 py-4 sm:px-4">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 font-medium break-words">{title}</p>
        <Badge variant={LIVE_STATUSES.includes(p.status) ? "secondary" : "outline"}>
          {saleLabels.status[p.status]}
        </Badge>
        {p.invite_pending ? <Badge variant="outline">{m.invitePending}</Badge> : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label={m.factProvider}>{saleLabels.provider[p.provider]}</Fact>
        <Fact label={m.factTransaction}>
          <span className="font-mono break-all">{p.transaction}</span>
        </Fact>
        {p.amount_cents !== null ? (
          <Fact label={m.factAmount}>{formatAmount(p.amount_cents, p.currency)}</Fact>
        ) : null}
        {p.approved_at ? <Fact label={m.factApprovedAt}>{formatDate(p.approved_at)}</Fact> : null}
        {p.paid_until ? <Fact label={m.factPaidUntil}>{formatDate(p.paid_until)}</Fact> : null}
        {p.ended_at ? <Fact label={m.factEndedAt}>{formatDate(p.ended_at)}</Fact> : null}
        {p.email ? (
          <Fact label={m.factEmail} className="col-span-2">
            <span className="break-all">{p.email}</span>
          </Fact>
        ) : null}
      </dl>
    </li>
  );
}
