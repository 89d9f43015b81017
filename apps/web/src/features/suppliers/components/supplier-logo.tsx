import { initials } from "@guilda/shared/rules/initials";
import { Store } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";

const sizes = {
  sm: "size-12 text-sm",
  md: "size-16 text-base",
  lg: "size-24 text-2xl",
} as const;

type SupplierLogoProps = { name: string; src: string | null; size?: keyof typeof sizes; className?: string };

/**
 * The logo fitted in a rounded square (logos are often wide: never cropped), or the name's
 * initials. Decorative: the name is always next to it.
 */
export function SupplierLogo({ name, src, size = "md", className }: SupplierLogoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src !== null && src !== failedSrc;
  // 'Lupas & Pinças' → 'LP': only words count for the initials.
  const words = name.replace(/[^\p{L}\p{N}\s]/gu, " ").trim();
  const letters = words ? initials(words) : null;
  return (
    <div
      className={cn(
        "flex shrink-0 items-center justify-center overflow-hidden rounded-lg border border-border bg-muted",
        sizes[size],
        className,
      )}
    >
      {showImage ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          className="size-full bg-white object-contain p-1"
          onError={() => setFailedSrc(src)}
        />
      ) : letters ? (
        <span aria-hidden="true" className="font-semibold text-muted-foreground">
          {letters}
        </span>
      ) : (
        <Store aria-hidden="true" className="size-1/3 text-muted-foreground" />
      )}
    </div>
  );
}
