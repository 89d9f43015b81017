import { shellMessages } from "@guilda/shared/messages/shell";
import { useEffect } from "react";
import { toast } from "@/lib/toast";

const SEQUENCE = [
  "ArrowUp",
  "ArrowUp",
  "ArrowDown",
  "ArrowDown",
  "ArrowLeft",
  "ArrowRight",
  "ArrowLeft",
  "ArrowRight",
  "b",
  "a",
];
const EFFECT_MS = 4000;

function isTyping(target: EventTarget | null) {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

/**
 * The Konami code (↑↑↓↓←→←→BA) as a harmless easter egg: the page's colours cycle for a moment
 * and a toast says so. It awards nothing: points come only from the server's ledger.
 */
export function useKonami() {
  useEffect(() => {
    let position = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target)) return;
      const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
      position = key === SEQUENCE[position] ? position + 1 : key === SEQUENCE[0] ? 1 : 0;
      if (position < SEQUENCE.length) return;
      position = 0;
      toast(shellMessages.konamiTitle, { description: shellMessages.konamiText });
      const root = document.documentElement;
      root.classList.add("konami");
      clearTimeout(timer);
      timer = setTimeout(() => root.classList.remove("konami"), EFFECT_MS);
    };
    window.addEventListener("keydown", onKey);
    return () => {
      window.removeEventListener("keydown", onKey);
      clearTimeout(timer);
      document.documentElement.classList.remove("konami");
    };
  }, []);
}
