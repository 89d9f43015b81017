import { isSuggestionStatus } from "@guilda/shared/rules/suggestions";
import {
  isSuggestionCategory,
  SUGGESTION_SORTS,
  type SuggestionSort,
} from "@guilda/shared/schemas/suggestions";
import type { SuggestionListParams } from "../api/keys";

/** The board's order, filters and search from the address bar; anything unknown is left out. */
export function paramsFromSearch(search: URLSearchParams): SuggestionListParams {
  const sort = search.get("ordem");
  const status = search.get("status") ?? "";
  const category = search.get("categoria") ?? "";
  const q = (search.get("busca") ?? "").trim().slice(0, 100);
  return {
    sort: (SUGGESTION_SORTS as readonly string[]).includes(sort ?? "") ? (sort as SuggestionSort) : "votes",
    ...(isSuggestionStatus(status) ? { status } : {}),
    ...(isSuggestionCategory(category) ? { category } : {}),
    ...(q ? { q } : {}),
  };
}

export function paramsToSearch(params: SuggestionListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.sort !== "votes") search.set("ordem", params.sort);
  if (params.status) search.set("status", params.status);
  if (params.category) search.set("categoria", params.category);
  if (params.q) search.set("busca", params.q);
  return search;
}
