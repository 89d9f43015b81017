import { useParams } from "react-router";
import { NotFoundRoute } from "@/app/routes/not-found";
import { ResourcePage } from "@/features/resources/components/resource-page";
import { useSession } from "@/hooks/use-session";

/** /recursos/:slug: a plain page of the Recursos section (the built-in kinds have their own routes). */
export function ResourcePageRoute() {
  const { slug = "" } = useParams();
  const { isAdmin } = useSession();
  return <ResourcePage key={slug} slug={slug} isAdmin={isAdmin} notFound={<NotFoundRoute />} />;
}
