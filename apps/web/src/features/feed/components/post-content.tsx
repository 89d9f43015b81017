import { lazy, Suspense } from "react";
import { withMentions, type MentionMap } from "@/components/ui/mentions";
import { cn } from "@/lib/cn";

const LinkifiedText = lazy(() => import("./linkified-text").then((m) => ({ default: m.LinkifiedText })));

// Cheap first look: only text that may hold a link pays for the link parser (about 11 KB).
const MAY_HAVE_LINK = /https?:\/\/|www\.|[a-z0-9-]\.[a-z]{2,}/i;

type PostContentProps = {
  text: string;
  className?: string;
  /** '@username' → member id, from the server: those mentions link to /membro/{id}. */
  mentions?: MentionMap | undefined;
};

/**
 * Member text as plain text with its line breaks; web addresses become safe links and resolved
 * mentions link to the member. Never parsed as HTML, so markup in a post shows as typed.
 */
export function PostContent({ text, className, mentions }: PostContentProps) {
  const classes = cn("break-words whitespace-pre-line", className);
  const content = withMentions(text, mentions);
  const plain = <p className={classes}>{content}</p>;
  if (!MAY_HAVE_LINK.test(text)) return plain;
  return (
    <Suspense fallback={plain}>
      <LinkifiedText className={classes}>{content}</LinkifiedText>
    </Suspense>
  );
}
