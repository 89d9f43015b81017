import { useEffect, useEffectEvent, useRef, type RefObject } from "react";

/**
 * Runs `reveal` (scrolling something into its list's view) once the browser has laid out `ref`'s
 * element for the first time — a ResizeObserver's first call comes right after that layout — and
 * again at once whenever `key` changes. Reading sizes in an effect of the page's first render would
 * instead force a layout of the whole page in the middle of it.
 */
export function useRevealAfterLayout(
  ref: RefObject<HTMLElement | null>,
  key: unknown,
  reveal: () => void,
): void {
  const onReveal = useEffectEvent(reveal);

  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    if (typeof ResizeObserver === "undefined") return void onReveal();
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      onReveal();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);

  const revealed = useRef(key);
  useEffect(() => {
    if (Object.is(revealed.current, key)) return;
    revealed.current = key;
    onReveal();
  }, [key]);
}
