import { DEFAULT_THEME, THEMES, type ThemeId } from "../constants";

const themeIds = new Set<string>(THEMES.map((t) => t.id));

/** A saved theme value; anything unknown falls back to dark (spec §4). */
export function parseTheme(value: unknown): ThemeId {
  return typeof value === "string" && themeIds.has(value) ? (value as ThemeId) : DEFAULT_THEME;
}
