import type { QueryClient } from "@tanstack/react-query";
import { aiAgentsQueryOptions } from "./get-ai-agents";
import { coursesQueryOptions } from "./get-courses";
import { sidebarResourcesQueryOptions } from "./get-resources";
import { spacesQueryOptions } from "./get-spaces";

/** The four lists of the sidebar, fetched ahead of the sidebar (each is skipped while still fresh). */
export function prefetchSidebarLists(client: QueryClient): void {
  void client.prefetchQuery(spacesQueryOptions);
  void client.prefetchQuery(aiAgentsQueryOptions);
  void client.prefetchQuery(coursesQueryOptions);
  void client.prefetchQuery(sidebarResourcesQueryOptions);
}
