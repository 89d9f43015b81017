import { useEffect } from "react";
import { useParams, useSearchParams } from "react-router";
import { LessonView } from "@/features/courses/components/lesson-view";

/** ?t=125 starts the video at 2:05 ('Continuar de onde parou'); anything else is ignored. */
function readStart(value: string | null): number | null {
  if (!value || !/^\d{1,5}$/.test(value)) return null;
  return Number(value);
}

/** /curso/:slug/aula/:lessonSlug */
export function LessonRoute() {
  const { slug = "", lessonSlug = "" } = useParams();
  const [search, setSearch] = useSearchParams();
  // The lesson keeps where ?t= started it; off the address, a reload (a phone that dropped the
  // tab while it slept) resumes from the position saved since, not from ?t= again.
  const hasStart = search.has("t");
  useEffect(() => {
    if (!hasStart) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("t");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [hasStart, setSearch]);
  return (
    <div className="mx-auto w-full max-w-6xl">
      {/* Keyed: the next lesson starts with a fresh player, tracker and comments. */}
      <LessonView
        key={`${slug}/${lessonSlug}`}
        courseSlug={slug}
        lessonSlug={lessonSlug}
        startOverride={readStart(search.get("t"))}
      />
    </div>
  );
}
