import { THEME_STORAGE_KEY, type ThemeId } from "@guilda/shared/constants";
import { parseTheme } from "@guilda/shared/rules/theme";

/**
 * Surfaces brand-coloured text may sit on in each theme (page first, then card, popover,
 * muted, hover). Mirrors the palettes in index.css so contrast is checked against all of them.
 */
export const THEME_SURFACES: Record<ThemeId, readonly string[]> = {
  dark: ["#09090B", "#131316", "#17171A", "#1B1B1F", "#222227"],
  "azul-escuro": ["#0A1020", "#101A30", "#13203A", "#17233D", "#1C2A48"],
  "claro-padrao": ["#F6F7F9", "#FFFFFF", "#EFF1F5", "#ECEEF2"],
};

/** Sonner and native controls only know light or dark. */
export function colorSchemeOf(theme: ThemeId): "light" | "dark" {
  return theme === "claro-padrao" ? "light" : "dark";
}

function readSavedTheme(): ThemeId {
  // public/theme-init.js has already parsed storage before paint; trust what it applied.
  const applied = document.documentElement.dataset.theme;
  if (applied) return parseTheme(applied);
  try {
    return parseTheme(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return parseTheme(null);
  }
}

let current: ThemeId = readSavedTheme();
const listeners = new Set<() => void>();

export function getTheme(): ThemeId {
  return current;
}

export function setTheme(theme: ThemeId): void {
  current = parseTheme(theme);
  document.documentElement.dataset.theme = current;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, current);
  } catch {
    // Without storage the choice lasts for this visit only.
  }
  listeners.forEach((notify) => notify());
}

// Another tab chose a theme: this one follows, so every open tab shows the same palette.
window.addEventListener("storage", (event) => {
  if (event.key !== THEME_STORAGE_KEY) return;
  const next = parseTheme(event.newValue);
  if (next === current) return;
  current = next;
  document.documentElement.dataset.theme = current;
  listeners.forEach((notify) => notify());
});

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
