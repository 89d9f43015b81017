import { Bot } from "lucide-react";

/**
 * Agent icons are SVG markup typed by admins. Loaded through <img> from a data: URL, an SVG
 * can never run script or touch the page, whatever it contains.
 */
export function AgentIcon({ svg, className }: { svg: string | null; className?: string }) {
  if (!svg?.trim()) return <Bot aria-hidden="true" className={className} />;
  return (
    <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt="" className={className} />
  );
}
