import { useMemo } from "react";
import { cn } from "@/lib/cn";

/**
 * Markdown turned into HTML and sanitized by the server. Here its headings move under the
 * page's own (its top level becomes `headingBase`), and links to other sites open in a new tab.
 */
function adapt(html: string, headingBase: number): string {
  if (typeof document === "undefined" || !html) return html;
  const template = document.createElement("template");
  template.innerHTML = html; // inert: a template's content neither runs nor loads anything
  const root = template.content;
  const headings = Array.from(root.querySelectorAll("h1, h2, h3, h4, h5, h6"));
  // The body's own top level (often ##) becomes headingBase, and the rest keep their nesting.
  const top = Math.min(...headings.map((heading) => Number(heading.tagName[1])));
  for (const heading of headings) {
    const level = Math.min(6, Number(heading.tagName[1]) - top + headingBase);
    if (level === Number(heading.tagName[1])) continue;
    const replacement = document.createElement(`h${level}`);
    // a heading's id is its anchor in a table of contents
    if (heading.id) replacement.id = heading.id;
    replacement.append(...Array.from(heading.childNodes));
    heading.replaceWith(replacement);
  }
  for (const link of Array.from(root.querySelectorAll<HTMLAnchorElement>("a[href]"))) {
    if (/^https?:\/\//i.test(link.getAttribute("href") ?? "") && link.host !== window.location.host) {
      link.target = "_blank";
      link.rel = "noopener noreferrer";
    }
  }
  return template.innerHTML;
}

const prose = [
  "min-w-0 text-[0.9375rem] leading-relaxed break-words text-foreground",
  "[&_p]:my-3 [&>*:first-child]:mt-0 [&>*:last-child]:mb-0",
  "[&_h2]:mt-7 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:font-semibold",
  "[&_h5]:mt-4 [&_h5]:mb-1 [&_h5]:font-semibold [&_h6]:mt-4 [&_h6]:mb-1 [&_h6]:font-semibold",
  "[&_a]:font-medium [&_a]:text-primary-text [&_a]:underline [&_a]:underline-offset-2",
  "[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1",
  "[&_blockquote]:my-4 [&_blockquote]:border-l-2 [&_blockquote]:border-primary/60 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.875em]",
  "[&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
  "[&_hr]:my-6 [&_hr]:border-border",
  "[&_table]:my-4 [&_table]:block [&_table]:overflow-x-auto [&_td]:border [&_td]:border-border [&_td]:px-3 [&_td]:py-1.5 [&_th]:border [&_th]:border-border [&_th]:bg-muted [&_th]:px-3 [&_th]:py-1.5 [&_th]:text-left",
].join(" ");

type RichHtmlProps = {
  html: string;
  /** The level its top headings take (3 under the page's h2 sections). */
  headingBase?: number;
  className?: string;
};

export function RichHtml({ html, headingBase = 3, className }: RichHtmlProps) {
  const adapted = useMemo(() => adapt(html, headingBase), [html, headingBase]);
  return <div className={cn(prose, className)} dangerouslySetInnerHTML={{ __html: adapted }} />;
}
