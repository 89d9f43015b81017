import { webGamificationAdminMessages as m } from "@guilda/shared/messages/web-gamification-admin";
import { TriangleAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import { useGamificationSettings } from "../api/get-settings";
import { MissionsSection } from "./missions-section";
import { RulesForm } from "./rules-form";

/** /admin/gamificacao: points and daily caps per action, the like limit, levels and missions. */
export function GamificationAdminPage() {
  const settings = useGamificationSettings();
  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.pageTitle}</h1>
        <p className="max-w-xl text-muted-foreground">{m.pageDescription}</p>
      </div>
      {settings.isPending ? (
        <PageLoader />
      ) : settings.isError ? (
        <EmptyState
          icon={<TriangleAlert aria-hidden="true" />}
          title={m.loadError}
          action={
            <Button variant="outline" onClick={() => void settings.refetch()}>
              {m.retry}
            </Button>
          }
        />
      ) : (
        <RulesForm settings={settings.data} />
      )}
      <MissionsSection />
    </div>
  );
}
