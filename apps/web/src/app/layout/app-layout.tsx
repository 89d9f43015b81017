import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { Suspense, useState } from "react";
import { Outlet } from "react-router";
import { PageLoader } from "@/components/ui/page-loader";
import { useSession } from "@/hooks/use-session";
import { cn } from "@/lib/cn";
import { wasSignedIn } from "@/lib/session";
import { AppErrorBoundary } from "../error-boundary";
import { BackBar } from "./back-bar";
import { BottomNav } from "./bottom-nav";
import { DocumentTitle } from "./document-title";
import { Footer } from "./footer";
import { Header } from "./header";
import { AppSidebar, SidebarRail } from "./sidebar/app-sidebar";
import { SidebarProvider } from "./sidebar/sidebar-context";
import { useSidebar } from "./sidebar/use-sidebar";

/**
 * `hasRail`: the page is laid out around the sidebar. While the session is still on its way
 * this follows the browser's last known state, so the first paint already has the final
 * geometry; an empty rail holds the sidebar's place until the member is known.
 */
function Shell({ isSignedIn, hasRail }: { isSignedIn: boolean; hasRail: boolean }) {
  const { isExpanded, hasToggled } = useSidebar();
  return (
    <>
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {webShellMessages.skipToContent}
      </a>
      <Header />
      {isSignedIn ? <AppSidebar /> : hasRail ? <SidebarRail /> : null}
      <div
        className={cn(
          "flex flex-col",
          // Only the member's own toggle animates the page; loading never slides it.
          hasToggled && "transition-[padding] duration-200",
          hasRail && (isExpanded ? "md:pl-60 lg:pl-64" : "md:pl-12"),
          // Room below the footer for the phone bar, so it never covers the end of the page.
          isSignedIn && "max-md:pb-[calc(3.5rem+env(safe-area-inset-bottom))]",
        )}
      >
        <BackBar />
        {/* At least a screen tall: the footer starts below the fold and never moves into view. */}
        <main
          id="conteudo"
          tabIndex={-1}
          className="min-h-[calc(100dvh-3.5rem)] flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8"
        >
          <AppErrorBoundary>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </AppErrorBoundary>
        </main>
        <Footer />
      </div>
      {isSignedIn ? <BottomNav /> : null}
    </>
  );
}

export function AppLayout() {
  const { isSignedIn, isPending } = useSession();
  // Read once: the guess only matters until the session query settles.
  const [hadSession] = useState(wasSignedIn);
  const hasRail = isSignedIn || (isPending && hadSession);
  return (
    <SidebarProvider isEnabled={isSignedIn}>
      <DocumentTitle />
      <Shell isSignedIn={isSignedIn} hasRail={hasRail} />
    </SidebarProvider>
  );
}
