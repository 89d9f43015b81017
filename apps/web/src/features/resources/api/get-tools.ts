import type { ToolsResponse } from "@guilda/shared/schemas/resources";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api";
import { toolsKey } from "./keys";

export function getTools(signal?: AbortSignal): Promise<ToolsResponse> {
  return api.get<ToolsResponse>("/api/tools", { signal });
}

export const toolsQueryOptions = queryOptions({
  queryKey: toolsKey,
  queryFn: ({ signal }) => getTools(signal),
});

/** The tools grouped by category, in the order the admins set. */
export function useTools() {
  return useQuery(toolsQueryOptions);
}
