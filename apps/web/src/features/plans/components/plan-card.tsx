import { planMessages as pm } from "@guilda/shared/messages/plans";
import { webPlansMessages as m } from "@guilda/shared/messages/web-plans";
import { isSafeHttpUrl } from "@guilda/shared/schemas/plans";
import type { PublicPlan } from "@guilda/shared/schemas/public-page";
import { Check, EyeOff, ExternalLink, Pencil, Sparkles } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { formatBRL, periodSuffix } from "../lib/format";

/** A member's plan (an admin's carries `is_visible`), or a visitor's, which has no admin flags. */
type CardPlan = PublicPlan & { is_visible?: boolean };

type PlanCardProps = {
  plan: CardPlan;
  isCurrent: boolean;
  /** Admin edit mode: the card offers 'Editar plano'. */
  onEdit?: (() => void) | undefined;
};

function Price({ plan }: { plan: CardPlan }) {
  if (plan.price_cents === null)
    return <p className="text-2xl font-bold tracking-tight">{pm.priceOnRequest}</p>;
  return (
    <p className="flex flex-wrap items-baseline gap-x-1">
      <span className="text-3xl font-bold tracking-tight">{formatBRL(plan.price_cents)}</span>
      <span className="text-sm text-muted-foreground">{periodSuffix(plan.billing_period)}</span>
    </p>
  );
}

/**
 * One plan: name (its tier's name everywhere, so no tier badge repeats it), price, what it
 * includes, and its checkout link (none → no button).
 */
export function PlanCard({ plan, isCurrent, onEdit }: PlanCardProps) {
  const titleId = useId();
  // The server accepts only http(s) links; checked again so a stored value can never become a script.
  const cta = plan.cta_label && plan.cta_url && isSafeHttpUrl(plan.cta_url) ? plan : null;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        "relative flex h-full flex-col gap-5 rounded-lg border bg-card p-5 text-card-foreground shadow-card sm:p-6",
        plan.is_highlighted ? "border-primary ring-2 ring-primary" : "border-border",
        plan.is_visible === false && "border-dashed opacity-90",
      )}
    >
      <div className="grid gap-3">
        <div className="flex min-h-5 flex-wrap items-center gap-1.5">
          {plan.is_highlighted ? (
            <Badge>
              <Sparkles aria-hidden="true" className="size-3" />
              {pm.highlighted}
            </Badge>
          ) : null}
          {isCurrent ? <Badge variant="outline">{pm.currentPlan}</Badge> : null}
          {plan.is_visible !== false ? null : (
            <Badge variant="secondary">
              <EyeOff aria-hidden="true" className="size-3" />
              {pm.hiddenPlan}
            </Badge>
          )}
        </div>
        <h2 id={titleId} className="text-xl font-bold tracking-tight break-words">
          {plan.name}
        </h2>
        <Price plan={plan} />
      </div>

      {plan.features.length > 0 ? (
        <ul aria-label={m.featuresOf(plan.name)} className="grid flex-1 content-start gap-2 text-sm">
          {plan.features.map((feature, index) => (
            <li key={index} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-text" />
              <span className="min-w-0 break-words">{feature}</span>
            </li>
          ))}
        </ul>
      ) : (
        <div className="flex-1" />
      )}

      {cta || onEdit ? (
        <div className="grid gap-2">
          {cta && !isCurrent ? (
            <Button asChild variant={plan.is_highlighted ? "default" : "outline"} className="w-full">
              <a href={cta.cta_url!} target="_blank" rel="noopener noreferrer">
                <span className="truncate">{cta.cta_label}</span>
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{m.opensInNewTab}</span>
              </a>
            </Button>
          ) : null}
          {onEdit ? (
            <Button variant="secondary" className="w-full" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              {m.editPlan(plan.name)}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
