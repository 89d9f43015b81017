import { findMentions } from "@guilda/shared/rules/mentions";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "@/lib/paths";

/** Lower-case username → member id, as the server resolved them for one text. */
export type MentionMap = Readonly<Record<string, string>>;

/** '@' inside an address ('site.com/@ana', 'https://…/@ana') belongs to the link, not a mention. */
function isInsideAddress(text: string, at: number): boolean {
  const start =
    Math.max(text.lastIndexOf(" ", at), text.lastIndexOf("\n", at), text.lastIndexOf("\t", at)) + 1;
  return text.slice(start, at).includes("/");
}

/**
 * The text with each '@username' the server resolved as a link to /membro/{id}; everything else
 * stays plain text (React escapes it: nothing is parsed as HTML). Unknown names stay as typed.
 */
export function withMentions(text: string, mentions: MentionMap | null | undefined): ReactNode {
  if (!mentions || !text.includes("@")) return text;
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const mention of findMentions(text)) {
    const id = Object.hasOwn(mentions, mention.username) ? mentions[mention.username] : undefined;
    if (typeof id !== "string" || !id || isInsideAddress(text, mention.index)) continue;
    if (mention.index > last) nodes.push(text.slice(last, mention.index));
    nodes.push(
      <Link
        key={`mention-${mention.index}`}
        to={paths.member(id)}
        className="font-medium text-primary-text hover:underline focus-visible:underline"
      >
        {text.slice(mention.index, mention.index + mention.length)}
      </Link>,
    );
    last = mention.index + mention.length;
  }
  if (nodes.length === 0) return text;
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
