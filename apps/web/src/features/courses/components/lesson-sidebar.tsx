import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import type { CoursePage, LessonOutline, ModuleOutline } from "@guilda/shared/schemas/courses";
import { Download, FileText, PlayCircle } from "lucide-react";
import { useId, useRef } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton, SkeletonLine } from "@/components/ui/skeleton";
import { useRevealAfterLayout } from "@/hooks/use-reveal-after-layout";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { formatDuration, lessonLockLabel } from "../lib/format";
import { CourseProgress } from "./course-progress";
import { STATE_TEXT, StateIcon } from "./course-outline";

/** The certificate's PDF, as its holder downloads it. */
const certificatePdf = (code: string) => `/api/certificates/${encodeURIComponent(code)}/pdf`;

function LessonLink({
  courseSlug,
  lesson,
  isCurrent,
  onNavigate,
}: {
  courseSlug: string;
  lesson: LessonOutline;
  isCurrent: boolean;
  onNavigate: (() => void) | undefined;
}) {
  const isLocked = lesson.state === "locked";
  const KindIcon = lesson.kind === "video" ? PlayCircle : FileText;
  // The state is always said; on screen the icon shows it, and words only where they add something.
  const stateText = lesson.state === "locked" ? lessonLockLabel(lesson.lock) : STATE_TEXT[lesson.state];
  const content = (
    <>
      <StateIcon lesson={lesson} className="mt-px size-4" />
      <span className="grid min-w-0 flex-1 gap-0.5">
        <span
          className={cn("break-words", isLocked && "text-muted-foreground", isCurrent && "font-semibold")}
        >
          {lesson.title}
        </span>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs">
          {isCurrent ? <span className="font-medium text-primary-text">{m.currentLesson}</span> : null}
          <span className={isLocked ? "font-medium text-muted-foreground" : "sr-only"}>{stateText}</span>
        </span>
      </span>
      <span className="mt-px flex shrink-0 items-center gap-1 text-xs text-muted-foreground">
        <KindIcon aria-hidden="true" className="size-3.5" />
        <span className="sr-only">{lesson.kind === "video" ? m.lessonKindVideo : m.lessonKindText}</span>
        {lesson.duration_seconds > 0 ? formatDuration(lesson.duration_seconds) : null}
      </span>
    </>
  );
  const row = "flex items-start gap-2.5 border-l-2 px-3 py-2.5 text-sm";
  // A locked lesson would only answer 403: it shows where it is and when it opens, without a link.
  if (isLocked) return <div className={cn(row, "border-transparent")}>{content}</div>;
  return (
    <Link
      to={paths.lesson(courseSlug, lesson.slug)}
      aria-current={isCurrent ? "page" : undefined}
      data-current={isCurrent ? "" : undefined}
      onClick={onNavigate}
      className={cn(
        row,
        "transition-colors hover:bg-accent focus-visible:-outline-offset-2",
        isCurrent ? "border-primary bg-accent" : "border-transparent",
      )}
    >
      {content}
    </Link>
  );
}

function ModuleLessons({
  courseSlug,
  module,
  index,
  currentSlug,
  onNavigate,
}: {
  courseSlug: string;
  module: ModuleOutline;
  index: number;
  currentSlug: string;
  onNavigate: (() => void) | undefined;
}) {
  const headingId = useId();
  const done = module.lessons.filter((lesson) => lesson.state === "done").length;
  return (
    <section aria-labelledby={headingId} className="grid">
      <h3
        id={headingId}
        className="flex items-baseline justify-between gap-3 bg-muted/50 px-3 py-2 text-sm font-semibold"
      >
        <span className="min-w-0 break-words">
          <span className="text-muted-foreground">{index + 1}. </span>
          {module.title}
        </span>
        <span className="shrink-0 text-xs font-normal text-muted-foreground">
          <span aria-hidden="true">{m.moduleProgress(done, module.lessons.length)}</span>
          <span className="sr-only">{m.progressCount(done, module.lessons.length)}</span>
        </span>
      </h3>
      <ol>
        {module.lessons.map((lesson) => (
          <li key={lesson.id}>
            <LessonLink
              courseSlug={courseSlug}
              lesson={lesson}
              isCurrent={lesson.slug === currentSlug}
              onNavigate={onNavigate}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

type CourseContentsProps = {
  course: CoursePage;
  /** The lesson open in the player: marked, and scrolled into view in a long outline. */
  currentSlug: string;
  /** Called when a lesson is chosen (the drawer closes). */
  onNavigate?: () => void;
  className?: string;
};

/**
 * The course beside the lesson: its progress, the certificate once earned, and every module with
 * its lessons as the server decided them (done, in progress, locked and why, or when a drip
 * lesson opens), the open one marked.
 */
export function CourseContents({ course, currentSlug, onNavigate, className }: CourseContentsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const modules = course.modules.filter((module) => module.lessons.length > 0);
  // The open lesson in view inside the outline's own scroll, never by scrolling the page.
  useRevealAfterLayout(listRef, currentSlug, () => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>("[data-current]");
    if (!list || !current || list.scrollHeight <= list.clientHeight) return;
    const top = current.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + current.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = Math.max(0, top - list.clientHeight / 3);
  });
  return (
    <div className={cn("flex min-h-0 flex-col", className)}>
      <div className="grid gap-3 border-b border-border p-4">
        <Link
          to={paths.course(course.slug)}
          className="text-sm font-semibold break-words underline-offset-4 hover:underline"
        >
          {course.title}
        </Link>
        <CourseProgress title={course.title} progress={course.progress} detailed />
        {course.certificate ? (
          <Button asChild variant="outline" size="sm" className="w-full">
            <a
              href={certificatePdf(course.certificate.code)}
              download
              aria-label={m.downloadCertificateOf(course.title)}
            >
              <Download aria-hidden="true" />
              {m.downloadCertificate}
            </a>
          </Button>
        ) : null}
      </div>
      <div ref={listRef} className="min-h-0 flex-1 overflow-y-auto">
        {modules.length === 0 ? (
          <p className="p-4 text-sm text-muted-foreground">{m.noLessons}</p>
        ) : (
          <div className="grid divide-y divide-border">
            {modules.map((module, index) => (
              <ModuleLessons
                key={module.id}
                courseSlug={course.slug}
                module={module}
                index={index}
                currentSlug={currentSlug}
                onNavigate={onNavigate}
              />
            ))}
          </div>
        )}
      </div>
    </div>
  );
}

/** The outline's place while the course is on its way: the same frame, so nothing moves. */
export function CourseContentsSkeleton({ className }: { className?: string }) {
  return (
    <div className={cn("flex flex-col", className)} aria-hidden="true">
      <div className="grid gap-3 border-b border-border p-4">
        <SkeletonLine line="h-5" className="h-3.5 w-3/4" />
        <Skeleton className="h-2 w-full rounded-full" />
        <SkeletonLine line="h-4" className="h-3 w-1/2" />
      </div>
      <div className="grid gap-3 p-4">
        {[0, 1, 2, 3, 4].map((i) => (
          <SkeletonLine key={i} line="h-5" className="h-3.5 w-full" />
        ))}
      </div>
    </div>
  );
}
