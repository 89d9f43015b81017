import { Fragment, type ReactNode } from "react";

/**
 * A small markdown reader for the editor's preview. It builds React elements, never an HTML
 * string, so whatever the text holds (<script>, onerror, javascript: links) stays text. It
 * covers what members will see most (headings, paragraphs with line breaks, emphasis, code,
 * lists, quotes, rules, links, images); the server's renderer (marked + sanitize-html) is the
 * one members get, and it may differ on rare constructs such as tables.
 */
export function renderMarkdownPreview(source: string): ReactNode {
  return renderBlocks(source.replace(/\r\n?/g, "\n").split("\n"), "b");
}

const FENCE = /^\s{0,3}(```|~~~)\s*([\w-]*)\s*$/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const ORDERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;

const headingClasses = [
  "text-2xl font-bold",
  "text-xl font-bold",
  "text-lg font-semibold",
  "text-base font-semibold",
  "text-sm font-semibold",
  "text-sm font-semibold text-muted-foreground",
] as const;

function isBlockStart(line: string): boolean {
  return (
    FENCE.test(line) ||
    HEADING.test(line) ||
    RULE.test(line) ||
    QUOTE.test(line) ||
    BULLET.test(line) ||
    ORDERED.test(line)
  );
}

function renderBlocks(lines: string[], keyPrefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  let i = 0;
  const key = () => `${keyPrefix}-${out.length}`;
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim()) {
      i += 1;
      continue;
    }
    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i += 1;
      for (; i < lines.length && !lines[i]!.trim().startsWith(fence[1]!); i += 1) body.push(lines[i]!);
      i += 1; // the closing fence
      out.push(
        <pre
          key={key()}
          className="overflow-x-auto rounded-lg bg-muted p-3 font-mono text-xs leading-relaxed"
        >
          <code>{body.join("\n")}</code>
        </pre>,
      );
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      const level = heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6;
      const Tag = `h${level}` as const;
      out.push(
        <Tag key={key()} className={headingClasses[level - 1]}>
          {renderInline(heading[2]!, key())}
        </Tag>,
      );
      i += 1;
      continue;
    }
    if (RULE.test(line)) {
      out.push(<hr key={key()} className="border-border" />);
      i += 1;
      continue;
    }
    if (QUOTE.test(line)) {
      const body: string[] = [];
      for (let quoted = QUOTE.exec(line); quoted; quoted = i < lines.length ? QUOTE.exec(lines[i]!) : null) {
        body.push(quoted[1]!);
        i += 1;
      }
      out.push(
        <blockquote key={key()} className="grid gap-2 border-l-4 border-border pl-3 text-muted-foreground">
          {renderBlocks(body, key())}
        </blockquote>,
      );
      continue;
    }
    const isOrdered = ORDERED.test(line);
    if (isOrdered || BULLET.test(line)) {
      const pattern = isOrdered ? ORDERED : BULLET;
      const items: string[][] = [];
      while (i < lines.length) {
        const current = lines[i]!;
        const match = pattern.exec(current);
        if (match) items.push([isOrdered ? match[2]! : match[1]!]);
        else if (current.trim() && /^\s{2,}/.test(current) && items.length)
          items.at(-1)!.push(current.trim());
        else break;
        i += 1;
      }
      const start = isOrdered ? Number(ORDERED.exec(line)![1]) : 1;
      const children = items.map((item, index) => (
        <li key={index}>{renderInline(item.join("\n"), `${key()}-${index}`)}</li>
      ));
      out.push(
        isOrdered ? (
          <ol key={key()} start={start} className="grid list-decimal gap-1 pl-6">
            {children}
          </ol>
        ) : (
          <ul key={key()} className="grid list-disc gap-1 pl-6">
            {children}
          </ul>
        ),
      );
      continue;
    }
    const paragraph: string[] = [];
    for (; i < lines.length && lines[i]!.trim(); i += 1) {
      if (paragraph.length > 0 && isBlockStart(lines[i]!)) break;
      paragraph.push(lines[i]!.trim());
    }
    out.push(<p key={key()}>{renderInline(paragraph.join("\n"), key())}</p>);
  }
  return out;
}

/** Only web and mail links; anything else (javascript:, data:) is shown as plain text. */
function safeHref(raw: string): string | null {
  const url = raw.trim();
  return /^(https?:\/\/|mailto:)[^\s]+$/i.test(url) ? url : null;
}

/** Images from the web or from our own /media files. */
function safeImageSrc(raw: string): string | null {
  const url = raw.trim();
  if (/^https?:\/\/[^\s]+$/i.test(url)) return url;
  return url.startsWith("/") && !url.startsWith("//") && !url.startsWith("/\\") ? url : null;
}

type InlineRule = {
  pattern: RegExp;
  render: (match: RegExpExecArray, key: string) => ReactNode;
};

const INLINE_RULES: InlineRule[] = [
  {
    pattern: /`([^`\n]+)`/,
    render: (m, key) => (
      <code key={key} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]">
        {m[1]}
      </code>
    ),
  },
  {
    pattern: /!\[([^\]\n]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/,
    render: (m, key) => {
      const src = safeImageSrc(m[2]!);
      return src ? (
        <img key={key} src={src} alt={m[1]} className="my-1 max-h-80 max-w-full rounded-lg" loading="lazy" />
      ) : (
        m[0]
      );
    },
  },
  {
    pattern: /\[([^\]\n]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/,
    render: (m, key) => {
      const href = safeHref(m[2]!);
      return href ? (
        <a
          key={key}
          href={href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="text-primary-text underline underline-offset-2"
        >
          {renderInline(m[1]!, key)}
        </a>
      ) : (
        <Fragment key={key}>{renderInline(m[1]!, key)}</Fragment>
      );
    },
  },
  {
    pattern: /(\*\*|__)(?=\S)([\s\S]*?\S)\1/,
    render: (m, key) => <strong key={key}>{renderInline(m[2]!, key)}</strong>,
  },
  {
    pattern: /~~(?=\S)([\s\S]*?\S)~~/,
    render: (m, key) => <del key={key}>{renderInline(m[1]!, key)}</del>,
  },
  {
    pattern: /(\*|_)(?=\S)([\s\S]*?\S)\1/,
    render: (m, key) => <em key={key}>{renderInline(m[2]!, key)}</em>,
  },
  {
    pattern: /https?:\/\/[^\s<>()]+[^\s<>().,;:!?'"]/,
    render: (m, key) => (
      <a
        key={key}
        href={m[0]}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="text-primary-text underline underline-offset-2"
      >
        {m[0]}
      </a>
    ),
  },
];

/** Inline marks; the earliest match wins, ties go to the rule listed first. */
function renderInline(text: string, keyPrefix: string): ReactNode[] {
  const out: ReactNode[] = [];
  let rest = text;
  while (rest) {
    let best: { index: number; match: RegExpExecArray; rule: InlineRule } | null = null;
    for (const rule of INLINE_RULES) {
      const match = rule.pattern.exec(rest);
      if (match && (!best || match.index < best.index)) best = { index: match.index, match, rule };
    }
    if (!best) {
      pushText(out, rest, keyPrefix);
      break;
    }
    if (best.index > 0) pushText(out, rest.slice(0, best.index), keyPrefix);
    out.push(best.rule.render(best.match, `${keyPrefix}-${out.length}`));
    rest = rest.slice(best.index + best.match[0].length);
  }
  return out;
}

/** Plain text, with each line break kept (the server renders with breaks: true). */
function pushText(out: ReactNode[], text: string, keyPrefix: string) {
  text.split("\n").forEach((part, index) => {
    if (index > 0) out.push(<br key={`${keyPrefix}-${out.length}`} />);
    if (part) out.push(part);
  });
}
