import { SearchPage } from "@/features/search/components/search-page";

/** /search-results?q= — results grouped by kind. */
export function SearchRoute() {
  return <SearchPage />;
}
