import { Marked } from "marked";
import sanitizeHtml from "sanitize-html";

// GitHub-flavoured markdown without raw HTML passing through: whatever marked emits is then
// cut down to this allowlist, so a <script>, an onerror or a javascript: link never survives.
const marked = new Marked({ gfm: true, breaks: true, async: false });

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

// Untrusted text (a model's answer): raw HTML is not dropped but shown as the text it is.
const untrustedMarked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: { html: ({ text }) => escapeHtml(text) },
  // No reference definitions: "[1]: https://evil.example" would turn every [1] citation into that
  // link. Returning nothing leaves the line to the paragraph, as text.
  tokenizer: { def: () => undefined },
});

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
    // Every image has an alt (empty: decorative) so screen readers do not read out its address.
    img: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: { ...attribs, alt: attribs.alt ?? "" },
    }),
  },
};
ALLOWED.allowedAttributes = { ...ALLOWED.allowedAttributes, a: ["href", "title", "target", "rel"] };

// No images in untrusted text: a model could be led to load an address that carries data out.
// A link to our own pages (a citation) stays in the tab; other addresses open a new one; a link whose
// address was refused (javascript:, data:) is plain text.
const UNTRUSTED: sanitizeHtml.IOptions = {
  ...ALLOWED,
  allowedTags: [...(ALLOWED.allowedTags as string[]).filter((tag) => tag !== "img"), "span"],
  transformTags: {
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href ?? "";
      if (/^\/(?!\/)/.test(href)) return { tagName, attribs: { href } };
      if (/^(https?:|mailto:)/i.test(href))
        return {
          tagName,
          attribs: { ...attribs, href, target: "_blank", rel: "noopener noreferrer nofollow" },
        };
      return { tagName: "span", attribs: {} };
    },
  },
};

/**
 * Markdown typed by an admin or a member, as HTML safe to insert into a page. Images may point
 * at our own /media files (relative) or at https addresses.
 *
 * `untrusted` (text nobody on the team wrote, such as a model's answer): raw HTML is shown as
 * text instead of being interpreted, images are left out, and only http(s), mailto and relative
 * links survive.
 */
export function renderMarkdown(
  source: string | null | undefined,
  options: { untrusted?: boolean } = {},
): string {
  if (!source) return "";
  if (options.untrusted) return sanitizeHtml(untrustedMarked.parse(source) as string, UNTRUSTED);
  const html = marked.parse(source) as string;
  return sanitizeHtml(html, ALLOWED);
}

// ——— Documents with a table of contents (wiki articles) ———

export type TocEntry = { id: string; text: string; level: number };

/** The headings met while one document renders (rendering is synchronous: one at a time). */
let headings: { toc: TocEntry[]; taken: Set<string> } | null = null;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };

/** A heading's words as a reader sees them once sanitized (a <script>'s content is not among them). */
function headingText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, " ")
    .trim();
}

/** 'Tabela de preços (2024)' → 'tabela-de-precos-2024'; never empty. */
function anchorOf(text: string): string {
  const base = text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return base || "secao";
}

const documentMarked = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    heading({ tokens, depth }) {
      const inner = this.parser.parseInline(tokens);
      if (!headings) return `<h${depth}>${inner}</h${depth}>\n`;
      const text = headingText(inner);
      const base = anchorOf(text);
      let id = base;
      for (let n = 2; headings.taken.has(id); n++) id = `${base}-${n}`;
      headings.taken.add(id);
      headings.toc.push({ id, text: text || id, level: depth });
      return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
    },
  },
});

const HEADINGS = ["h1", "h2", "h3", "h4", "h5", "h6"] as const;

/** Element ids of the page around a document (the app's root and its main area): a heading never takes them. */
const PAGE_IDS = ["root", "conteudo"];

/**
 * Markdown as safe HTML (the same allowlist as `renderMarkdown`) whose headings carry ids, and the
 * table of contents made of them. Only the ids generated here survive sanitizing, so a raw
 * `<h2 id="…">` in the source cannot plant an element id of its choosing. Links to our own pages
 * (`/…`) and to a heading (`#…`) stay in the tab; other addresses open a new one.
 */
export function renderMarkdownDocument(source: string | null | undefined): { html: string; toc: TocEntry[] } {
  if (!source) return { html: "", toc: [] };
  headings = { toc: [], taken: new Set(PAGE_IDS) };
  let html: string;
  let toc: TocEntry[];
  try {
    html = documentMarked.parse(source) as string;
    toc = headings.toc;
  } finally {
    headings = null;
  }
  const ids = new Set(toc.map((entry) => entry.id));
  const keepOwnId = (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => ({
    tagName,
    attribs: attribs.id && ids.has(attribs.id) ? { id: attribs.id } : {},
  });
  const options: sanitizeHtml.IOptions = {
    ...ALLOWED,
    allowedAttributes: {
      ...ALLOWED.allowedAttributes,
      ...Object.fromEntries(HEADINGS.map((tag) => [tag, ["id"]])),
    },
    transformTags: {
      ...ALLOWED.transformTags,
      ...Object.fromEntries(HEADINGS.map((tag) => [tag, keepOwnId])),
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href = attribs.href ?? "";
        if (/^(\/(?!\/)|#)/.test(href)) {
          const { target: _target, rel: _rel, ...rest } = attribs;
          return { tagName, attribs: rest };
        }
        return { tagName, attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer nofollow" } };
      },
    },
  };
  return { html: sanitizeHtml(html, options), toc };
}
