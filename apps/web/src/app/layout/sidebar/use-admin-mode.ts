import { useSyncExternalStore } from "react";

const STORAGE_KEY = "guilda-admin-mode";
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === "true";
  } catch {
    return false;
  }
}

function write(isOn: boolean): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, String(isOn));
  } catch {
    // Without storage admin mode lasts for this visit only.
  }
  listeners.forEach((notify) => notify());
}

let current = read();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Admin mode (spec §2.2) is remembered per browser. It only changes what the sidebar shows;
 * the server checks the role on every admin call anyway.
 */
export function useAdminMode(): [boolean, (isOn: boolean) => void] {
  const isOn = useSyncExternalStore(
    subscribe,
    () => current,
    () => false,
  );
  return [
    isOn,
    (value: boolean) => {
      current = value;
      write(value);
    },
  ];
}
