import { NotFoundRoute } from "@/app/routes/not-found";

/** Being built: the not-found page until the screen lands. */
export function AdminResourcesRoute() {
  return <NotFoundRoute />;
}
