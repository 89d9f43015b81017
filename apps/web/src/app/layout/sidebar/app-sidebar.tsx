import { SIDEBAR } from "@guilda/shared/constants";
import { shellMessages } from "@guilda/shared/messages/shell";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { ShieldCheck, ShieldOff } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, useEffect, useRef, type MouseEvent, type UIEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogTitle, SheetContent } from "@/components/ui/dialog";
import { prefetchSidebarLists } from "@/features/navigation/api/prefetch-sidebar-lists";
import { SidebarNav } from "@/features/navigation/components/sidebar-nav";
import { useSession } from "@/hooks/use-session";
import { cn } from "@/lib/cn";
import { whenIdle } from "@/lib/when-idle";
import { Brand } from "../brand";
import { TopNavLinks } from "../top-nav";
import { useAdminMode } from "./use-admin-mode";
import { useSidebar } from "./use-sidebar";

// Admin-only code (drag and drop, dialogs) stays out of the members' first download.
const SidebarSpacesAdmin = lazy(async () => ({
  default: (await import("@/features/spaces/components/admin/sidebar-spaces-admin")).SidebarSpacesAdmin,
}));

/**
 * 'Admin' / 'Sair' (spec §2.2): turns the sidebar's Administração section on and off. Its icons
 * are its own (a shield, crossed out to leave), never the sign-out's door, and its name says what
 * it does, starting with the word it shows.
 */
function AdminModeButton({ collapsed }: { collapsed: boolean }) {
  const [isOn, setOn] = useAdminMode();
  const label = isOn ? shellMessages.exitAdminMode : shellMessages.adminMode;
  const name = isOn ? webShellMessages.exitAdminModeLabel : webShellMessages.enterAdminModeLabel;
  return (
    <Button
      variant={isOn ? "default" : "outline"}
      size="sm"
      onClick={() => setOn(!isOn)}
      aria-label={name}
      title={name}
      className={cn("w-full", collapsed && "px-0")}
    >
      {isOn ? <ShieldOff aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
      {collapsed ? null : label}
    </Button>
  );
}

function SidebarBody({ collapsed, withTopNav }: { collapsed: boolean; withTopNav?: boolean }) {
  const { isAdmin, isStaff } = useSession();
  const { setMobileOpen } = useSidebar();
  const [isAdminMode] = useAdminMode();
  const scrollTimer = useRef<number | undefined>(undefined);

  // Show the scrollbar only while scrolling; it hides again after the spec's idle delay.
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const element = event.currentTarget;
    element.dataset.scrolling = "";
    window.clearTimeout(scrollTimer.current);
    scrollTimer.current = window.setTimeout(
      () => delete element.dataset.scrolling,
      SIDEBAR.scrollbarHideDelayMs,
    );
  };

  // In the sheet, following a link closes it at once, before the next page has loaded.
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest("a")) setMobileOpen(false);
  };

  return (
    <div className="flex h-full min-h-0 flex-col">
      {isAdmin ? (
        <div className="border-b border-sidebar-border p-2">
          <AdminModeButton collapsed={collapsed} />
        </div>
      ) : null}
      <nav
        aria-label={webShellMessages.sidebarLabel}
        onScroll={onScroll}
        onClick={withTopNav ? closeOnLink : undefined}
        className={cn("sidebar-scroll min-h-0 flex-1 overflow-y-auto py-4", collapsed ? "px-1.5" : "px-3")}
      >
        {withTopNav ? <TopNavLinks variant="sidebar" /> : null}
        <SidebarNav
          collapsed={collapsed}
          isAdminMode={isAdmin && isAdminMode}
          showModeration={isAdmin ? isAdminMode : isStaff}
          spacesAdmin={SidebarSpacesAdmin}
        />
      </nav>
    </div>
  );
}

function railClassName(isExpanded: boolean, hasToggled: boolean) {
  return cn(
    "fixed top-14 bottom-0 left-0 z-30 hidden border-r border-sidebar-border bg-sidebar text-sidebar-foreground md:block",
    hasToggled && "transition-[width] duration-200",
    isExpanded ? "w-60 lg:w-64" : "w-12",
  );
}

/** The rail's place, empty, while the session is on its way (the page is laid out around it). */
export function SidebarRail() {
  const { isExpanded, hasToggled } = useSidebar();
  return <div aria-hidden="true" className={railClassName(isExpanded, hasToggled)} />;
}

/**
 * Fixed rail from 768 px up (15rem, 16rem on large screens, 3rem collapsed); a sheet below. A
 * phone never builds the rail (it would only be hidden): its lists are read when the sheet opens.
 */
export function AppSidebar() {
  const { isExpanded, isMobile, isMobileOpen, setMobileOpen, hasToggled } = useSidebar();
  const queryClient = useQueryClient();
  // The sheet's lists are fetched once the page is idle, so opening it rarely waits for them.
  useEffect(() => {
    if (isMobile) whenIdle(() => prefetchSidebarLists(queryClient));
  }, [isMobile, queryClient]);
  if (!isMobile) {
    return (
      <aside
        data-state={isExpanded ? "expanded" : "collapsed"}
        className={railClassName(isExpanded, hasToggled)}
      >
        <SidebarBody collapsed={!isExpanded} />
      </aside>
    );
  }
  return (
    <Dialog open={isMobileOpen} onOpenChange={setMobileOpen}>
      <SheetContent
        className="w-72 max-w-[85vw]"
        closeLabel={webShellMessages.close}
        aria-describedby={undefined}
      >
        <DialogTitle className="sr-only">{webShellMessages.sidebarTitle}</DialogTitle>
        <div className="flex h-14 shrink-0 items-center border-b border-sidebar-border pr-14 pl-4">
          <Brand />
        </div>
        <SidebarBody collapsed={false} withTopNav />
      </SheetContent>
    </Dialog>
  );
}
