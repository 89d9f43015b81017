import type { SearchGroupName } from "@guilda/shared/schemas/search";

export const searchKeys = {
  all: ["search"] as const,
  overview: (q: string) => [...searchKeys.all, "overview", q] as const,
  group: (q: string, group: SearchGroupName) => [...searchKeys.all, "group", q, group] as const,
};
