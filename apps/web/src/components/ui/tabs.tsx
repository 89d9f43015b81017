import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useRevealAfterLayout } from "@/hooks/use-reveal-after-layout";
import { cn } from "@/lib/cn";

export type TabItem<T extends string> = { value: T; label: string };

type TabsProps<T extends string> = {
  items: readonly TabItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
  /** Accessible name of the tab list. */
  label: string;
  className?: string;
  listClassName?: string;
  /** The selected tab's content. */
  children: ReactNode;
};

/** Which ends of a scrolled tab list hide tabs (each gets a fade, so the list reads as scrollable). */
type HiddenEnds = { start: boolean; end: boolean };

const FADES: Record<string, string> = {
  "false-true": "[mask-image:linear-gradient(to_right,black_calc(100%-2.5rem),transparent)]",
  "true-false": "[mask-image:linear-gradient(to_left,black_calc(100%-2.5rem),transparent)]",
  "true-true":
    "[mask-image:linear-gradient(to_right,transparent,black_2.5rem,black_calc(100%-2.5rem),transparent)]",
};

/**
 * WAI-ARIA tabs with automatic activation (arrow keys, Home, End), one panel holding the
 * selected tab's content. Small on purpose: it sits on the feed's first screen. A list wider than
 * its room (a phone) scrolls sideways, fades where tabs are hidden and brings the selected tab
 * into view.
 */
export function Tabs<T extends string>({
  items,
  value,
  onValueChange,
  label,
  className,
  listClassName,
  children,
}: TabsProps<T>) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const list = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<HiddenEnds>({ start: false, end: false });
  const selected = Math.max(
    0,
    items.findIndex((item) => item.value === value),
  );

  const measure = () => {
    const node = list.current;
    if (!node) return;
    const start = node.scrollLeft > 1;
    const end = node.scrollLeft + node.clientWidth < node.scrollWidth - 1;
    setHidden((was) => (was.start === start && was.end === end ? was : { start, end }));
  };

  // Only a list that overflows has ends to fade; it is measured again when its room changes.
  useEffect(() => {
    const node = list.current;
    if (!node || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  // The selected tab is scrolled into the list's view (not the page's).
  useRevealAfterLayout(list, selected, () => {
    const node = list.current;
    const tab = tabs.current[selected];
    if (!node || !tab || node.scrollWidth <= node.clientWidth) return;
    const room = node.getBoundingClientRect();
    const box = tab.getBoundingClientRect();
    if (box.left < room.left) node.scrollLeft -= room.left - box.left + 24;
    else if (box.right > room.right) node.scrollLeft += box.right - room.right + 24;
  });

  const onKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const next =
      event.key === "ArrowRight"
        ? selected === last
          ? 0
          : selected + 1
        : event.key === "ArrowLeft"
          ? selected === 0
            ? last
            : selected - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : -1;
    const item = items[next];
    if (!item) return;
    event.preventDefault();
    tabs.current[next]?.focus();
    onValueChange(item.value);
  };

  return (
    <div className={className}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        onScroll={measure}
        className={cn(
          "inline-flex h-10 max-w-full items-center gap-1 overflow-x-auto overscroll-x-contain rounded-lg bg-muted p-1 text-muted-foreground",
          FADES[`${hidden.start}-${hidden.end}`],
          listClassName,
        )}
      >
        {items.map((item, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={item.value}
              ref={(node) => {
                tabs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.value}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel`}
              tabIndex={isSelected ? 0 : -1}
              data-state={isSelected ? "active" : "inactive"}
              onClick={() => onValueChange(item.value)}
              className={cn(
                "inline-flex h-full flex-1 shrink-0 items-center justify-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors select-none sm:flex-none",
                "hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                "data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm",
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${items[selected]?.value ?? ""}`}>
        {children}
      </div>
    </div>
  );
}
