import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

// GitHub-flavoured markdown without raw HTML passing through: whatever marked emits is then
// cut down to this allowlist, so a <script>, an onerror or a javascript: link never survives.
const marked = new Marked({ gfm: true, breaks: true, async: false });

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    "h1",
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "pre",
    "code",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "del",
    "a",
    "img",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title"],
    th: ["align"],
    td: ["align"],
    code: ["class"],
  },
  allowedSchemes: ["https", "http", "mailto"],
  allowedSchemesByTag: { img: ["https", "http"] },
  allowProtocolRelative: false,
  allowedClasses: { code: [/^language-[a-z0-9-]+$/] },
  transformTags: {
    // Links leave the app in a new tab, without handing it our window.
    a: sanitizeHtml.simpleTransform("a", { target: "_blank", rel: "noopener noreferrer nofollow" }),
  },
};
ALLOWED.allowedAttributes = { ...ALLOWED.allowedAttributes, a: ["href", "title", "target", "rel"] };

/**
 * Markdown typed by an admin or a member, as HTML safe to insert into a page. Images may point
 * at our own /media files (relative) or at https addresses.
 */
export function renderMarkdown(source: string | null | undefined): string {
  if (!source) return "";
  const html = marked.parse(source) as string;
  return sanitizeHtml(html, ALLOWED);
}
