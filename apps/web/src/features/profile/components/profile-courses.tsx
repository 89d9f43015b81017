import { webProfileMessages as m } from "@guilda/shared/messages/web-profile";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import type { MyCourse } from "@guilda/shared/schemas/courses";
import { GraduationCap, Play } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { paths } from "@/lib/paths";
import { useMyCourses } from "../api/get-my-courses";
import { ProfileSection, SectionEmpty, SectionError, SectionSkeleton } from "./profile-section";

/** Started (a lesson done or a resume point) and not finished. */
function isInProgress(course: MyCourse): boolean {
  return course.progress.percent < 100 && (course.progress.completed > 0 || course.resume !== null);
}

function CourseRow({ course }: { course: MyCourse }) {
  const textId = useId();
  const resume = course.resume;
  const to = resume
    ? paths.lesson(course.slug, resume.lesson_slug, resume.position_seconds)
    : paths.course(course.slug);
  return (
    <li className="grid gap-2 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={paths.course(course.slug)} className="min-w-0 font-medium break-words hover:underline">
          {course.title}
        </Link>
        <Button asChild size="sm" variant="outline">
          <Link to={to} aria-label={`${m.continueCourse}: ${course.title}`}>
            <Play aria-hidden="true" />
            {m.continueCourse}
          </Link>
        </Button>
      </div>
      <Progress
        value={course.progress.percent}
        aria-label={m.courseProgress(course.title)}
        aria-describedby={textId}
        getValueLabel={(value) => m.coursePercent(value)}
      />
      <p id={textId} className="text-xs text-muted-foreground">
        {m.coursePercent(course.progress.percent)}
      </p>
    </li>
  );
}

/** /perfil: the courses I started and have not finished, with their progress. */
export function ProfileCourses() {
  const courses = useMyCourses();
  let body;
  if (courses.isPending) body = <SectionSkeleton />;
  else if (courses.isError)
    body = (
      <SectionError
        text={m.coursesLoadError}
        retry={webShellMessages.retry}
        onRetry={() => void courses.refetch()}
      />
    );
  else {
    const started = courses.data.items.filter(isInProgress);
    body =
      started.length === 0 ? (
        <SectionEmpty
          icon={<GraduationCap />}
          title={m.noCoursesTitle}
          text={m.noCoursesText}
          action={
            <Button asChild variant="outline" size="sm">
              <Link to={paths.courses}>{m.seeCourses}</Link>
            </Button>
          }
        />
      ) : (
        <ul className="divide-y divide-border">
          {started.map((course) => (
            <CourseRow key={course.id} course={course} />
          ))}
        </ul>
      );
  }
  return <ProfileSection title={m.coursesTitle}>{body}</ProfileSection>;
}
