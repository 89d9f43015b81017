import { supplierMessages as sm } from "@guilda/shared/messages/suppliers";
import { webSuppliersMessages as m } from "@guilda/shared/messages/web-suppliers";
import { formatWhatsapp, isHttpAddress } from "@guilda/shared/rules/suppliers";
import type { SupplierView } from "@guilda/shared/schemas/suppliers";
import { AtSign, Clock, Globe, MapPin, MessageCircle, Store, TriangleAlert, XCircle } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { isApiError } from "@/lib/api";
import { paths } from "@/lib/paths";
import { useSupplier } from "../api/get-supplier";
import { formatDate } from "../lib/format";
import { RatingForm } from "./rating-form";
import { RatingSummary } from "./rating-stars";
import { RatingsList } from "./ratings-list";
import { StaffActions } from "./staff-actions";
import { placeOf, VerifiedBadge } from "./supplier-card";
import { SupplierLogo } from "./supplier-logo";

function BackToDirectory() {
  return (
    <BackLink to={paths.resourcesSuppliers} className="font-medium">
      {m.backToDirectory}
    </BackLink>
  );
}

function DetailSkeleton() {
  return (
    <div className="grid gap-6" aria-hidden="true">
      <div className="flex gap-4">
        <Skeleton className="size-24 rounded-lg" />
        <div className="grid flex-1 content-start gap-2">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-5 w-32" />
        </div>
      </div>
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

/** An address leaving the app: a new tab, without handing it our window or our referrer. */
function ExternalLink({
  href,
  icon,
  label,
  text,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  text: string;
}) {
  if (!isHttpAddress(href)) return null;
  return (
    <li className="flex min-w-0 items-center gap-2">
      <span className="text-muted-foreground [&_svg]:size-4">{icon}</span>
      <span className="sr-only">{label}: </span>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="min-w-0 font-medium break-all text-primary-text underline-offset-4 hover:underline"
      >
        {text}
        <span className="sr-only"> {m.opensInNewTab}</span>
      </a>
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** /recursos/fornecedores/:id — the supplier, its contacts, ratings and (for staff) its review. */
export function SupplierDetail({ id }: { id: string }) {
  const supplier = useSupplier(id);
  if (supplier.isPending)
    return (
      <div className="mx-auto grid w-full max-w-4xl gap-5">
        <BackToDirectory />
        <DetailSkeleton />
      </div>
    );
  if (supplier.isError) {
    const missing =
      isApiError(supplier.error) && (supplier.error.status === 404 || supplier.error.status === 400);
    return (
      <div className="mx-auto grid w-full max-w-4xl gap-5">
        <BackToDirectory />
        <EmptyState
          icon={missing ? <Store aria-hidden="true" /> : <TriangleAlert aria-hidden="true" />}
          title={missing ? m.notFound : m.loadError}
          text={missing ? m.notFoundText : undefined}
          action={
            missing ? null : (
              <Button variant="outline" onClick={() => void supplier.refetch()}>
                {m.retry}
              </Button>
            )
          }
        />
      </div>
    );
  }
  return <SupplierPage supplier={supplier.data} />;
}

function SupplierPage({ supplier }: { supplier: SupplierView }) {
  const place = placeOf(supplier);
  const website = supplier.website;
  const hasContact = website || supplier.instagram_url || supplier.whatsapp_url;
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <BackToDirectory />
      <header className="grid gap-4">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
          <SupplierLogo name={supplier.name} src={supplier.logo_url} size="lg" />
          <div className="grid min-w-0 flex-1 gap-2">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{supplier.name}</h1>
              {supplier.is_verified ? <VerifiedBadge /> : null}
              {supplier.status !== "approved" ? (
                <Badge variant={supplier.status === "rejected" ? "destructive" : "secondary"}>
                  {sm.statusLabels[supplier.status]}
                </Badge>
              ) : null}
            </div>
            <RatingSummary avg={supplier.rating_avg} count={supplier.rating_count} size="lg" />
            {place ? (
              <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">{m.location}: </span>
                {place}
              </p>
            ) : null}
            {supplier.categories.length ? (
              <ul className="flex flex-wrap gap-1" aria-label={m.categories}>
                {supplier.categories.map((category) => (
                  <li key={category}>
                    <Link
                      to={`${paths.resourcesSuppliers}?category=${encodeURIComponent(category)}`}
                      className="rounded-full focus-visible:outline-2 focus-visible:outline-ring"
                    >
                      <Badge variant="secondary" className="font-medium hover:bg-accent">
                        {category}
                      </Badge>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
        <StaffActions supplier={supplier} afterDelete={paths.resourcesSuppliers} />
      </header>

      {supplier.status !== "approved" ? (
        <div role="note" className="flex gap-3 rounded-lg border border-border bg-muted/60 p-4 text-sm">
          {supplier.status === "pending" ? (
            <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          ) : (
            <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive-text" />
          )}
          <div className="grid gap-1">
            <p>{supplier.status === "pending" ? m.pendingNotice : m.rejectedNotice}</p>
            {supplier.review_note ? (
              <p>
                <span className="font-medium">{m.reviewNote}: </span>
                <span className="break-words whitespace-pre-line">{supplier.review_note}</span>
              </p>
            ) : null}
          </div>
        </div>
      ) : null}

      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
        <Section title={m.about}>
          {supplier.description ? (
            <p className="break-words whitespace-pre-line">{supplier.description}</p>
          ) : (
            <p className="text-muted-foreground">{m.noDescription}</p>
          )}
          {supplier.submitted_by ? (
            <p className="text-xs text-muted-foreground">
              {m.suggestedBy(supplier.submitted_by.full_name, formatDate(supplier.created_at))}
            </p>
          ) : null}
        </Section>
        {hasContact ? (
          <Section title={m.contact}>
            <ul className="grid gap-2 text-sm">
              {website ? (
                <ExternalLink
                  href={website}
                  icon={<Globe aria-hidden="true" />}
                  label={m.website}
                  text={website.replace(/^https?:\/\//i, "").replace(/\/$/, "")}
                />
              ) : null}
              {supplier.instagram && supplier.instagram_url ? (
                <ExternalLink
                  href={supplier.instagram_url}
                  icon={<AtSign aria-hidden="true" />}
                  label={m.instagram}
                  text={`@${supplier.instagram}`}
                />
              ) : null}
              {supplier.whatsapp && supplier.whatsapp_url ? (
                <ExternalLink
                  href={supplier.whatsapp_url}
                  icon={<MessageCircle aria-hidden="true" />}
                  label={m.whatsapp}
                  text={formatWhatsapp(supplier.whatsapp)}
                />
              ) : null}
            </ul>
          </Section>
        ) : null}
      </div>

      <Section title={m.ratingsTitle}>
        {supplier.can_rate ? (
          <RatingForm key={supplier.my_rating?.updated_at ?? "none"} supplier={supplier} />
        ) : (
          <p className="text-sm text-muted-foreground">{m.cannotRate}</p>
        )}
        {supplier.status === "approved" ? <RatingsList supplierId={supplier.id} /> : null}
      </Section>
    </div>
  );
}
