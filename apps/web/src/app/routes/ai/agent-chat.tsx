import { NotFoundRoute } from "../not-found";

/** Placeholder until the page lands: the router already knows the path. */
export function AgentChatRoute() {
  return <NotFoundRoute />;
}
