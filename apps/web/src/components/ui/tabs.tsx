import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
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

/**
 * WAI-ARIA tabs with automatic activation (arrow keys, Home, End), one panel holding the
 * selected tab's content. Small on purpose: it sits on the feed's first screen.
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
  const selected = Math.max(
    0,
    items.findIndex((item) => item.value === value),
  );

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
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className={cn(
          "inline-flex h-10 max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1 text-muted-foreground",
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
