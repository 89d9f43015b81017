import type { CourseCard as CourseCardData } from "@guilda/shared/schemas/courses";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { courseSummary } from "../lib/format";
import { CourseCover } from "./course-cover";
import { CourseLockBadge } from "./course-lock-badge";
import { CourseProgress } from "./course-progress";

type CourseCardProps = {
  course: CourseCardData;
  /** The card's title is a heading one level under the section it sits in. */
  headingLevel?: "h2" | "h3";
  /** Under the progress bar: a 'Continuar' button, a publication date. */
  footer?: ReactNode;
  className?: string;
};

/**
 * Cover, title, '12 aulas · 3h 20min', the member's progress and, when closed, the reason. The
 * whole card opens the course (the title link stretches over it); buttons in the footer stay
 * clickable above it.
 */
export function CourseCard({ course, headingLevel: Heading = "h3", footer, className }: CourseCardProps) {
  const isOpen = course.lock.state === "open";
  return (
    <article
      className={cn(
        "group relative flex flex-col rounded-lg border border-border bg-card text-card-foreground shadow-card transition-colors hover:border-primary/50",
        className,
      )}
    >
      <div className="relative overflow-hidden rounded-t-lg">
        <CourseCover url={course.cover_url} title={course.title} className={cn(!isOpen && "opacity-80")} />
        <CourseLockBadge lock={course.lock} className="absolute top-2 right-2 shadow-sm" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="grid gap-1">
          <Heading className="text-base leading-snug font-semibold break-words">
            <Link
              to={paths.course(course.slug)}
              className="outline-none group-hover:text-primary-text after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:underline focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
            >
              {course.title}
            </Link>
          </Heading>
          <p className="text-sm text-muted-foreground">
            {courseSummary(course.lesson_count, course.duration_seconds)}
          </p>
        </div>
        {isOpen || course.progress.completed > 0 ? (
          <CourseProgress title={course.title} progress={course.progress} className="mt-auto" />
        ) : null}
        {footer ? (
          <div className="relative z-10 mt-auto flex flex-wrap items-center gap-2">{footer}</div>
        ) : null}
      </div>
    </article>
  );
}
