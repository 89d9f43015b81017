import { courseMessages } from "@guilda/shared/messages/courses";
import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import type { CoursePage, ResumePoint } from "@guilda/shared/schemas/courses";
import {
  Award,
  CalendarClock,
  Lock,
  MessagesSquare,
  Play,
  PlayCircle,
  RotateCcw,
  ShieldCheck,
} from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { PageLoader } from "@/components/ui/page-loader";
import { isApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { useCourse } from "../api/get-course";
import { courseSummary, formatClock, formatDate } from "../lib/format";
import { CourseCover } from "./course-cover";
import { CourseOutline } from "./course-outline";
import { CourseProgress } from "./course-progress";
import { CourseNotFound, LoadFailed } from "./course-states";
import { RichHtml } from "@/components/ui/rich-html";

function firstOpenLesson(course: CoursePage) {
  for (const module of course.modules)
    for (const lesson of module.lessons) if (lesson.state !== "locked") return lesson;
  return null;
}

/** Where 'Continuar de onde parou' leads; a lesson left at its very end starts over. */
function resumePoint(course: CoursePage): ResumePoint | null {
  const resume = course.resume;
  if (!resume) return null;
  const lesson = course.modules
    .flatMap((module) => module.lessons)
    .find((l) => l.slug === resume.lesson_slug);
  if (lesson && lesson.duration_seconds > 0 && resume.position_seconds >= lesson.duration_seconds - 1)
    return { ...resume, position_seconds: 0 };
  return resume;
}

/** Why the course is closed, in a sentence, with the way to the showcase. */
function LockNotice({ course }: { course: CoursePage }) {
  const { lock } = course;
  if (lock.state === "open") return null;
  const text =
    lock.state === "no_access"
      ? m.lockedCourseNoAccess
      : lock.state === "expired"
        ? lock.expired_at
          ? m.lockedCourseExpiredOn(formatDate(lock.expired_at))
          : m.lockedCourseExpired
        : m.lockedCourseScheduled(formatDate(lock.opens_at));
  const Icon = lock.state === "scheduled" ? CalendarClock : Lock;
  return (
    <div className="grid gap-3">
      <p
        className={cn(
          "flex items-start gap-2.5 text-sm font-medium",
          lock.state === "expired" && "text-destructive-text",
        )}
      >
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {text}
      </p>
      {lock.state === "scheduled" ? null : (
        <Button asChild variant="outline" className="w-full">
          <Link to={paths.coursesShowcase}>{m.seeShowcase}</Link>
        </Button>
      )}
    </div>
  );
}

/**
 * 'Ver certificado' downloads the PDF; below it, the public page to share (anyone checks the
 * certificate there, signed out, and adds it to LinkedIn).
 */
function CertificateLinks({ code }: { code: string }) {
  return (
    <div className="grid gap-1">
      <Button asChild variant="outline" className="w-full">
        <a href={`/api/certificates/${encodeURIComponent(code)}/pdf`} download>
          <Award aria-hidden="true" />
          {m.viewCertificate}
        </a>
      </Button>
      <Button asChild variant="link" className="min-h-10 w-full text-sm whitespace-normal">
        <Link to={paths.certificate(code)}>
          <ShieldCheck aria-hidden="true" />
          {m.certificatePublicPage}
        </Link>
      </Button>
    </div>
  );
}

/** Every lesson done: the course is finished, whatever is left to resume. */
function isFinished(course: CoursePage) {
  return course.progress.total > 0 && course.progress.completed >= course.progress.total;
}

/**
 * The buttons of the side panel: resume (or start; a finished course is reviewed from its first
 * lesson instead), certificate, the course's space.
 */
function CourseActions({ course }: { course: CoursePage }) {
  const isOpen = course.lock.state === "open";
  const finished = isOpen && isFinished(course);
  const resume = finished ? null : resumePoint(course);
  const first = isOpen && !resume ? firstOpenLesson(course) : null;
  return (
    <div className="grid gap-2">
      {finished && first ? (
        <>
          <Button asChild size="lg" className="w-full">
            <Link to={paths.lesson(course.slug, first.slug)}>
              <RotateCcw aria-hidden="true" />
              {m.reviewCourse}
            </Link>
          </Button>
          <p className="text-center text-xs text-muted-foreground">{m.courseFinished}</p>
        </>
      ) : null}
      {isOpen && resume ? (
        <>
          <Button asChild size="lg" className="w-full">
            <Link to={paths.lesson(course.slug, resume.lesson_slug, resume.position_seconds)}>
              <Play aria-hidden="true" />
              {courseMessages.continueWhereLeft}
            </Link>
          </Button>
          <p className="text-center text-xs break-words text-muted-foreground">
            {resume.position_seconds > 0
              ? m.resumeAt(resume.lesson_title, formatClock(resume.position_seconds))
              : m.resumeLesson(resume.lesson_title)}
          </p>
        </>
      ) : null}
      {first && !finished ? (
        <Button asChild size="lg" className="w-full">
          <Link to={paths.lesson(course.slug, first.slug)}>
            <PlayCircle aria-hidden="true" />
            {m.startCourse}
          </Link>
        </Button>
      ) : null}
      {course.certificate ? <CertificateLinks code={course.certificate.code} /> : null}
      {course.space ? (
        <Button asChild variant="ghost" className="h-auto min-h-10 w-full py-2 whitespace-normal">
          <Link to={paths.space(course.space.slug)}>
            <MessagesSquare aria-hidden="true" />
            {m.courseSpace(course.space.name)}
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

function CourseView({ course }: { course: CoursePage }) {
  const isOpen = course.lock.state === "open";
  return (
    <article aria-labelledby="course-title" className="grid gap-8">
      <header className="grid gap-2">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {course.category || courseMessages.generalCategory}
        </p>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h1 id="course-title" className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {course.title}
          </h1>
          {course.is_published ? null : <Badge variant="outline">{m.notPublished}</Badge>}
        </div>
        <p className="text-sm text-muted-foreground">
          {courseSummary(course.lesson_count, course.duration_seconds)}
        </p>
      </header>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-x-8">
        <CourseCover
          url={course.cover_url}
          title={course.title}
          className="rounded-lg border border-border lg:col-start-1"
          placeholderClassName="aspect-[3/1]"
        />
        {/* Right after the cover on phones; a sticky side panel on wide screens. */}
        <aside
          className={cn(
            "grid gap-4 self-start rounded-lg border border-border bg-card p-5 lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1",
            course.description_html ? "lg:row-span-3" : "lg:row-span-2",
          )}
        >
          <LockNotice course={course} />
          {isOpen || course.progress.completed > 0 ? (
            <CourseProgress title={course.title} progress={course.progress} detailed />
          ) : null}
          {course.lock.state === "open" && course.lock.expires_at ? (
            <p className="text-xs text-muted-foreground">
              {m.accessUntil(formatDate(course.lock.expires_at))}
            </p>
          ) : null}
          <CourseActions course={course} />
        </aside>
        {course.description_html ? (
          <section aria-labelledby="course-about" className="grid min-w-0 gap-3 lg:col-start-1">
            <h2 id="course-about" className="text-lg font-semibold tracking-tight">
              {m.aboutCourse}
            </h2>
            <RichHtml html={course.description_html} />
          </section>
        ) : null}
        <section aria-labelledby="course-content" className="grid min-w-0 gap-3 lg:col-start-1">
          <h2 id="course-content" className="text-lg font-semibold tracking-tight">
            {m.contentTitle}
          </h2>
          <CourseOutline courseSlug={course.slug} modules={course.modules} isCourseOpen={isOpen} />
        </section>
      </div>
    </article>
  );
}

/** /curso/:slug */
export function CourseDetail({ slug }: { slug: string }) {
  const course = useCourse(slug);
  if (course.isPending) return <PageLoader />;
  if (course.isError) {
    if (isApiError(course.error) && course.error.status === 404) return <CourseNotFound />;
    return (
      <LoadFailed
        title={courseMessages.dataErrorTitle}
        text={m.courseLoadError}
        onRetry={() => void course.refetch()}
      />
    );
  }
  return <CourseView course={course.data} />;
}
