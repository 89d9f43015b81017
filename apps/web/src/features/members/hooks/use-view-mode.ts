import { useCallback, useSyncExternalStore } from "react";

/** Spec §2.4: the cards/table choice is remembered in local storage under this key. */
export const MEMBERS_VIEW_STORAGE_KEY = "guilda-members-view";

export type ViewMode = "cards" | "table";

const listeners = new Set<() => void>();

function read(): ViewMode {
  try {
    return localStorage.getItem(MEMBERS_VIEW_STORAGE_KEY) === "table" ? "table" : "cards";
  } catch {
    return "cards";
  }
}

function subscribe(notify: () => void) {
  listeners.add(notify);
  window.addEventListener("storage", notify);
  return () => {
    listeners.delete(notify);
    window.removeEventListener("storage", notify);
  };
}

export function useViewMode(): [ViewMode, (mode: ViewMode) => void] {
  const mode = useSyncExternalStore(subscribe, read, () => "cards" as const);
  const setMode = useCallback((next: ViewMode) => {
    try {
      localStorage.setItem(MEMBERS_VIEW_STORAGE_KEY, next);
    } catch {
      // Private mode or a full storage: the choice just isn't remembered.
    }
    for (const notify of listeners) notify();
  }, []);
  return [mode, setMode];
}
