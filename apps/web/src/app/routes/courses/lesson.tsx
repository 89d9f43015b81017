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
  const [search] = useSearchParams();
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
