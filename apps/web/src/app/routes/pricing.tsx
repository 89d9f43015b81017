import { PlansPage } from "@/features/plans/components/plans-page";
import { useSession } from "@/hooks/use-session";

/** /pricing: the community's plans; admins edit them in place; visitors read them while the public page is on. */
export function PricingRoute() {
  const { isAdmin, me } = useSession();
  return <PlansPage isAdmin={isAdmin} isVisitor={!me} />;
}
