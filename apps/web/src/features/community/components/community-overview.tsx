import { SPACE_TYPES } from "@guilda/shared/constants";
import { webCommunityMessages as m } from "@guilda/shared/messages/web-community";
import type { CommunitySpaceView } from "@guilda/shared/schemas/community";
import { formatDistanceToNow } from "date-fns";
import { ptBR } from "date-fns/locale/pt-BR";
import { CalendarDays, Clock, LayoutGrid, MessageSquare, Trophy, TriangleAlert, Users } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import { SpaceIcon } from "@/components/ui/space-icon";
import { paths } from "@/lib/paths";
import { useCommunityOverview } from "../api/get-overview";

const longDate = new Intl.DateTimeFormat("pt-BR", { dateStyle: "long", timeStyle: "short" });
const spaceTypeTitle = (type: string) => SPACE_TYPES.find((t) => t.id === type)?.title ?? null;

function SpaceCard({ space }: { space: CommunitySpaceView }) {
  const titleId = useId();
  const typeTitle = spaceTypeTitle(space.space_type);
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-lg border border-border bg-card p-4 text-card-foreground shadow-card sm:p-5"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/15 text-lg text-primary-text [&_svg]:size-5">
          <SpaceIcon icon={space.icon} />
        </span>
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 id={titleId} className="leading-tight font-semibold break-words">
            <Link
              to={paths.space(space.slug)}
              className="rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {space.name}
            </Link>
          </h3>
          {typeTitle ? (
            <div>
              <Badge variant="secondary">{typeTitle}</Badge>
            </div>
          ) : null}
        </div>
      </div>
      {space.description ? (
        <p className="line-clamp-3 text-sm break-words text-muted-foreground">{space.description}</p>
      ) : null}
      <p className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="flex items-center gap-1.5">
          <MessageSquare aria-hidden="true" className="size-3.5" />
          {space.space_type === "chat" ? m.messageCount(space.message_count) : m.postCount(space.post_count)}
        </span>
        <span className="flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-3.5" />
          {space.last_activity_at ? (
            <time dateTime={space.last_activity_at} title={longDate.format(new Date(space.last_activity_at))}>
              {m.lastActivity(
                formatDistanceToNow(new Date(space.last_activity_at), { addSuffix: true, locale: ptBR }),
              )}
            </time>
          ) : space.space_type === "chat" ? (
            m.noMessages
          ) : (
            m.noActivity
          )}
        </span>
      </p>
    </article>
  );
}

/** /comunidade: the member count, the spaces the member may see with their activity, and where to go. */
export function CommunityOverview() {
  const overview = useCommunityOverview();

  let body;
  if (overview.isPending) body = <PageLoader />;
  else if (overview.isError)
    body = (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.loadError}
        action={
          <Button variant="outline" onClick={() => void overview.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  else {
    const { member_count: memberCount, spaces } = overview.data;
    body = (
      <>
        <Card className="flex flex-wrap items-center justify-between gap-4 p-4 sm:p-5">
          <div className="flex flex-wrap gap-x-6 gap-y-2 text-lg font-semibold">
            <p className="flex items-center gap-2">
              <Users aria-hidden="true" className="size-5 text-primary-text" />
              {m.membersStat(memberCount)}
            </p>
            <p className="flex items-center gap-2">
              <LayoutGrid aria-hidden="true" className="size-5 text-primary-text" />
              {m.spacesStat(spaces.length)}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={paths.members}>
                <Users aria-hidden="true" />
                {m.seeMembers}
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.calendar}>
                <CalendarDays aria-hidden="true" />
                {m.seeCalendar}
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.ranking}>
                <Trophy aria-hidden="true" />
                {m.seeRanking}
              </Link>
            </Button>
          </div>
        </Card>
        <section aria-labelledby="community-spaces-title" className="grid gap-3">
          <h2 id="community-spaces-title" className="text-lg font-semibold">
            {m.spacesTitle}
          </h2>
          {spaces.length === 0 ? (
            <EmptyState icon={<LayoutGrid aria-hidden="true" />} title={m.emptyTitle} text={m.emptyText} />
          ) : (
            <ul aria-label={m.spacesList} className="grid gap-3 sm:grid-cols-2">
              {spaces.map((space) => (
                <li key={space.id}>
                  <SpaceCard space={space} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.title}</h1>
        <p className="text-muted-foreground">{m.subtitle}</p>
      </header>
      {body}
    </div>
  );
}
