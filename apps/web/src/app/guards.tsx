import { commonMessages } from "@guilda/shared/messages/common";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { TriangleAlert } from "lucide-react";
import { lazy, Suspense } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import { PUBLIC_HOME } from "@guilda/shared/rules/first-requests";
import { useSession } from "@/hooks/use-session";
import { useSettings } from "@/hooks/use-settings";
import { paths } from "@/lib/paths";

// Seen only by a sign-up waiting for approval: loaded when one is.
const AwaitingApproval = lazy(async () => ({
  default: (await import("@/features/auth/components/awaiting-approval")).AwaitingApproval,
}));

function SessionError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      icon={<TriangleAlert aria-hidden="true" />}
      title={commonMessages.genericError}
      action={
        <Button variant="outline" onClick={onRetry}>
          {webShellMessages.retry}
        </Button>
      }
    />
  );
}

/**
 * Members only; visitors go to the login page (spec §2.1), and a sign-up waiting for approval sees
 * the waiting page on every member's address. While the 'Página pública' is on, a visitor's "/"
 * goes to the landing instead, and a page marked `openToVisitors` (/pricing) is theirs to read.
 */
export function RequireAuth({ openToVisitors = false }: { openToVisitors?: boolean }) {
  const { me, isPending, isError, isAwaitingApproval, refetch } = useSession();
  const { settings, isPending: settingsPending } = useSettings();
  const location = useLocation();
  if (isPending) return <PageLoader />;
  if (isError && me === undefined) return <SessionError onRetry={() => void refetch()} />;
  if (!me) {
    const isHome = location.pathname === paths.home;
    // Whether the public page is on decides where a visitor goes: wait for the settings.
    if ((isHome || openToVisitors) && settingsPending) return <PageLoader />;
    if (settings.public_page && openToVisitors) return <Outlet />;
    if (settings.public_page && isHome) return <Navigate to={PUBLIC_HOME} replace />;
    return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  }
  if (isAwaitingApproval)
    return (
      <Suspense fallback={<PageLoader />}>
        <AwaitingApproval email={me.user.email} />
      </Suspense>
    );
  return <Outlet />;
}

/** Sign-in and sign-up make no sense with a session: go home. */
export function RequireGuest() {
  const { me, isPending } = useSession();
  if (isPending) return <PageLoader />;
  if (me) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** Admins only; anyone else is sent home. Nest inside RequireAuth. */
export function RequireAdmin() {
  const { isAdmin } = useSession();
  if (!isAdmin) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** Admins and moderators (the moderation queue); anyone else is sent home. Nest inside RequireAuth. */
export function RequireStaff() {
  const { isStaff } = useSession();
  if (!isStaff) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
