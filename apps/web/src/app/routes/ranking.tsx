import { webGamificationMessages as m } from "@guilda/shared/messages/web-gamification";
import { RankingBoard } from "@/features/gamification/components/ranking-board";
import { useSession } from "@/hooks/use-session";

/** /ranking: the top 50 of 7 days, 30 days or all time, and my own place. */
export function RankingRoute() {
  const { profile } = useSession();
  if (!profile) return null;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.rankingTitle}</h1>
        <p className="text-muted-foreground">{m.rankingSubtitle}</p>
      </header>
      <RankingBoard viewer={profile} />
    </div>
  );
}
