import { lazy, Suspense } from "react";
import { cn } from "@/lib/cn";

const LinkifiedText = lazy(() => import("./linkified-text").then((m) => ({ default: m.LinkifiedText })));

// Cheap first look: only text that may hold a link pays for the link parser (about 11 KB).
const MAY_HAVE_LINK = /https?:\/\/|www\.|[a-z0-9-]\.[a-z]{2,}/i;

type PostContentProps = { text: string; className?: string };

/**
 * Member text as plain text with its line breaks; web addresses become safe links. Never
 * parsed as HTML, so markup in a post shows as the characters typed.
 */
export function PostContent({ text, className }: PostContentProps) {
  const classes = cn("break-words whitespace-pre-line", className);
  const plain = <p className={classes}>{text}</p>;
  if (!MAY_HAVE_LINK.test(text)) return plain;
  return (
    <Suspense fallback={plain}>
      <LinkifiedText text={text} className={classes} />
    </Suspense>
  );
}
