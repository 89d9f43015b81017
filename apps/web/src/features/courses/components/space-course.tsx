import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import type { CourseCard as CourseCardData } from "@guilda/shared/schemas/courses";
import { ArrowRight, GraduationCap } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/lib/paths";
import { courseSummary } from "../lib/format";
import { CourseCover } from "./course-cover";
import { CourseLockBadge } from "./course-lock-badge";
import { CourseProgress } from "./course-progress";

/**
 * The course a 'curso' space discusses, above the discussion: cover, title, size, progress or
 * why it is closed, and the way to it. Null course: not linked, or not visible to this member.
 */
export function SpaceCourse({ course }: { course: CourseCardData | null }) {
  if (!course)
    return (
      <p className="flex items-center gap-2 rounded-lg border border-dashed border-border bg-card/50 px-4 py-3 text-sm text-muted-foreground">
        <GraduationCap aria-hidden="true" className="size-4 shrink-0" />
        {m.spaceCourseMissing}
      </p>
    );
  const isOpen = course.lock.state === "open";
  return (
    <section
      aria-labelledby="space-course-title"
      className="grid overflow-hidden rounded-lg border border-border bg-card shadow-card sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]"
    >
      <CourseCover url={course.cover_url} title={course.title} className="sm:h-full" />
      <div className="grid content-start gap-3 p-4 sm:p-5">
        <div className="grid gap-1">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {m.spaceCourseTitle}
          </p>
          <h2 id="space-course-title" className="text-lg leading-snug font-semibold break-words">
            {course.title}
          </h2>
          <p className="text-sm text-muted-foreground">
            {courseSummary(course.lesson_count, course.duration_seconds)}
          </p>
        </div>
        {isOpen ? (
          <CourseProgress title={course.title} progress={course.progress} />
        ) : (
          <CourseLockBadge lock={course.lock} className="w-fit" />
        )}
        <div>
          <Button asChild size="sm">
            <Link to={paths.course(course.slug)}>
              {m.spaceCourseOpen}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
