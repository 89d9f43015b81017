import { RulesPage } from "@/features/rules/components/rules-page";
import { useSession } from "@/hooks/use-session";

/** /regras: the community rules; admins edit them in place. */
export function RulesRoute() {
  const { isAdmin } = useSession();
  return <RulesPage isAdmin={isAdmin} />;
}
