import { joinPolicyMessages as jm } from "@guilda/shared/messages/join-policy";
import { publicPageMessages as pm } from "@guilda/shared/messages/public-page";
import { shellMessages as m } from "@guilda/shared/messages/shell";
import type { AdminAreaKey } from "@guilda/shared/schemas/admin-hub";
import type { Me } from "@guilda/shared/schemas/profile";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  Bot,
  CalendarDays,
  DatabaseBackup,
  GraduationCap,
  History,
  LayoutGrid,
  Library,
  Lightbulb,
  Medal,
  ScrollText,
  Settings,
  ShieldAlert,
  ShoppingCart,
  Store,
  UserCheck,
  UsersRound,
  WalletCards,
} from "lucide-react";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageLoader } from "@/components/ui/page-loader";
import { hubKeys, hubQueryOptions } from "@/features/admin-dashboard/api/get-hub";
import { AdminHub, type AdminAreaLink } from "@/features/admin-dashboard/components/admin-hub";
import { AdminOverview } from "@/features/admin-dashboard/components/admin-overview";
import { CommunityCertificateDesign } from "@/features/course-admin/components/community-certificate-design";
import { useSpaces } from "@/features/navigation/api/get-spaces";
import { ComposerSpaceForm } from "@/features/settings/components/composer-space-form";
import { JoinPolicyForm } from "@/features/settings/components/join-policy-form";
import { PublicPageCard } from "@/features/settings/components/public-page-form";
import { SettingsForm } from "@/features/settings/components/settings-form";
import { useSettings } from "@/hooks/use-settings";
import { meQueryKey } from "@/lib/session";
import { paths } from "@/lib/paths";

/** The part of /admin the 'Configurações' card leads to. */
const SETTINGS_ANCHOR = "configuracoes";

/** Every admin area, where it lives and its icon (the hub shows them in the server's order). */
const AREA_LINKS: Record<AdminAreaKey, AdminAreaLink> = {
  signups: { to: `${paths.members}#aguardando-aprovacao`, icon: <UserCheck /> },
  suppliers: { to: paths.supplierSubmissions, icon: <Store /> },
  members: { to: paths.members, icon: <UsersRound /> },
  courses: { to: paths.adminCourses, icon: <GraduationCap /> },
  spaces: { to: paths.adminSpaces, icon: <LayoutGrid /> },
  agents: { to: paths.adminAgents, icon: <Bot /> },
  events: { to: paths.calendar, icon: <CalendarDays /> },
  suggestions: { to: paths.suggestions, icon: <Lightbulb /> },
  gamification: { to: paths.adminGamification, icon: <Medal /> },
  resources: { to: paths.adminResources, icon: <Library /> },
  plans: { to: paths.pricing, icon: <WalletCards /> },
  rules: { to: paths.rules, icon: <ScrollText /> },
  sales: { to: paths.adminSales, icon: <ShoppingCart /> },
  backups: { to: paths.adminBackups, icon: <DatabaseBackup /> },
  moderation: { to: paths.adminModeration, icon: <ShieldAlert /> },
  audit: { to: paths.adminAudit, icon: <History /> },
  settings: { to: `#${SETTINGS_ANCHOR}`, icon: <Settings /> },
};

/** The areas' status lines, asked for as soon as the page's module arrives (admins only). */
export function prefetch(client: QueryClient) {
  if (client.getQueryData<Me | null>(meQueryKey)?.profile.is_admin)
    void client.prefetchQuery(hubQueryOptions());
}

export function AdminDashboardRoute() {
  const { settings, isPending } = useSettings();
  const spaces = useSpaces();
  const queryClient = useQueryClient();
  // A setting saved here changes the 'Configurações' card's status.
  const refreshHub = () => void queryClient.invalidateQueries({ queryKey: hubKeys.all });
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.adminDashboard}</h1>
        <p className="text-muted-foreground">{webShellMessages.adminDashboardText}</p>
      </div>
      {/* Every admin area with its status first, then the figures, then the settings. */}
      <AdminHub links={AREA_LINKS} />
      <AdminOverview />
      <div id={SETTINGS_ANCHOR} className="grid scroll-mt-20 grid-cols-1 gap-6">
        <Card>
          <CardHeader>
            <CardTitle>{m.settingsTitle}</CardTitle>
            <CardDescription>{webShellMessages.settingsDescription}</CardDescription>
          </CardHeader>
          <CardContent>{isPending ? <PageLoader /> : <SettingsForm settings={settings} />}</CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{jm.settingTitle}</CardTitle>
            <CardDescription>{jm.settingDescription}</CardDescription>
          </CardHeader>
          <CardContent>
            {isPending ? (
              <PageLoader />
            ) : (
              <JoinPolicyForm current={settings.join_policy} onSaved={refreshHub} />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{m.composerSpaceTitle}</CardTitle>
            <CardDescription>{m.composerSpaceDescription}</CardDescription>
          </CardHeader>
          <CardContent>
            {isPending || !spaces.data ? (
              <PageLoader />
            ) : (
              <ComposerSpaceForm
                // A new choice from elsewhere (another tab) starts the form again.
                key={settings.composer_space_id ?? ""}
                current={settings.composer_space_id ?? null}
                spaces={spaces.data}
                onSaved={refreshHub}
              />
            )}
          </CardContent>
        </Card>
        <CommunityCertificateDesign />
        <Card>
          <CardHeader>
            <CardTitle>{pm.settingTitle}</CardTitle>
            <CardDescription>{pm.settingDescription}</CardDescription>
          </CardHeader>
          <CardContent>
            <PublicPageCard />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
