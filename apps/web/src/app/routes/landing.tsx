import { publicPageMessages as m } from "@guilda/shared/messages/public-page";
import { TriangleAlert } from "lucide-react";
import { useId } from "react";
import { Navigate } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import { PublicCourseList } from "@/features/courses/components/public-course-list";
import { useLanding } from "@/features/public-page/api/get-landing";
import { LandingHero } from "@/features/public-page/components/landing-hero";
import { useSession } from "@/hooks/use-session";
import { useSettings } from "@/hooks/use-settings";
import { isApiError } from "@/lib/api";
import { paths } from "@/lib/paths";

/**
 * /inicio: the 'Página pública' — what a signed-out visitor sees of the community while an admin
 * has it on (the server sends a visitor's "/" here then). Off, a visitor goes to the login page
 * and a member home. A member sees it too, as a preview with the way back into the community.
 */
export function LandingRoute() {
  const { isPending: sessionPending, me, isAwaitingApproval } = useSession();
  const { settings, isPending: settingsPending } = useSettings();
  const isOn = settings.public_page;
  const landing = useLanding(isOn && !isAwaitingApproval);
  const coursesId = useId();
  const isMember = !!me;

  if (sessionPending || settingsPending) return <PageLoader />;
  // A sign-up waiting for approval has its waiting page (on every member's address) and nothing else.
  if (isAwaitingApproval) return <Navigate to={paths.home} replace />;
  const away = <Navigate to={isMember ? paths.home : paths.login} replace />;
  if (!isOn) return away;
  if (landing.isPending) return <PageLoader />;
  if (landing.isError) {
    // Turned off since the settings were read.
    if (isApiError(landing.error) && landing.error.status === 404) return away;
    return (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.loadError}
        action={
          <Button variant="outline" onClick={() => void landing.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10">
      <LandingHero landing={landing.data} isMember={isMember} />
      <section aria-labelledby={coursesId} className="grid gap-5">
        <div className="grid gap-1">
          <h2 id={coursesId} className="text-2xl font-bold tracking-tight">
            {m.coursesTitle}
          </h2>
          <p className="text-muted-foreground">{m.coursesSubtitle}</p>
        </div>
        <PublicCourseList courses={landing.data.courses} />
      </section>
    </div>
  );
}
