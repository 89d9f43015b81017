import { courseMessages } from "@guilda/shared/messages/courses";
import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import type { CoursePage, LessonNeighbour, LessonPage } from "@guilda/shared/schemas/courses";
import {
  ArrowLeft,
  ChevronLeft,
  ChevronRight,
  CheckCircle2,
  Eye,
  ListVideo,
  Lock,
  SearchX,
  Undo2,
} from "lucide-react";
import { Component, lazy, Suspense, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogTitle, DialogTrigger, SheetContent } from "@/components/ui/dialog";
import { PageLoader } from "@/components/ui/page-loader";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useCourse } from "../api/get-course";
import { useLesson } from "../api/get-lesson";
import { useSetLessonCompletion } from "../api/set-lesson-completion";
import { announceProgress } from "../hooks/use-lesson-progress";
import { formatDate } from "../lib/format";
import type { LessonRef } from "../lib/progress-cache";
import { CourseProgress } from "./course-progress";
import { LoadFailed, PageState } from "./course-states";
import { LessonAttachments } from "./lesson-attachments";
import { LessonComments } from "./lesson-comments";
import { CourseContents, CourseContentsSkeleton } from "./lesson-sidebar";
import { RichHtml } from "@/components/ui/rich-html";

// media-chrome and the provider elements load only here, and only for a video lesson.
const LessonPlayer = lazy(() =>
  import("./player/lesson-player").then((module) => ({ default: module.LessonPlayer })),
);

function PlayerPlaceholder({ children }: { children: ReactNode }) {
  return (
    <div className="flex aspect-video w-full items-center justify-center gap-2 rounded-lg bg-black p-6 text-center text-sm text-white/80">
      {children}
    </div>
  );
}

/** A player that fails to load (offline, blocked script) leaves the rest of the lesson usable. */
class PlayerBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) return <PlayerPlaceholder>{m.playerError}</PlayerPlaceholder>;
    return this.props.children;
  }
}

