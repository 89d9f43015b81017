import { webWikiMessages as m } from "@guilda/shared/messages/web-wiki";
import { ChevronRight } from "lucide-react";
import { Fragment } from "react";
import { Link } from "react-router";
import { paths } from "@/lib/paths";

type Crumb = { label: string; to?: string };

/** Wiki › Category › Article: where the page sits; the last crumb is the page itself. */
export function WikiBreadcrumb({ items }: { items: Crumb[] }) {
  const crumbs: Crumb[] = [{ label: m.title, to: paths.resourcesWiki }, ...items];
  return (
    <nav aria-label={m.breadcrumb}>
      <ol className="flex flex-wrap items-center gap-1 text-sm text-muted-foreground">
        {crumbs.map((crumb, i) => (
          <Fragment key={`${i}-${crumb.label}`}>
            {i > 0 ? (
              <li aria-hidden="true">
                <ChevronRight className="size-3.5" />
              </li>
            ) : null}
            <li className="min-w-0 break-words">
              {crumb.to ? (
                <Link to={crumb.to} className="rounded-sm hover:text-foreground hover:underline">
                  {crumb.label}
                </Link>
              ) : (
                <span aria-current="page">{crumb.label}</span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
