import { commonMessages } from "@guilda/shared/messages/common";
import { shellMessages } from "@guilda/shared/messages/shell";
import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import type { MyCourse } from "@guilda/shared/schemas/courses";
import { formatDistanceToNow } from "date-fns";
import { ptBR } from "date-fns/locale/pt-BR";
import { BookOpen, LibraryBig, Play, RotateCcw, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { paths } from "@/lib/paths";
import { useMyCourses } from "../api/get-my-courses";
import { CourseCard } from "./course-card";
import { CourseGrid, CourseGridSkeleton } from "./course-grid";
import { PageHeader } from "./page-header";

/** Every lesson done: the card offers to review the course (its page), never to continue it. */
const isFinished = (course: MyCourse) =>
  course.progress.total > 0 && course.progress.completed >= course.progress.total;

function ContinueFooter({ course }: { course: MyCourse }) {
  const finished = isFinished(course);
  const to =
    course.resume && !finished
      ? paths.lesson(course.slug, course.resume.lesson_slug, course.resume.position_seconds)
      : paths.course(course.slug);
  return (
    <>
      <Button asChild size="sm" variant={finished ? "outline" : "default"}>
        <Link to={to} aria-label={finished ? m.reviewCourseOf(course.title) : m.continueCourse(course.title)}>
          {finished ? <RotateCcw aria-hidden="true" /> : <Play aria-hidden="true" />}
          {finished ? m.reviewCourse : m.continue}
        </Link>
      </Button>
      <span className="text-xs text-muted-foreground">
        {course.last_activity_at
          ? m.lastActivity(
              formatDistanceToNow(new Date(course.last_activity_at), { addSuffix: true, locale: ptBR }),
            )
          : m.notStarted}
      </span>
    </>
  );
}

/**
 * /dashboard ('Meus cursos'): what the member can open, in progress first, with 'Continuar' (or
 * 'Rever curso' once finished).
 */
export function MyCourses() {
  const mine = useMyCourses();

  let body;
  if (mine.isPending) {
    body = (
      <div role="status">
        <span className="sr-only">{commonMessages.loading}</span>
        <CourseGridSkeleton />
      </div>
    );
  } else if (mine.isError) {
    body = (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={m.myCoursesLoadError}
        action={
          <Button variant="outline" onClick={() => void mine.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  } else if (mine.data.items.length === 0) {
    body = (
      <EmptyState
        icon={<BookOpen aria-hidden="true" />}
        title={m.myCoursesEmptyTitle}
        text={m.myCoursesEmptyText}
        action={
          <Button asChild>
            <Link to={paths.coursesShowcase}>{m.showcaseLink}</Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <CourseGrid>
        {mine.data.items.map((course) => (
          <li key={course.id} className="flex">
            <CourseCard
              course={course}
              headingLevel="h2"
              className="flex-1"
              footer={<ContinueFooter course={course} />}
            />
          </li>
        ))}
      </CourseGrid>
    );
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title={shellMessages.myCourses}
        subtitle={m.myCoursesSubtitle}
        actions={
          <Button asChild variant="outline">
            <Link to={paths.courses}>
              <LibraryBig aria-hidden="true" />
              {m.allCoursesLink}
            </Link>
          </Button>
        }
      />
      {body}
    </div>
  );
}