function NeighbourLink({
  courseSlug,
  lesson,
  direction,
}: {
  courseSlug: string;
  lesson: LessonNeighbour;
  direction: "previous" | "next";
}) {
  if (!lesson) return <span />;
  const label = direction === "previous" ? m.previousLesson : m.nextLesson;
  const isNext = direction === "next";
  const inner = (
    <>
      {isNext ? null : <ChevronLeft aria-hidden="true" className="size-5 shrink-0" />}
      <span className={cn("grid min-w-0 gap-0.5", isNext && "text-right")}>
        <span className="text-xs text-muted-foreground">
          {label}
          {lesson.locked ? ` (${m.lockedNeighbour})` : null}
        </span>
        <span className="truncate font-medium">{lesson.title}</span>
      </span>
      {isNext ? <ChevronRight aria-hidden="true" className="size-5 shrink-0" /> : null}
      {lesson.locked ? <Lock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" /> : null}
    </>
  );
  const classes = cn(
    "flex min-w-0 items-center gap-2 rounded-lg border border-border bg-card px-3 py-2.5 text-sm",
    isNext && "justify-end sm:col-start-2",
  );
  // A locked lesson would only answer 403: show where it is, without a link.
  if (lesson.locked) return <div className={cn(classes, "border-dashed bg-transparent")}>{inner}</div>;
  return (
    <Link
      to={paths.lesson(courseSlug, lesson.slug)}
      className={cn(classes, "transition-colors hover:border-primary/50 hover:bg-accent")}
    >
      {inner}
    </Link>
  );
}

/** A video that completes by watching: how much of it is credited, until it completes by itself. */
function WatchStatus({ lesson }: { lesson: LessonPage }) {
  const watched =
    lesson.duration_seconds > 0
      ? Math.min(100, Math.floor((lesson.progress.seconds_watched / lesson.duration_seconds) * 100))
      : 0;
  return (
    <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <Eye aria-hidden="true" className="size-4 shrink-0" />
      <span>
        {m.watchToComplete(lesson.completion.threshold_percent)}{" "}
        <span className="font-medium text-foreground">{m.watchedShare(watched)}</span>
      </span>
    </p>
  );
}

function CompletionControl({ lesson, lessonRef }: { lesson: LessonPage; lessonRef: LessonRef }) {
  const completion = useSetLessonCompletion();
  const isDone = !!lesson.progress.completed_at;
  // A video that completes by watching has no button to complete it, only the undo once done.
  if (!isDone && lesson.completion.mode === "watch") return <WatchStatus lesson={lesson} />;
  const toggle = () =>
    completion.mutate(
      { lesson: lessonRef, completed: !isDone },
      {
        onSuccess: (result) => {
          if (isDone) toast(courseMessages.lessonUncompletedTitle);
          else announceProgress(result);
        },
        onError: () => toast.error(courseMessages.progressErrorTitle, { description: m.completionError }),
      },
    );
  return (
    <div className="flex flex-wrap items-center gap-3">
      {isDone ? (
        <p className="flex items-center gap-1.5 text-sm font-medium text-primary-text">
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {lesson.progress.completed_at
            ? m.completedOn(formatDate(lesson.progress.completed_at))
            : m.lessonCompleted}
        </p>
      ) : null}
      <Button variant={isDone ? "outline" : "default"} onClick={toggle} disabled={completion.isPending}>
        {completion.isPending ? (
          <Spinner />
        ) : isDone ? (
          <Undo2 aria-hidden="true" />
        ) : (
          <CheckCircle2 aria-hidden="true" />
        )}
        {isDone ? courseMessages.markIncomplete : courseMessages.markComplete}
      </Button>
    </div>
  );
}

/** Below 1024 px the course's outline is a drawer from the right, opened from the lesson's header. */
function CourseContentsDrawer({
  course,
  currentSlug,
}: {
  course: CoursePage | undefined;
  currentSlug: string;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="lg:hidden" disabled={!course}>
          <ListVideo aria-hidden="true" />
          {m.courseContents}
          {course ? (
            <span className="font-normal text-muted-foreground tabular-nums">{course.progress.percent}%</span>
          ) : null}
        </Button>
      </DialogTrigger>
      <SheetContent
        side="right"
        className="w-[min(24rem,calc(100vw-2.5rem))]"
        closeLabel={m.closeCourseContents}
        aria-describedby={undefined}
      >
        <div className="flex h-14 shrink-0 items-center border-b border-border pr-14 pl-4">
          <DialogTitle className="text-base">{m.courseContents}</DialogTitle>
        </div>
        {course ? (
          <nav aria-label={m.courseContents} className="flex min-h-0 flex-1 flex-col">
            <CourseContents
              course={course}
              currentSlug={currentSlug}
              onNavigate={() => setOpen(false)}
              className="flex-1"
            />
          </nav>
        ) : null}
      </SheetContent>
    </Dialog>
  );
}

function LessonContent({
  lesson,
  course,
  courseSlug,
  startOverride,
}: {
  lesson: LessonPage;
  course: CoursePage | undefined;
  courseSlug: string;
  startOverride: number | null;
}) {
  // Where the video starts is decided once, when the lesson opens; later saves don't move it.
  const [startAt] = useState(() => startOverride ?? lesson.progress.position_seconds);
  const lessonRef: LessonRef = { id: lesson.id, slug: lesson.slug, title: lesson.title, courseSlug };
  const isTracking = !lesson.preview_only;

  return (
    <article aria-labelledby="lesson-title" className="grid gap-6">
      <header className="grid gap-2">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Link
            to={paths.course(courseSlug)}
            className="flex w-fit items-center gap-1.5 text-sm font-medium text-primary-text underline-offset-4 hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {m.backToCourse}
          </Link>
          <CourseContentsDrawer course={course} currentSlug={lesson.slug} />
        </div>
        <p className="text-sm break-words text-muted-foreground">
          <span className="font-medium text-foreground">{lesson.course.title}</span>
          {" · "}
          {m.moduleOf(lesson.module.title)}
        </p>
        <h1 id="lesson-title" className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {lesson.title}
        </h1>
      </header>

      {lesson.video ? (
        <PlayerBoundary>
          <Suspense
            fallback={
              <PlayerPlaceholder>
                <Spinner />
                {m.playerLoading}
              </PlayerPlaceholder>
            }
          >
            <LessonPlayer
              video={lesson.video}
              lesson={lessonRef}
              startAt={startAt}
              knownDuration={lesson.duration_seconds}
              isTracking={isTracking}
            />
          </Suspense>
        </PlayerBoundary>
      ) : lesson.kind === "video" ? (
        <PlayerPlaceholder>{m.videoUnavailable}</PlayerPlaceholder>
      ) : null}

      {lesson.preview_only ? (
        <Alert>
          <Eye aria-hidden="true" />
          <div className="grid gap-1">
            <p>{m.previewNotice}</p>
            <Link
              to={paths.coursesShowcase}
              className="w-fit font-medium text-primary-text underline underline-offset-2"
            >
              {m.seeShowcase}
            </Link>
          </div>
        </Alert>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-border bg-card p-4">
          <CompletionControl lesson={lesson} lessonRef={lessonRef} />
          {/* From 1024 px the course's progress is beside the player, with its outline. */}
          <CourseProgress
            title={lesson.course.title}
            progress={lesson.course.progress}
            detailed
            className="w-full sm:w-64 lg:hidden"
          />
        </div>
      )}

      {lesson.content_html ? <RichHtml html={lesson.content_html} headingBase={2} /> : null}

      <LessonAttachments attachments={lesson.attachments} />

      {lesson.previous || lesson.next ? (
        <nav aria-label={m.lessonNav} className="grid gap-3 sm:grid-cols-2">
          <NeighbourLink courseSlug={courseSlug} lesson={lesson.previous} direction="previous" />
          <NeighbourLink courseSlug={courseSlug} lesson={lesson.next} direction="next" />
        </nav>
      ) : null}

      <LessonComments lessonId={lesson.id} />
    </article>
  );
}

type LessonViewProps = {
  courseSlug: string;
  lessonSlug: string;
  /** ?t= of 'Continuar de onde parou': start there instead of the saved position. */
  startOverride: number | null;
};

/**
 * The course beside the player from 1024 px: its place is kept from the first paint (a skeleton
 * until the course arrives, usually with the page), so nothing moves when it fills in.
 */
function CourseSidebar({
  course,
  currentSlug,
}: {
  course: ReturnType<typeof useCourse>;
  currentSlug: string;
}) {
  if (course.isError && isApiError(course.error) && course.error.status === 404) return null;
  return (
    <nav
      aria-label={m.courseContents}
      className="hidden overflow-hidden rounded-lg border border-border bg-card lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1 lg:flex lg:max-h-[calc(100dvh-6rem)] lg:flex-col"
    >
      {course.data ? (
        <CourseContents course={course.data} currentSlug={currentSlug} className="flex-1" />
      ) : course.isError ? (
        <div className="grid justify-items-start gap-2 p-4 text-sm text-muted-foreground">
          <p>{m.courseContentsLoadError}</p>
          <Button variant="outline" size="sm" onClick={() => void course.refetch()}>
            {m.retry}
          </Button>
        </div>
      ) : (
        <CourseContentsSkeleton />
      )}
    </nav>
  );
}

/** /curso/:slug/aula/:lessonSlug: the lesson, and its course beside it (a drawer on narrower screens). */
export function LessonView(props: LessonViewProps) {
  const course = useCourse(props.courseSlug);
  // Read once, when the lesson opens: the route drops ?t= from the address right away.
  const [startOverride] = useState(props.startOverride);
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 lg:col-start-1 lg:row-start-1">
        <LessonMain {...props} startOverride={startOverride} course={course.data} />
      </div>
      <CourseSidebar course={course} currentSlug={props.lessonSlug} />
    </div>
  );
}

