import { joinPolicyMessages as m } from "@guilda/shared/messages/join-policy";
import { Hourglass, LogOut, RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/hooks/use-session";
import { useSettings } from "@/hooks/use-settings";
import { toast } from "@/lib/toast";
import { useSignOut } from "../hooks/use-sign-out";
import { AuthCard } from "./auth-card";

/** How often the page asks whether the sign-up was approved while it is open. */
const CHECK_EVERY_MS = 30_000;

/**
 * What a signed-in person whose sign-up waits for approval sees on every member's page: that it
 * waits, where the news will arrive, and 'Sair'. The page asks again now and then (and on demand),
 * so an approval lets the person in without signing in again.
 */
export function AwaitingApproval({ email }: { email: string }) {
  const { communityName } = useSettings();
  const { refetch } = useSession();
  const { signOut, isPending: isSigningOut } = useSignOut();
  const [isChecking, setChecking] = useState(false);

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void refetch();
    }, CHECK_EVERY_MS);
    return () => window.clearInterval(timer);
  }, [refetch]);

  const checkNow = async () => {
    setChecking(true);
    const { data } = await refetch();
    setChecking(false);
    // Approved, the guard shows the app instead of this page; still waiting, say so.
    if (data?.profile.is_pending) toast(m.waitingStill);
  };

  return (
    <AuthCard title={m.waitingTitle}>
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <div className="flex size-14 items-center justify-center rounded-full bg-primary/15 text-primary-text">
          <Hourglass className="size-7" aria-hidden="true" />
        </div>
        <p className="text-sm text-muted-foreground">{m.waitingText(communityName)}</p>
        <p className="text-sm text-muted-foreground">{m.waitingEmail(email)}</p>
      </div>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button variant="outline" onClick={() => void checkNow()} disabled={isChecking}>
          {isChecking ? <Spinner /> : <RefreshCw aria-hidden="true" />}
          {isChecking ? m.waitingChecking : m.waitingCheck}
        </Button>
        <Button variant="ghost" onClick={signOut} disabled={isSigningOut}>
          {isSigningOut ? <Spinner /> : <LogOut aria-hidden="true" />}
          {m.waitingSignOut}
        </Button>
      </div>
    </AuthCard>
  );
}
