import { supplierMessages as sm } from "@guilda/shared/messages/suppliers";
import { webSuppliersMessages as m } from "@guilda/shared/messages/web-suppliers";
import type { SupplierCard as SupplierCardData } from "@guilda/shared/schemas/suppliers";
import { BadgeCheck, MapPin } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/lib/paths";
import { RatingSummary } from "./rating-stars";
import { SupplierLogo } from "./supplier-logo";

/** 'Campinas – SP', 'SP' or 'Campinas'; null when neither is known. */
export function placeOf(supplier: { city: string | null; uf: string | null }): string | null {
  return [supplier.city, supplier.uf].filter(Boolean).join(" – ") || null;
}

export function VerifiedBadge() {
  return (
    <Badge variant="outline" className="border-primary/40 text-primary-text">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      {sm.verified}
    </Badge>
  );
}

/** One supplier of the directory: logo, name (the link), 'Verificado', rating, place and categories. */
export function SupplierCard({ supplier }: { supplier: SupplierCardData }) {
  const nameId = `supplier-${supplier.id}-name`;
  const place = placeOf(supplier);
  return (
    <article
      aria-labelledby={nameId}
      className="relative flex h-full gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-card transition-colors focus-within:border-ring hover:border-ring/60"
    >
      <SupplierLogo name={supplier.name} src={supplier.logo_url} />
      <div className="grid min-w-0 flex-1 content-start gap-1.5">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <h2 id={nameId} className="font-semibold break-words">
            {/* The whole card is the link's target area; the name is its text. */}
            <Link
              to={paths.supplier(supplier.id)}
              className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
            >
              {supplier.name}
            </Link>
          </h2>
          {supplier.is_verified ? <VerifiedBadge /> : null}
        </div>
        <RatingSummary avg={supplier.rating_avg} count={supplier.rating_count} />
        {place ? (
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
            <span className="truncate">{place}</span>
          </p>
        ) : null}
        {supplier.categories.length ? (
          <ul className="flex flex-wrap gap-1" aria-label={m.categories}>
            {supplier.categories.map((category) => (
              <li key={category}>
                <Badge variant="secondary" className="font-medium">
                  {category}
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </article>
  );
}
