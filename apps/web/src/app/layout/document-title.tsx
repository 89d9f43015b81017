import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { useSettings } from "@/hooks/use-settings";
import { documentTitle, pageTitleOf } from "../page-titles";

/**
 * Every page's document title, set in one place from the route table (`page-titles.ts`):
 * '<Página> · <nome da comunidade>'. A page about one thing shows its name as soon as its data
 * reaches the query cache (the cache is watched, so no page sets anything itself).
 */
export function useDocumentTitle() {
  const { pathname } = useLocation();
  const client = useQueryClient();
  const { communityName, isPending } = useSettings();
  const subscribe = useCallback((notify: () => void) => client.getQueryCache().subscribe(notify), [client]);
  const page = useSyncExternalStore(
    subscribe,
    () => pageTitleOf(pathname, client),
    () => pageTitleOf(pathname, client),
  );
  useEffect(() => {
    // The name shipped in index.html stays until the community's own is known.
    if (!isPending) document.title = documentTitle(page, communityName);
  }, [page, communityName, isPending]);
}

/** The layout's document title (a component, so the title's updates re-render nothing else). */
export function DocumentTitle() {
  useDocumentTitle();
  return null;
}