/** A locked lesson (403 COURSE_LOCKED) is a state, not a failure. */
function LessonMain({
  courseSlug,
  lessonSlug,
  startOverride,
  course,
}: LessonViewProps & { course: CoursePage | undefined }) {
  const lesson = useLesson(courseSlug, lessonSlug);
  if (lesson.isPending) return <PageLoader />;
  if (lesson.isError) {
    const error = lesson.error;
    const backToCourse = (
      <Button asChild>
        <Link to={paths.course(courseSlug)}>{m.backToCourse}</Link>
      </Button>
    );
    if (isApiError(error) && (error.code === "COURSE_LOCKED" || error.status === 403)) {
      const reason = error.reasons?.[0];
      return (
        <PageState
          icon={<Lock aria-hidden="true" />}
          title={m.lessonLockedTitle}
          text={error.message}
          actions={
            <>
              {backToCourse}
              {reason === "drip" ? null : (
                <Button asChild variant="outline">
                  <Link to={paths.coursesShowcase}>{m.seeShowcase}</Link>
                </Button>
              )}
            </>
          }
        />
      );
    }
    if (isApiError(error) && error.status === 404)
      return (
        <PageState
          icon={<SearchX aria-hidden="true" />}
          title={m.lessonNotFoundTitle}
          text={m.lessonNotFoundText}
          actions={backToCourse}
        />
      );
    return (
      <LoadFailed
        title={courseMessages.dataErrorTitle}
        text={m.lessonLoadError}
        onRetry={() => void lesson.refetch()}
      />
    );
  }
  return (
    <LessonContent
      key={lesson.data.id}
      lesson={lesson.data}
      course={course}
      courseSlug={courseSlug}
      startOverride={startOverride}
    />
  );
}
