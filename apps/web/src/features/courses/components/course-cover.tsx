import { GraduationCap } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";

type CourseCoverProps = {
  url: string | null;
  title: string;
  className?: string;
  /** Classes of the placeholder only (a course page shows a lower banner when there is no cover). */
  placeholderClassName?: string;
};

/**
 * The course's cover at 16:9, or (no cover, or it fails to load) a soft brand-coloured panel
 * with the course's initial. Decorative: the title is always next to it.
 */
export function CourseCover({ url, title, className, placeholderClassName }: CourseCoverProps) {
  const [failed, setFailed] = useState(false);
  const base = cn("relative aspect-video w-full overflow-hidden bg-muted", className);
  if (url && !failed)
    return (
      <div className={base}>
        <img
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      </div>
    );
  return (
    <div
      aria-hidden="true"
      className={cn(
        base,
        "flex items-center justify-center bg-gradient-to-br from-primary/35 via-primary/10 to-muted text-primary-text",
        placeholderClassName,
      )}
    >
      <GraduationCap className="absolute top-3 left-3 size-5 opacity-70" />
      <span className="text-5xl font-bold tracking-tight opacity-80 select-none">
        {title.trim().charAt(0).toUpperCase()}
      </span>
    </div>
  );
}
