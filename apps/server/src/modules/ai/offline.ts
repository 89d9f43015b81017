import { aiMessages } from "@guilda/shared/messages/ai";
import type { Source } from "./prompt";

/**
 * The answer of offline mode (no provider): a first line saying so, then each passage quoted
 * with its number and link. Never written as if a model had answered.
 */
export function offlineAnswer(sources: Source[]): string {
  if (sources.length === 0) return aiMessages.offlineNothingFound;
  const blocks = sources.map((s) => {
    const where = s.context ? ` · ${literal(s.context)}` : "";
    const quote = literal(s.excerpt);
    return `[${s.n}] **${literal(s.title)}**${where} — [${aiMessages.offlineSourceLink}](${s.url})\n\n> ${quote}`;
  });
  return `${aiMessages.offlineIntro}\n\n${blocks.join("\n\n")}`;
}

// Community text stays on its line (no line break that would open a heading or leave the quote)
// and is literal: its markdown characters are escaped, so a title like "x** [Clique](https://…) **"
// cannot close the bold, draw a link (bare addresses included) or open a list or heading.
const MARKDOWN_CONTROL = /[\\`*_{}[\]()<>#+\-!|~&]/g;
const literal = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .trim()
    .replace(MARKDOWN_CONTROL, (c) => `\\${c}`)
    .replace(/^(\d+)\./, "$1\\.")
    // Bare addresses would become links too (GFM autolinks).
    .replace(/\b(https?|ftp):/gi, "$1\\:")
    .replace(/\bwww\./gi, "www\\.")
    .replace(/@/g, "\\@");
