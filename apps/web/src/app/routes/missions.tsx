import { webGamificationMessages as m } from "@guilda/shared/messages/web-gamification";
import { MissionsList } from "@/features/gamification/components/missions-list";

/** /missoes: missions with my progress; each pays once. */
export function MissionsRoute() {
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.missionsTitle}</h1>
        <p className="text-muted-foreground">{m.missionsSubtitle}</p>
      </header>
      <MissionsList />
    </div>
  );
}
