import { webRightSidebarMessages as m } from "@guilda/shared/messages/web-feed";
import type { PinnedLink } from "@guilda/shared/schemas/settings";
import { ExternalLink, Link2 } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { safeInternalPath } from "@/lib/paths";
import { SmartLink } from "./smart-link";

type PinnedLinksCardProps = { links: PinnedLink[]; titleId: string; action?: ReactNode };

export function PinnedLinksCard({ links, titleId, action }: PinnedLinksCardProps) {
  return (
    <Card role="region" aria-labelledby={titleId} className="grid gap-2 p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-sm font-semibold">
          {m.pinnedLinksTitle}
        </h2>
        {action}
      </div>
      {links.length === 0 ? (
        <p className="text-sm text-muted-foreground">{m.pinnedLinksEmpty}</p>
      ) : (
        <ul className="-mx-2 grid gap-0.5">
          {links.map((link, index) => {
            const isInternal = !!safeInternalPath(link.url);
            return (
              <li key={`${index}-${link.url}`}>
                <SmartLink
                  href={link.url}
                  className="flex items-center gap-2 rounded-md px-2 py-1.5 text-sm transition-colors hover:bg-accent"
                >
                  <Link2 className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate">{link.label}</span>
                  {isInternal ? null : (
                    <ExternalLink className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" />
                  )}
                </SmartLink>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
