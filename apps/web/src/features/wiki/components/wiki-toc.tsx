import { webWikiMessages as m } from "@guilda/shared/messages/web-wiki";
import type { WikiTocEntry } from "@guilda/shared/schemas/wiki";
import { ChevronDown, ListTree } from "lucide-react";
import { useId, useState, type MouseEvent } from "react";
import { useNavigate } from "react-router";
import { useMediaQuery } from "@/hooks/use-media-query";
import { cn } from "@/lib/cn";

/** Brings a heading of the article into view and says so in the address (shareable). */
export function scrollToHeading(id: string, smooth: boolean) {
  const heading = document.getElementById(id);
  if (!heading) return false;
  heading.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
  return true;
}

/**
 * 'Neste artigo': the article's headings as links. On phones it folds above the text; from the
 * large breakpoint it stays open beside it. Only two levels below the top one are listed.
 */
export function WikiToc({ entries, className }: { entries: WikiTocEntry[]; className?: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const navigate = useNavigate();
  const listId = useId();
  const reduceMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  if (entries.length < 2) return null;
  const top = Math.min(...entries.map((e) => e.level));
  const shown = entries.filter((e) => e.level <= top + 1);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    if (!scrollToHeading(id, !reduceMotion)) return;
    void navigate({ hash: id }, { replace: true, preventScrollReset: true });
    setIsOpen(false);
  };

  return (
    <nav
      aria-label={m.toc}
      className={cn("rounded-lg border border-border bg-card p-3 text-sm shadow-card", className)}
    >
      <button
        type="button"
        className="flex w-full items-center justify-between gap-2 rounded-md px-1 py-0.5 font-semibold lg:hidden"
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span className="flex items-center gap-2">
          <ListTree aria-hidden="true" className="size-4 text-muted-foreground" />
          {m.toc}
        </span>
        <ChevronDown
          aria-hidden="true"
          className={cn("size-4 transition-transform", isOpen && "rotate-180")}
        />
      </button>
      <p aria-hidden="true" className="hidden items-center gap-2 px-1 pb-1 font-semibold lg:flex">
        <ListTree className="size-4 text-muted-foreground" />
        {m.toc}
      </p>
      <ol id={listId} className={cn("mt-2 gap-0.5 lg:mt-1 lg:grid", isOpen ? "grid" : "hidden")}>
        {shown.map((entry) => (
          <li key={entry.id} className={cn(entry.level > top && "pl-4")}>
            <a
              href={`#${entry.id}`}
              onClick={(event) => onClick(event, entry.id)}
              className="block rounded-md px-1 py-1 break-words text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
