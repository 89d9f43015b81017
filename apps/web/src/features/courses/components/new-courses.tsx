import { commonMessages } from "@guilda/shared/messages/common";
import { courseMessages } from "@guilda/shared/messages/courses";
import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import { Sparkles, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { paths } from "@/lib/paths";
import { useNewCourses } from "../api/get-new-courses";
import { formatLongDate } from "../lib/format";
import { CourseCard } from "./course-card";
import { CourseGrid, CourseGridSkeleton } from "./course-grid";
import { PageHeader } from "./page-header";

/** /novos-cursos: published in the last 30 days, newest first. */
export function NewCourses() {
  const newest = useNewCourses();

  let body;
  if (newest.isPending) {
    body = (
      <div role="status">
        <span className="sr-only">{commonMessages.loading}</span>
        <CourseGridSkeleton />
      </div>
    );
  } else if (newest.isError) {
    body = (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={courseMessages.loadErrorTitle}
        text={courseMessages.loadErrorText}
        action={
          <Button variant="outline" onClick={() => void newest.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  } else if (newest.data.items.length === 0) {
    body = (
      <EmptyState
        icon={<Sparkles aria-hidden="true" />}
        title={m.newCoursesEmptyTitle}
        text={m.newCoursesEmptyText}
        action={
          <Button asChild variant="outline">
            <Link to={paths.courses}>{m.allCoursesLink}</Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <CourseGrid>
        {newest.data.items.map((course) => (
          <li key={course.id} className="flex">
            <CourseCard
              course={course}
              headingLevel="h2"
              className="flex-1"
              footer={
                course.published_at ? (
                  <time dateTime={course.published_at} className="text-xs text-muted-foreground">
                    {m.publishedOn(formatLongDate(course.published_at))}
                  </time>
                ) : null
              }
            />
          </li>
        ))}
      </CourseGrid>
    );
  }

  return (
    <div className="grid gap-6">
      <PageHeader title={m.newCoursesTitle} subtitle={m.newCoursesSubtitle} />
      {body}
    </div>
  );
}
