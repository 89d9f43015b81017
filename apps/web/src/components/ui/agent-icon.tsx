import { Bot } from "lucide-react";
import type { CSSProperties } from "react";
import { cn } from "@/lib/cn";
import { svgDataUrl } from "@/lib/svg";

/**
 * An AI agent's icon. The markup is typed by admins and never enters the page as markup: it is
 * a data: URL, drawn as an <img> or used as a CSS mask, where an SVG can run no script and reach
 * nothing. A one-colour icon (drawn with currentColor, like the demo ones) is used as a mask over
 * the text colour, so it follows the theme; any other icon keeps its own colours in an <img>.
 */
export function AgentIcon({ svg, className }: { svg: string | null | undefined; className?: string }) {
  if (!svg?.trim()) return <Bot aria-hidden="true" className={className} />;
  const url = svgDataUrl(svg);
  if (/currentcolor/i.test(svg)) {
    const mask = `url("${url}") center / contain no-repeat`;
    const style: CSSProperties = { mask, WebkitMask: mask };
    return (
      <span aria-hidden="true" className={cn("inline-block size-5 bg-current", className)} style={style} />
    );
  }
  return <img src={url} alt="" className={cn("object-contain", className)} />;
}
