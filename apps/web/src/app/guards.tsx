import { commonMessages } from "@guilda/shared/messages/common";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { TriangleAlert } from "lucide-react";
import { Navigate, Outlet, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import { useSession } from "@/hooks/use-session";
import { paths } from "@/lib/paths";

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

/** Members only; visitors go to the login page (spec §2.1). */
export function RequireAuth() {
  const { me, isPending, isError, refetch } = useSession();
  const location = useLocation();
  if (isPending) return <PageLoader />;
  if (isError && me === undefined) return <SessionError onRetry={() => void refetch()} />;
  if (!me) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
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
