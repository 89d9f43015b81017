import { webGamificationMessages as m } from "@guilda/shared/messages/web-gamification";
import { LevelsOverview } from "@/features/gamification/components/levels-overview";

/** /niveis: the levels, what each needs, how points are earned, and my progress. */
export function LevelsRoute() {
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.levelsTitle}</h1>
        <p className="text-muted-foreground">{m.levelsSubtitle}</p>
      </header>
      <LevelsOverview />
    </div>
  );
}
