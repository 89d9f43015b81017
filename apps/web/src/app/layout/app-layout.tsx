import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { Suspense } from "react";
import { Outlet } from "react-router";
import { PageLoader } from "@/components/ui/page-loader";
import { useSession } from "@/hooks/use-session";
import { cn } from "@/lib/cn";
import { AppErrorBoundary } from "../error-boundary";
import { BackBar } from "./back-bar";
import { Footer } from "./footer";
import { Header } from "./header";
import { AppSidebar } from "./sidebar/app-sidebar";
import { SidebarProvider } from "./sidebar/sidebar-context";
import { useSidebar } from "./sidebar/use-sidebar";

function Shell({ isSignedIn }: { isSignedIn: boolean }) {
  const { isExpanded } = useSidebar();
  return (
    <>
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {webShellMessages.skipToContent}
      </a>
      <Header />
      {isSignedIn ? <AppSidebar /> : null}
      <div
        className={cn(
          "flex min-h-[calc(100dvh-3.5rem)] flex-col transition-[padding] duration-200",
          isSignedIn && (isExpanded ? "md:pl-60 lg:pl-64" : "md:pl-12"),
        )}
      >
        <BackBar />
        <main id="conteudo" tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
          <AppErrorBoundary>
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </AppErrorBoundary>
        </main>
        <Footer />
      </div>
    </>
  );
}

export function AppLayout() {
  const { isSignedIn } = useSession();
  return (
    <SidebarProvider isEnabled={isSignedIn}>
      <Shell isSignedIn={isSignedIn} />
    </SidebarProvider>
  );
}
