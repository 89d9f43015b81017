import { Bot } from "lucide-react";

/**
 * Agent icons are SVG markup typed by admins. Loaded through <img> from a data: URL, an SVG
 * can never run script or touch the page, whatever it contains.
 */
export function AgentIcon({ svg }: { svg: string | null }) {
  if (!svg?.trim()) return <Bot />;
  return <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt="" />;
}
