import { webSuppliersMessages as m } from "@guilda/shared/messages/web-suppliers";
import { Star } from "lucide-react";
import { cn } from "@/lib/cn";
import { formatRating } from "../lib/format";

const FILLED = "fill-amber-400 text-amber-500";
const EMPTY = "fill-transparent text-muted-foreground/50";

/** Five stars, the first `value` (rounded to the nearest) filled. Decorative: pair it with text. */
export function RatingStars({ value, className }: { value: number; className?: string }) {
  const full = Math.round(value);
  return (
    <span aria-hidden="true" className={cn("inline-flex shrink-0 items-center gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={cn("size-4", n <= full ? FILLED : EMPTY)} />
      ))}
    </span>
  );
}

type RatingSummaryProps = { avg: number; count: number; size?: "sm" | "lg"; className?: string };

/** '★★★★☆ 4,5 (12 avaliações)', read out as 'Nota média 4,5 de 5, 12 avaliações'. */
export function RatingSummary({ avg, count, size = "sm", className }: RatingSummaryProps) {
  const text = formatRating(avg);
  return (
    <p
      className={cn(
        "flex flex-wrap items-center gap-x-1.5 gap-y-0.5",
        size === "lg" ? "text-base" : "text-sm",
        className,
      )}
    >
      <span className="sr-only">{m.ratingAria(text, count)}</span>
      <RatingStars value={count === 0 ? 0 : avg} className={size === "lg" ? "[&_svg]:size-5" : undefined} />
      {count === 0 ? (
        <span aria-hidden="true" className="text-muted-foreground">
          {m.noRatings}
        </span>
      ) : (
        <>
          <span aria-hidden="true" className="font-semibold">
            {text}
          </span>
          <span aria-hidden="true" className="text-muted-foreground">
            ({m.ratingCount(count)})
          </span>
        </>
      )}
    </p>
  );
}
