import { shellMessages as m } from "@guilda/shared/messages/shell";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageLoader } from "@/components/ui/page-loader";
import { SettingsForm } from "@/features/settings/components/settings-form";
import { useSettings } from "@/hooks/use-settings";

export function AdminDashboardRoute() {
  const { settings, isPending } = useSettings();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.adminDashboard}</h1>
        <p className="text-muted-foreground">{webShellMessages.adminDashboardText}</p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{m.settingsTitle}</CardTitle>
          <CardDescription>{webShellMessages.settingsDescription}</CardDescription>
        </CardHeader>
        <CardContent>{isPending ? <PageLoader /> : <SettingsForm settings={settings} />}</CardContent>
      </Card>
    </div>
  );
}
