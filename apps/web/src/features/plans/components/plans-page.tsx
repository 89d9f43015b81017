import { webPlansMessages as m } from "@guilda/shared/messages/web-plans";
import type { AiTier } from "@guilda/shared/constants";
import { Check, Pencil, TriangleAlert, WalletCards } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import { usePlans } from "../api/get-plans";
import { usePublicPlans } from "../api/get-public-plans";
import { PlanCard } from "./plan-card";

// Only admins open the editor: members never download the form code.
const PlanDialog = lazy(() => import("./plan-dialog").then((module) => ({ default: module.PlanDialog })));

type PlansPageProps = {
  isAdmin: boolean;
  /** A signed-out visitor (the 'Página pública' on): the public plans, no tier of their own. */
  isVisitor?: boolean;
};

/** /pricing: the plans in tier order, the member's own marked; admins edit each in a dialog. */
export function PlansPage({ isAdmin, isVisitor = false }: PlansPageProps) {
  const memberPlans = usePlans(!isVisitor);
  const publicPlans = usePublicPlans(isVisitor);
  const plans = isVisitor ? publicPlans : memberPlans;
  const currentTier = isVisitor ? null : memberPlans.data?.current_tier;
  const [isEditing, setIsEditing] = useState(false);
  const [editingTier, setEditingTier] = useState<AiTier | null>(null);
  const items = isVisitor ? (publicPlans.data?.items ?? []) : (memberPlans.data?.items ?? []);
  const editingPlan = isVisitor
    ? null
    : (memberPlans.data?.items.find((plan) => plan.tier === editingTier) ?? null);

  let body;
  if (plans.isPending) body = <PageLoader />;
  else if (plans.isError)
    body = (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.loadError}
        action={
          <Button variant="outline" onClick={() => void plans.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  else if (items.length === 0)
    body = <EmptyState icon={<WalletCards aria-hidden="true" />} title={m.empty} text={m.emptyText} />;
  else
    body = (
      <ul aria-label={m.plansList} className="grid gap-4 @xl:grid-cols-2 @5xl:grid-cols-4">
        {items.map((plan) => (
          <li key={plan.tier}>
            <PlanCard
              plan={plan}
              isCurrent={plan.tier === currentTier}
              onEdit={isAdmin && isEditing ? () => setEditingTier(plan.tier) : undefined}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="@container mx-auto grid w-full max-w-6xl gap-6">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.title}</h1>
          <p className="text-muted-foreground">{m.subtitle}</p>
        </div>
        {isAdmin && items.length > 0 ? (
          <Button
            variant={isEditing ? "default" : "outline"}
            onClick={() => setIsEditing((editing) => !editing)}
          >
            {isEditing ? <Check aria-hidden="true" /> : <Pencil aria-hidden="true" />}
            {isEditing ? m.doneEditing : m.editPlans}
          </Button>
        ) : null}
      </header>
      {isAdmin && isEditing ? <p className="-mt-2 text-sm text-muted-foreground">{m.editingHint}</p> : null}
      {body}
      {isAdmin && editingPlan ? (
        <Suspense fallback={null}>
          <PlanDialog
            plan={editingPlan}
            plans={memberPlans.data?.items ?? []}
            onClose={() => setEditingTier(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
