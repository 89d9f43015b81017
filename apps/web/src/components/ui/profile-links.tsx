import type { ProfileLink } from "@guilda/shared/schemas/profile";
import { webProfileMessages as m } from "@guilda/shared/messages/web-profile";
import { ExternalLink } from "lucide-react";
import { cn } from "@/lib/cn";

/** The address without its scheme, for display ('instagram.com/ana'). */
function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, "").replace(/\/$/, "");
}

/** Only web addresses become links (the server checks too; this guards older data). */
function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === "https:" || protocol === "http:";
  } catch {
    return false;
  }
}

/** A member's profile links as chips that open in a new tab; nothing when there are none. */
export function ProfileLinks({ links, className }: { links: ProfileLink[]; className?: string }) {
  const safe = links.filter((link) => isWebAddress(link.url));
  if (safe.length === 0) return null;
  return (
    <ul aria-label={m.linksListLabel} className={cn("flex flex-wrap gap-2", className)}>
      {safe.map((link, index) => (
        <li key={`${index}-${link.url}`}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer nofollow ugc"
            className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-border px-3 py-1 text-sm transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            title={displayUrl(link.url)}
          >
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0 text-primary-text" />
            <span className="truncate font-medium">{link.label}</span>
            <span className="sr-only"> {m.opensInNewTab}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
