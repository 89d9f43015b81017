import type { AiTier } from "@guilda/shared/constants";
import { saleLabels } from "@guilda/shared/messages/sales";
import { webSalesMessages as m } from "@guilda/shared/messages/web-sales";
import type { OfferView } from "@guilda/shared/schemas/sales";
import { PackageOpen, Plus } from "lucide-react";
import { useState } from "react";
import { AdminList, AdminRowActions, AdminRowFact } from "@/components/ui/admin-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import { useCommunityWords } from "@/hooks/use-community-words";
import { useOffers } from "../api/get-offers";
import { DeleteOfferDialog } from "./delete-offer-dialog";
import { OfferDialog, type OfferDialogState } from "./offer-dialog";

/** 'Ofertas': each offer with its product, what it grants, for how long and its purchases. */
export function OffersTab() {
  const offers = useOffers();
  const [editing, setEditing] = useState<OfferDialogState>(null);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-4">
        <div className="grid max-w-2xl gap-1.5">
          <CardTitle>{m.offersHeading}</CardTitle>
          <CardDescription>{m.offersDescription}</CardDescription>
        </div>
        <Button onClick={() => setEditing("new")}>
          <Plus aria-hidden="true" />
          {m.newOffer}
        </Button>
      </CardHeader>
      <CardContent>
        {offers.isPending ? (
          <PageLoader className="min-h-24" />
        ) : offers.isError ? (
          <div className="grid justify-items-start gap-3 text-sm">
            <p className="text-muted-foreground">{m.offersLoadError}</p>
            <Button variant="outline" size="sm" onClick={() => void offers.refetch()}>
              {m.retry}
            </Button>
          </div>
        ) : offers.data.items.length === 0 ? (
          <EmptyState
            icon={<PackageOpen aria-hidden="true" />}
            title={m.offersEmptyTitle}
            text={m.offersEmptyText}
          />
        ) : (
          <AdminList
            items={offers.data.items}
            label={m.offersListLabel}
            isInset
            deleteDialog={(offer, close) => <DeleteOfferDialog offer={offer} onClose={close} />}
          >
            {(offer, row) => (
              <OfferRow
                key={offer.id}
                offer={offer}
                onEdit={() => setEditing(offer)}
                onDelete={offer.purchases === 0 ? row.onDelete : null}
              />
            )}
          </AdminList>
        )}
      </CardContent>
      <OfferDialog state={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}

/** What an offer grants, as short badges. */
function grants(offer: OfferView, tierLabel: (tier: AiTier) => string): string[] {
  return [
    ...offer.courses.map((c) => c.title),
    ...offer.categories.map((c) => m.grantCategory(c)),
    ...(offer.ai_tier ? [m.grantTier(tierLabel(offer.ai_tier))] : []),
    ...(offer.grants_student ? [m.grantStudent] : []),
  ];
}

function durationText(offer: OfferView): string {
  if (offer.duration === "days" && offer.days) return m.durationDays(offer.days);
  return saleLabels.duration[offer.duration];
}

type OfferRowProps = {
  offer: OfferView;
  onEdit: () => void;
  /** null: the offer has purchases and cannot be deleted. */
  onDelete: (() => void) | null;
};

function OfferRow({ offer, onEdit, onDelete }: OfferRowProps) {
  const { tierLabel } = useCommunityWords();
  const product =
    offer.provider === "hotmart"
      ? offer.offer_code
        ? m.productWithCode(offer.product_key, offer.offer_code)
        : m.productAnyOffer(offer.product_key)
      : offer.product_key;
  return (
    <li className="grid gap-3 px-3 py-4 sm:grid-cols-[1fr_auto] sm:items-start sm:gap-4 sm:px-4">
      <div className="grid min-w-0 gap-2">
        <p className="font-medium break-words">{offer.name}</p>
        <dl className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          <AdminRowFact label={m.factProvider}>
            <Badge variant="secondary">{saleLabels.provider[offer.provider]}</Badge>
          </AdminRowFact>
          <AdminRowFact
            label={m.factProduct}
            className="min-w-0"
            valueClassName="font-mono text-xs break-all"
          >
            {product}
          </AdminRowFact>
        </dl>
        <dl className="text-sm">
          <AdminRowFact label={m.factGrants} className="min-w-0">
            <ul className="flex flex-wrap gap-1.5">
              {grants(offer, tierLabel).map((item) => (
                <li key={item} className="max-w-full">
                  <Badge variant="outline" className="max-w-full whitespace-normal break-words">
                    {item}
                  </Badge>
                </li>
              ))}
            </ul>
          </AdminRowFact>
        </dl>
        <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <AdminRowFact
            label={`${m.factDuration}:`}
            isLabelShown
            className="gap-1"
            valueClassName="text-foreground"
          >
            {durationText(offer)}
          </AdminRowFact>
          <AdminRowFact
            label={`${m.factPurchases}:`}
            isLabelShown
            className="gap-1"
            valueClassName="text-foreground"
          >
            {m.purchasesCount(offer.live_purchases, offer.purchases)}
          </AdminRowFact>
        </dl>
      </div>
      <AdminRowActions
        className="justify-end"
        edit={{ label: m.editOffer(offer.name), onClick: onEdit }}
        remove={onDelete ? { label: m.deleteOffer(offer.name), onClick: onDelete } : null}
      />
    </li>
  );
}
