import { initials } from "@guilda/shared/rules/initials";
import { Avatar as AvatarPrimitive } from "radix-ui";
import { cn } from "@/lib/cn";

const sizes = {
  sm: "size-8 text-xs",
  md: "size-10 text-sm",
  lg: "size-20 text-2xl",
} as const;

type AvatarProps = {
  name: string | null | undefined;
  src?: string | null | undefined;
  size?: keyof typeof sizes;
  className?: string;
  /**
   * Draws the initials with CSS instead of text: inside a control named by aria-label (the
   * user menu), visible letters that are not part of that name fail WCAG 2.5.3.
   */
  initialsAsImage?: boolean;
};

/**
 * Photo when it loads, otherwise the initials of the name (spec §9, at most two letters).
 * Decorative: the name is always shown or announced next to it.
 */
export function Avatar({ name, src, size = "md", className, initialsAsImage = false }: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        "relative inline-flex shrink-0 overflow-hidden rounded-full bg-muted select-none",
        sizes[size],
        className,
      )}
    >
      {src ? <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback
        className={cn(
          "flex size-full items-center justify-center bg-primary font-semibold text-primary-foreground",
          initialsAsImage && "before:content-[attr(data-initials)]",
        )}
        aria-hidden="true"
        delayMs={src ? 400 : 0}
        data-initials={initialsAsImage ? initials(name) : undefined}
      >
        {initialsAsImage ? null : initials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
