import Linkify from "linkify-react";
import type { Opts } from "linkifyjs";
import type { ReactNode } from "react";

function isWebAddress(href: string): boolean {
  try {
    const url = new URL(href);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** Only web addresses become links (no mailto:, javascript:, file:...); they open in a new tab. */
const options: Opts = {
  defaultProtocol: "https",
  validate: (_value, type, token) => type === "url" && isWebAddress(token.toHref("https")),
  target: "_blank",
  rel: "noopener noreferrer nofollow ugc",
  className: "font-medium break-all text-primary-text underline underline-offset-2 hover:no-underline",
};

/**
 * Web addresses in the text become links. The text may already hold mention links: only its
 * plain parts are searched, so a link never lands inside another.
 */
export function LinkifiedText({ children, className }: { children: ReactNode; className: string }) {
  const parts = Array.isArray(children) ? (children as ReactNode[]) : [children];
  return (
    <p className={className}>
      {parts.map((part, index) =>
        typeof part === "string" ? (
          <Linkify key={`text-${index}`} as="span" options={options}>
            {part}
          </Linkify>
        ) : (
          part
        ),
      )}
    </p>
  );
}
