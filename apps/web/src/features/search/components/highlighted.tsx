import type { HighlightRange } from "@guilda/shared/rules/search-highlight";

/** Plain text with the server's ranges marked (`<mark>`); never parsed as HTML. */
export function Highlighted({ text, ranges }: { text: string; ranges: HighlightRange[] }) {
  const parts = [];
  let at = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    if (start < at || end > text.length || end <= start) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} className="rounded-sm bg-primary/20 px-0.5 text-foreground">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
