import { joinPolicyMessages as jm } from "@guilda/shared/messages/join-policy";
import { publicPageMessages as pm } from "@guilda/shared/messages/public-page";
import { shellMessages as m } from "@guilda/shared/messages/shell";
import { webGamificationAdminMessages as gm } from "@guilda/shared/messages/web-gamification-admin";
import { webSalesMessages as sm } from "@guilda/shared/messages/web-sales";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { Medal, ShoppingCart } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PageLoader } from "@/components/ui/page-loader";
import { AdminOverview } from "@/features/admin-dashboard/components/admin-overview";
import { CommunityCertificateDesign } from "@/features/course-admin/components/community-certificate-design";
import { JoinPolicyForm } from "@/features/settings/components/join-policy-form";
import { PublicPageCard } from "@/features/settings/components/public-page-form";
import { SettingsForm } from "@/features/settings/components/settings-form";
import { useSettings } from "@/hooks/use-settings";
import { paths } from "@/lib/paths";

export function AdminDashboardRoute() {
  const { settings, isPending } = useSettings();
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.adminDashboard}</h1>
        <p className="text-muted-foreground">{webShellMessages.adminDashboardText}</p>
      </div>
      {/* The figures first; the settings form (and the rest of the admin's shortcuts) below. */}
      <AdminOverview />
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
          {isPending ? <PageLoader /> : <JoinPolicyForm current={settings.join_policy} />}
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
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
          <div className="grid gap-1.5">
            <CardTitle className="flex items-center gap-2">
              <Medal aria-hidden="true" className="size-5 text-muted-foreground" />
              {gm.dashboardCardTitle}
            </CardTitle>
            <CardDescription>{gm.dashboardCardText}</CardDescription>
          </div>
          <Button variant="outline" asChild>
            <Link to={paths.adminGamification}>{gm.dashboardCardLink}</Link>
          </Button>
        </CardHeader>
      </Card>
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-4">
          <div className="grid gap-1.5">
            <CardTitle className="flex items-center gap-2">
              <ShoppingCart aria-hidden="true" className="size-5 text-muted-foreground" />
              {sm.dashboardCardTitle}
            </CardTitle>
            <CardDescription>{sm.dashboardCardText}</CardDescription>
          </div>
          <Button variant="outline" asChild>
            <Link to={paths.adminSales}>{sm.dashboardCardLink}</Link>
          </Button>
        </CardHeader>
      </Card>
    </div>
  );
}
