/**
 * Runs `work` once the page has finished loading and the main thread is idle (within 5 s of the
 * load at the latest), for things a member may soon need but the first paint does not.
 */
export function whenIdle(work: () => void): void {
  const schedule = () => {
    if ("requestIdleCallback" in window) window.requestIdleCallback(work, { timeout: 5000 });
    else setTimeout(work, 1000);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
}
