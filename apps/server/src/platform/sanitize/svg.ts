import sanitizeHtml from "sanitize-html";

/** The largest icon accepted, in bytes of UTF-8 markup (before sanitizing). */
export const SVG_MAX_BYTES = 20 * 1024;

const SVG_NS = "http://www.w3.org/2000/svg";

/** Drawing elements only, written as SVG spells them (the parser lower-cases tag names). */
const TAGS = [
  "svg",
  "g",
  "defs",
  "title",
  "path",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "rect",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
] as const;
const SHAPES = ["path", "circle", "ellipse", "line", "polyline", "polygon", "rect"];

/** Presentation and geometry attributes; no href, no style, no event handler. */
const ATTRIBUTES = [
  "id",
  "viewBox",
  "xmlns",
  "preserveAspectRatio",
  "width",
  "height",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "fx",
  "fy",
  "d",
  "points",
  "pathLength",
  "transform",
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-miterlimit",
  "stroke-dasharray",
  "stroke-dashoffset",
  "stroke-opacity",
  "opacity",
  "clip-rule",
  "clip-path",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "clipPathUnits",
  "vector-effect",
  "shape-rendering",
] as const;

const tagByLower = new Map<string, string>(TAGS.map((t) => [t.toLowerCase(), t]));
const attributeByLower = new Map<string, string>(ATTRIBUTES.map((a) => [a.toLowerCase(), a]));
/** The only url() kept: a reference to a gradient or clip path of the same icon. */
const LOCAL_REFERENCE = /^url\(\s*#[A-Za-z_][\w.-]*\s*\)$/;
const SAFE_ID = /^[A-Za-z_][\w.-]{0,63}$/;

function cleanValue(name: string, value: string): string | null {
  const v = value.trim();
  if (name === "id") return SAFE_ID.test(v) ? v : null;
  if (name === "xmlns") return SVG_NS;
  if (/url\s*\(/i.test(v)) return LOCAL_REFERENCE.test(v) ? v : null;
  // Nothing of these belongs in geometry or paint: no scripts, no data or remote references.
  if (/javascript:|data:|[a-z][a-z0-9+.-]*:\/\/|[<>]/i.test(v)) return null;
  return v;
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...TAGS],
  allowedAttributes: { "*": [...ATTRIBUTES] },
  allowedSchemes: [],
  allowedSchemesByTag: {},
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: "discard",
  // A disallowed tag of these loses its whole subtree (text and child elements alike).
  nonTextTags: ["script", "style", "foreignobject", "textarea", "option", "xmp", "noscript", "iframe"],
  parser: { lowerCaseAttributeNames: false, recognizeSelfClosing: true },
  transformTags: {
    // Tag names back in SVG's spelling, attributes filtered and spelt as SVG expects.
    "*": (tagName, attribs) => {
      const name = tagByLower.get(tagName.toLowerCase()) ?? tagName;
      const out: Record<string, string> = {};
      for (const [raw, value] of Object.entries(attribs)) {
        const attribute = attributeByLower.get(raw.toLowerCase());
        if (!attribute) continue;
        const clean = cleanValue(attribute, value);
        if (clean !== null) out[attribute] = clean;
      }
      if (name === "svg") out.xmlns = SVG_NS;
      return { tagName: name, attribs: out };
    },
  },
};

/**
 * Untrusted SVG markup (an agent's icon) cut down to drawing elements and presentation
 * attributes: no scripts, styles, foreign content, links, images, `<use>`, event handlers or
 * external references. Null when it is too big, or when what is left is not an `<svg>` that
 * draws at least one shape.
 */
export function sanitizeSvg(markup: string): string | null {
  if (Buffer.byteLength(markup, "utf8") > SVG_MAX_BYTES) return null;
  const clean = sanitizeHtml(markup, OPTIONS).trim();
  if (!/^<svg[\s>]/.test(clean) || !clean.endsWith("</svg>")) return null;
  const drawsSomething = SHAPES.some((shape) => new RegExp(`<${shape}[\\s>/]`).test(clean));
  return drawsSomething ? clean : null;
}
