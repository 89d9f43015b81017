import { webSuppliersMessages as m } from "@guilda/shared/messages/web-suppliers";
import { Star } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "@/lib/cn";

type StarInputProps = {
  value: number | null;
  onChange: (stars: number) => void;
  legend: string;
  disabled?: boolean;
  error?: string | undefined;
};

/**
 * 1 to 5 stars as a group of radio buttons (arrow keys move the choice, as in any radio
 * group); hovering shows what a click would give.
 */
export function StarInput({ value, onChange, legend, disabled, error }: StarInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <fieldset
      className="grid gap-1.5"
      disabled={disabled}
      {...(error ? { "aria-describedby": errorId, "aria-invalid": true } : {})}
    >
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex items-center gap-0.5" onMouseLeave={() => setHover(null)}>
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
            onMouseEnter={() => setHover(n)}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={cn(
                "size-7 transition-colors",
                n <= shown ? "fill-amber-400 text-amber-500" : "fill-transparent text-muted-foreground/60",
              )}
            />
            <span className="sr-only">{m.starsAria(n)}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
