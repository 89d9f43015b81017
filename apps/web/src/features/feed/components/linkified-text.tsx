import Linkify from "linkify-react";
import type { Opts } from "linkifyjs";

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

export function LinkifiedText({ text, className }: { text: string; className: string }) {
  return (
    <Linkify as="p" className={className} options={options}>
      {text}
    </Linkify>
  );
}
