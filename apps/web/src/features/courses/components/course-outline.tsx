import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import type { LessonOutline, LessonState, ModuleOutline } from "@guilda/shared/schemas/courses";
import { CheckCircle2, Circle, CircleDot, FileText, Lock, PlayCircle } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { formatDuration, lessonLockLabel } from "../lib/format";

/** What a lesson's state is called, beside its icon (locked lessons say why instead). */
export const STATE_TEXT: Record<Exclude<LessonState, "locked">, string> = {
  done: m.lessonStateDone,
  in_progress: m.lessonStateInProgress,
  not_started: m.lessonStateNotStarted,
};

export function StateIcon({ lesson, className }: { lesson: LessonOutline; className?: string }) {
  const classes = cn("size-5 shrink-0", className);
  switch (lesson.state) {
    case "done":
      return <CheckCircle2 aria-hidden="true" className={cn(classes, "text-primary-text")} />;
    case "in_progress":
      return <CircleDot aria-hidden="true" className={cn(classes, "text-primary-text")} />;
    case "locked":
      return <Lock aria-hidden="true" className={cn(classes, "text-muted-foreground")} />;
    default:
      return <Circle aria-hidden="true" className={cn(classes, "text-muted-foreground/70")} />;
  }
}

function LessonRow({
  courseSlug,
  lesson,
  isCourseOpen,
}: {
  courseSlug: string;
  lesson: LessonOutline;
  isCourseOpen: boolean;
}) {
  const isLocked = lesson.state === "locked";
  const KindIcon = lesson.kind === "video" ? PlayCircle : FileText;
  const meta = (
    <span className="flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
      <KindIcon aria-hidden="true" className="size-3.5" />
      <span className="sr-only">{lesson.kind === "video" ? m.lessonKindVideo : m.lessonKindText}</span>
      {lesson.duration_seconds > 0 ? formatDuration(lesson.duration_seconds) : null}
    </span>
  );
  const content = (
    <>
      <StateIcon lesson={lesson} />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span className={cn("break-words", isLocked && "text-muted-foreground")}>{lesson.title}</span>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs">
          {lesson.state === "locked" ? (
            <span className="font-medium text-muted-foreground">{lessonLockLabel(lesson.lock)}</span>
          ) : (
            <span className={cn(lesson.state === "not_started" ? "sr-only" : "text-primary-text")}>
              {STATE_TEXT[lesson.state]}
            </span>
          )}
          {lesson.is_preview && !isCourseOpen ? (
            <span className="rounded-full bg-primary/15 px-1.5 font-medium text-primary-text">
              {m.lessonStatePreview}
            </span>
          ) : null}
        </span>
      </span>
      {meta}
    </>
  );
  const row = "flex items-center gap-3 px-4 py-3 text-sm";
  if (isLocked) return <div className={cn(row, "cursor-not-allowed")}>{content}</div>;
  return (
    <Link
      to={paths.lesson(courseSlug, lesson.slug)}
      className={cn(row, "transition-colors hover:bg-accent focus-visible:-outline-offset-2")}
    >
      {content}
    </Link>
  );
}

function ModuleSection({
  courseSlug,
  module,
  index,
  isCourseOpen,
}: {
  courseSlug: string;
  module: ModuleOutline;
  index: number;
  isCourseOpen: boolean;
}) {
  const headingId = useId();
  const done = module.lessons.filter((lesson) => lesson.state === "done").length;
  return (
    <section aria-labelledby={headingId} className="overflow-hidden rounded-lg border border-border bg-card">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 border-b border-border bg-muted/50 px-4 py-3">
        <h3 id={headingId} className="min-w-0 font-semibold break-words">
          <span className="text-muted-foreground">{index + 1}. </span>
          {module.title}
        </h3>
        <span className="text-xs text-muted-foreground">
          {isCourseOpen ? (
            <>
              <span aria-hidden="true">
                {done}/{module.lessons.length}
              </span>
              <span className="sr-only">{m.progressCount(done, module.lessons.length)}</span>
            </>
          ) : (
            m.moduleLessons(module.lessons.length)
          )}
        </span>
      </div>
      <ol className="divide-y divide-border">
        {module.lessons.map((lesson) => (
          <li key={lesson.id}>
            <LessonRow courseSlug={courseSlug} lesson={lesson} isCourseOpen={isCourseOpen} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Modules and their lessons, each with its state: done, in progress, locked and why. */
export function CourseOutline({
  courseSlug,
  modules,
  isCourseOpen,
}: {
  courseSlug: string;
  modules: ModuleOutline[];
  isCourseOpen: boolean;
}) {
  const withLessons = modules.filter((module) => module.lessons.length > 0);
  if (withLessons.length === 0) return <p className="text-sm text-muted-foreground">{m.noLessons}</p>;
  return (
    <div className="grid gap-4">
      {withLessons.map((module, index) => (
        <ModuleSection
          key={module.id}
          courseSlug={courseSlug}
          module={module}
          index={index}
          isCourseOpen={isCourseOpen}
        />
      ))}
    </div>
  );
}
