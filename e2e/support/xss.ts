import type { Page } from "playwright-core";

/** Hostile inputs of the quality bar's XSS list; each must show up as plain text. */
export const HOSTILE = {
  script: "<script>alert(1)</script>",
  img: "<img src=x onerror=alert(1)>",
  svg: "<svg onload=alert(1)>",
  jsLink: "javascript:alert(1)",
  markdownJsLink: "[clique aqui](javascript:alert(1))",
  dataUrl: "data:text/html,<script>alert(1)</script>",
} as const;

/** Counts every alert/confirm/prompt the page opens (and dismisses it); an injection would fire one. */
export function countDialogs(page: Page): () => number {
  let count = 0;
  page.on("dialog", (dialog) => {
    count += 1;
    void dialog.dismiss().catch(() => undefined);
  });
  return () => count;
}

/** Elements that exist only if a hostile string was parsed as HTML or turned into a live link. */
export async function injectedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const add = (selector: string) =>
      document.querySelectorAll(selector).forEach((el) => found.push(el.outerHTML.slice(0, 120)));
    add('img[src="x"]');
    add("[onerror], [onload]");
    add("svg[onload]");
    add('a[href^="javascript:" i]');
    add('a[href^="data:" i]');
    add('iframe[src^="data:" i], iframe[src^="javascript:" i], object, embed');
    document.querySelectorAll("script").forEach((el) => {
      if (el.textContent?.includes("alert(1)")) found.push(el.outerHTML.slice(0, 120));
    });
    return found;
  });
}
