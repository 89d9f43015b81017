import { aiMessages } from "@guilda/shared/messages/ai";
import type { Source } from "./prompt";

/**
 * The answer of offline mode (no provider): a first line saying so, then each passage quoted
 * with its number and link. Never written as if a model had answered.
 */
export function offlineAnswer(sources: Source[]): string {
  if (sources.length === 0) return aiMessages.offlineNothingFound;
  const blocks = sources.map((s) => {
    const where = s.context ? ` · ${oneLine(s.context)}` : "";
    const quote = oneLine(s.excerpt);
    return `[${s.n}] **${oneLine(s.title)}**${where} — [${aiMessages.offlineSourceLink}](${s.url})\n\n> ${quote}`;
  });
  return `${aiMessages.offlineIntro}\n\n${blocks.join("\n\n")}`;
}

// Community text stays on its line: no line breaks that would open a heading or leave the quote.
const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
