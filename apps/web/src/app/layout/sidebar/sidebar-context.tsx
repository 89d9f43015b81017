import { SIDEBAR } from "@guilda/shared/constants";
import { createContext, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useMediaQuery } from "@/hooks/use-media-query";
import { readSidebarCookie, writeSidebarCookie } from "./sidebar-cookie";

export type SidebarContextValue = {
  /** Desktop rail: full width or icons only. */
  isExpanded: boolean;
  setExpanded: (isExpanded: boolean) => void;
  /** Phones: the overlay sheet. */
  isMobileOpen: boolean;
  setMobileOpen: (isOpen: boolean) => void;
  isMobile: boolean;
  /** What the header button and Ctrl/Cmd+B do on the current screen size. */
  toggle: () => void;
  /** The member has resized the rail in this visit (only then does the page animate with it). */
  hasToggled: boolean;
};

export const SidebarContext = createContext<SidebarContextValue | null>(null);

type SidebarProviderProps = { isEnabled: boolean; children: ReactNode };

export function SidebarProvider({ isEnabled, children }: SidebarProviderProps) {
  const isMobile = useMediaQuery(`(max-width: ${SIDEBAR.mobileBreakpointPx - 0.02}px)`);
  const [isExpanded, setIsExpanded] = useState(readSidebarCookie);
  const [isMobileOpen, setMobileOpen] = useState(false);
  const [hasToggled, setHasToggled] = useState(false);

  // The sheet closes whenever the page changes (a link inside it was followed, or history moved).
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMobileOpen(false);
  }

  const setExpanded = useCallback((value: boolean) => {
    setHasToggled(true);
    setIsExpanded(value);
    writeSidebarCookie(value);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((open) => !open);
    else setExpanded(!isExpanded);
  }, [isMobile, isExpanded, setExpanded]);

  useEffect(() => {
    if (!isEnabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
      if (event.key.toLowerCase() !== SIDEBAR.keyboardShortcut) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [isEnabled, toggle]);

  const value = useMemo(
    () => ({
      isExpanded,
      setExpanded,
      isMobileOpen: isMobile && isMobileOpen,
      setMobileOpen,
      isMobile,
      toggle,
      hasToggled,
    }),
    [isExpanded, setExpanded, isMobile, isMobileOpen, toggle, hasToggled],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
