import { PlansPage } from "@/features/plans/components/plans-page";
import { useSession } from "@/hooks/use-session";

/** /pricing: the community's plans; admins edit them in place. */
export function PricingRoute() {
  const { isAdmin } = useSession();
  return <PlansPage isAdmin={isAdmin} />;
}
