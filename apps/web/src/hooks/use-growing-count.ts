import { startTransition, useEffect, useState } from "react";

/**
 * How many of `total` items a long list draws: `step` at first, then `step` more after each
 * commit until all are drawn, each batch in its own interruptible render. The list's first paint
 * lays out one batch, and no single task builds and lays out the whole list.
 */
export function useGrowingCount(total: number, step: number): number {
  const [count, setCount] = useState(step);
  useEffect(() => {
    if (count >= total) return;
    // A task of its own: the browser paints (and handles input) between batches.
    const timer = setTimeout(() => startTransition(() => setCount((current) => current + step)), 0);
    return () => clearTimeout(timer);
  }, [count, total, step]);
  return Math.min(count, total);
}
