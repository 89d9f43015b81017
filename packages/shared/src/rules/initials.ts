import { INITIALS_FALLBACK } from "../constants";

/** First letters of the name's words, uppercased, at most two (spec §9). */
export function initials(name: string | null | undefined): string {
  const letters = (name ?? "")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => Array.from(word)[0] ?? "")
    .join("")
    .toUpperCase();
  return Array.from(letters).slice(0, 2).join("") || INITIALS_FALLBACK;
}
