import { Bot } from "lucide-react";
import { cn } from "@/lib/cn";
import { svgDataUrl } from "../lib/svg";

/**
 * An agent's icon. The markup is typed by admins: loaded through <img> from a data: URL, an SVG
 * can never run script or touch the page, whatever it contains.
 */
export function AgentIcon({ svg, className }: { svg: string | null | undefined; className?: string }) {
  const classes = cn("size-10 shrink-0 rounded-lg bg-muted p-1.5 text-muted-foreground", className);
  if (!svg?.trim()) return <Bot aria-hidden="true" className={classes} />;
  // Inside an <img>, currentColor is black: a light tile keeps such icons visible in dark themes.
  return (
    <img src={svgDataUrl(svg)} alt="" className={cn(classes, "bg-white object-contain ring-1 ring-border")} />
  );
}
