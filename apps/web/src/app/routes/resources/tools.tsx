import { ToolsPage } from "@/features/resources/components/tools-page";
import { useSession } from "@/hooks/use-session";

/** /recursos/ferramentas: the tools by category; admins add, edit and delete them in place. */
export function ToolsRoute() {
  const { isAdmin } = useSession();
  return <ToolsPage isAdmin={isAdmin} />;
}
