import { useEffect, useState } from "react";
import { useLocation } from "react-router";

/** Near the top of the page the bar always shows. */
const TOP_ZONE_PX = 56;
/** Smaller moves (a finger resting, the rubber band at the ends) change nothing. */
const MIN_STEP_PX = 8;

/**
 * True while the member is scrolling down the page; false again as soon as they scroll up, are
 * near the top, or open another page.
 */
export function useHideOnScroll(): boolean {
  const [isHidden, setHidden] = useState(false);
  const { pathname } = useLocation();
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setHidden(false);
  }

  useEffect(() => {
    // Where the page was is taken at the first scroll, not here: reading it would force a layout
    // of the page while its first render is still coming in (a long task on a phone). A scroll
    // event comes when the browser has just laid the page out.
    let last: number | undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const y = Math.max(window.scrollY, 0);
      last ??= y;
      if (y < TOP_ZONE_PX) {
        setHidden(false);
        last = y;
        return;
      }
      const step = y - last;
      if (Math.abs(step) < MIN_STEP_PX) return;
      setHidden(step > 0);
      last = y;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  return isHidden;
}
