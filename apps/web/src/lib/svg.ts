/** SVG markup as a data: URL for <img> or a CSS mask, where it is an inert picture (no script, no page access). */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg.trim())}`;
}
