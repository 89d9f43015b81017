import { webGamificationMessages as m } from "@guilda/shared/messages/web-gamification";
import { RANKING_PERIODS, type RankingEntry, type RankingPeriod } from "@guilda/shared/schemas/gamification";
import type { Profile } from "@guilda/shared/schemas/profile";
import { Trophy } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import { Tabs, type TabItem } from "@/components/ui/tabs";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { useRanking } from "../api/get-ranking";
import { LoadError } from "./load-error";

const TABS: readonly TabItem<RankingPeriod>[] = RANKING_PERIODS.map((period) => ({
  value: period,
  label: m.periods[period],
}));

/** Gold, silver and bronze for the podium. */
const PODIUM = [
  "bg-amber-400 text-amber-950",
  "bg-slate-300 text-slate-900",
  "bg-orange-400 text-orange-950",
] as const;

function Position({ position }: { position: number }) {
  const podium = PODIUM[position - 1];
  return (
    <span
      className={cn(
        "flex h-7 w-9 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums",
        podium,
      )}
    >
      <span className="sr-only">{m.positionLabel}: </span>
      {m.rankPosition(position)}
    </span>
  );
}

type RowProps = { entry: RankingEntry; isMe: boolean };

function RankingRow({ entry, isMe }: RowProps) {
  const { member } = entry;
  return (
    <div
      className={cn(
        "flex items-center gap-2.5 px-3 py-2.5 sm:gap-3 sm:px-5",
        isMe && "bg-primary/12 shadow-[inset_3px_0_0_var(--color-primary)]",
      )}
    >
      <Position position={entry.position} />
      <Avatar
        name={member.full_name}
        src={member.avatar_url}
        className="size-8 text-xs sm:size-10 sm:text-sm"
      />
      <div className="grid min-w-0 flex-1">
        <span className="flex min-w-0 items-center gap-2">
          <Link to={paths.member(member.id)} className="truncate font-medium hover:underline">
            {member.full_name}
          </Link>
          {isMe ? <Badge className="shrink-0">{m.you}</Badge> : null}
        </span>
        <span className="truncate text-xs text-muted-foreground">
          @{member.username} · {member.level}
        </span>
      </div>
      <span className="shrink-0 text-sm font-semibold tabular-nums">{m.points(entry.points)}</span>
    </div>
  );
}

function RankingList({ period, viewer }: { period: RankingPeriod; viewer: Profile }) {
  const ranking = useRanking(period);
  if (ranking.isPending) return <PageLoader />;
  if (ranking.isError && !ranking.data) return <LoadError onRetry={() => void ranking.refetch()} />;

  const { items, me } = ranking.data;
  const isListed = items.some((entry) => entry.member.id === viewer.id);
  const myRow: RankingEntry | null =
    !isListed && me.position !== null
      ? {
          position: me.position,
          points: me.points,
          member: {
            id: viewer.id,
            full_name: viewer.full_name,
            username: viewer.username,
            avatar_url: viewer.avatar_url,
            level: viewer.level,
          },
        }
      : null;

  return (
    <div
      className={cn("grid gap-4", ranking.isPlaceholderData && "opacity-60")}
      aria-busy={ranking.isFetching}
    >
      {items.length === 0 ? (
        <EmptyState
          icon={<Trophy aria-hidden="true" />}
          title={m.rankingEmptyTitle}
          text={m.rankingEmptyText}
        />
      ) : (
        <Card className="overflow-hidden">
          <ol aria-label={m.rankingListLabel(m.periods[period])} className="divide-y divide-border">
            {items.map((entry) => {
              const isMe = entry.member.id === viewer.id;
              return (
                <li key={entry.member.id} aria-current={isMe ? "true" : undefined}>
                  <RankingRow entry={entry} isMe={isMe} />
                </li>
              );
            })}
          </ol>
        </Card>
      )}
      {myRow ? (
        <section aria-labelledby="my-ranking-position" className="grid gap-2">
          <h2 id="my-ranking-position" className="text-sm font-semibold text-muted-foreground">
            {m.yourPosition}
          </h2>
          <Card className="overflow-hidden">
            <RankingRow entry={myRow} isMe />
          </Card>
        </section>
      ) : !isListed ? (
        <p className="text-sm text-muted-foreground">{m.notRankedYet}</p>
      ) : null}
    </div>
  );
}

/** /ranking: top 50 of the last 7 days, 30 days or all time, and where I stand. */
export function RankingBoard({ viewer }: { viewer: Profile }) {
  const [period, setPeriod] = useState<RankingPeriod>("7d");
  return (
    <Tabs items={TABS} value={period} onValueChange={setPeriod} label={m.periodsLabel}>
      <div className="pt-4">
        <RankingList period={period} viewer={viewer} />
      </div>
    </Tabs>
  );
}
