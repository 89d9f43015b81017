import { adminHubMessages as m } from "@guilda/shared/messages/admin-hub";
import { ADMIN_AREAS, type AdminAreaKey, type AdminHubArea } from "@guilda/shared/schemas/admin-hub";
import { CircleAlert, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useHub } from "../api/get-hub";

/** Where an area lives and its icon; composed by the route (the areas belong to other features). */
export type AdminAreaLink = {
  /** A path of the app, or '#id' for a part of /admin itself (followed by the browser). */
  to: string;
  icon: ReactNode;
};

type AdminHubProps = { links: Record<AdminAreaKey, AdminAreaLink> };

const cardClass =
  "group flex h-full min-h-[5.5rem] items-start gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-card transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

function AreaCard({ area, link }: { area: AdminHubArea; link: AdminAreaLink }) {
  const body = (
    <>
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/15 text-primary-text [&_svg]:size-5"
      >
        {link.icon}
      </span>
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className="font-semibold group-hover:underline group-hover:underline-offset-4">
          {m.areas[area.key]}
        </span>
        <span className="text-sm text-muted-foreground">{area.status}</span>
        {area.attention ? (
          <Badge className="mt-1 w-fit">
            <CircleAlert aria-hidden="true" className="size-3.5" />
            {m.attention}
          </Badge>
        ) : null}
      </span>
    </>
  );
  return link.to.startsWith("#") ? (
    <a href={link.to} className={cardClass}>
      {body}
    </a>
  ) : (
    <Link to={link.to} className={cardClass}>
      {body}
    </Link>
  );
}

/**
 * /admin as a hub: a card for every admin area with its status line (counted by the server when
 * the page opens), each a link to the area's page.
 */
export function AdminHub({ links }: AdminHubProps) {
  const hub = useHub();
  let body: ReactNode;
  if (hub.data)
    body = (
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {hub.data.areas.map((area) => (
          <li key={area.key}>
            <AreaCard area={area} link={links[area.key]} />
          </li>
        ))}
      </ul>
    );
  else if (hub.isError)
    body = (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.loadError}
        action={
          <Button variant="outline" onClick={() => void hub.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  else
    body = (
      <div
        role="status"
        aria-label={m.loading}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3"
      >
        {ADMIN_AREAS.map((key) => (
          <Skeleton key={key} className="h-[5.5rem]" />
        ))}
      </div>
    );

  return (
    <section aria-labelledby="admin-hub-title" className="grid grid-cols-1 gap-4">
      <div className="grid gap-1">
        <h2 id="admin-hub-title" className="text-xl font-semibold tracking-tight">
          {m.title}
        </h2>
        <p className="text-sm text-muted-foreground">{m.description}</p>
      </div>
      {body}
    </section>
  );
}
