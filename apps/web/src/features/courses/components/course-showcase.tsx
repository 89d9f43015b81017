import { commonMessages } from "@guilda/shared/messages/common";
import { courseMessages } from "@guilda/shared/messages/courses";
import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import type { ShowcaseCourse } from "@guilda/shared/schemas/courses";
import {
  ArrowRight,
  CheckCircle2,
  ExternalLink,
  LibraryBig,
  ShoppingBag,
  TriangleAlert,
  WalletCards,
} from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { paths } from "@/lib/paths";
import { useShowcase } from "../api/get-showcase";
import { courseSummary, markdownPreview } from "../lib/format";
import { CourseCover } from "./course-cover";
import { CourseLockBadge } from "./course-lock-badge";
import { PageHeader } from "./page-header";

const MODULES_SHOWN = 6;
const isWebLink = (url: string) => /^https?:\/\/\S+$/i.test(url);

/** 'Acessar curso' for an owned course; else 'Quero este curso' to the offer link, or whom to ask. */
function CallToAction({ course }: { course: ShowcaseCourse }) {
  if (course.owned)
    return (
      <Button asChild>
        <Link to={paths.course(course.slug)}>
          {m.accessCourse}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    );
  if (course.offer_url && isWebLink(course.offer_url))
    return (
      <Button asChild>
        <a href={course.offer_url} target="_blank" rel="noopener noreferrer">
          <ShoppingBag aria-hidden="true" />
          {m.wantCourse}
          <ExternalLink aria-hidden="true" className="size-3.5" />
          <span className="sr-only">{m.opensInNewTab}</span>
        </a>
      </Button>
    );
  // Without an offer link the course comes with a plan: the way in is the plans page.
  return (
    <Button asChild variant="outline">
      <Link to={paths.pricing}>
        <WalletCards aria-hidden="true" />
        {m.seePlans}
      </Link>
    </Button>
  );
}

function ShowcaseItem({ course }: { course: ShowcaseCourse }) {
  const titleId = useId();
  const shownModules = course.module_titles.slice(0, MODULES_SHOWN);
  const moreModules = course.module_count - shownModules.length;
  return (
    <article
      aria-labelledby={titleId}
      className="grid overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-card md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
    >
      <div className="relative">
        <CourseCover url={course.cover_url} title={course.title} className="md:h-full md:min-h-56" />
        {course.owned ? null : (
          <CourseLockBadge lock={course.lock} className="absolute top-2 right-2 shadow-sm" />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-4 p-5 sm:p-6">
        <div className="grid gap-1.5">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {course.category || courseMessages.generalCategory}
          </p>
          <h2 id={titleId} className="text-xl font-bold tracking-tight break-words">
            {course.title}
          </h2>
          {course.owned ? (
            <p className="flex items-center gap-1.5 text-sm font-medium text-primary-text">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              {m.owned}
            </p>
          ) : null}
          {course.description ? (
            <p className="line-clamp-4 break-words whitespace-pre-line text-muted-foreground">
              {markdownPreview(course.description)}
            </p>
          ) : null}
        </div>
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">{m.whatsInside}</h3>
          <p className="text-sm text-muted-foreground">
            {m.moduleCount(course.module_count)} ·{" "}
            {courseSummary(course.lesson_count, course.duration_seconds)}
          </p>
          {shownModules.length > 0 ? (
            <ul className="grid gap-1 text-sm sm:grid-cols-2">
              {shownModules.map((title, index) => (
                <li key={index} className="flex min-w-0 items-start gap-2">
                  <span
                    aria-hidden="true"
                    className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary/15 text-[0.6875rem] font-semibold text-primary-text"
                  >
                    {index + 1}
                  </span>
                  <span className="min-w-0 break-words">{title}</span>
                </li>
              ))}
              {moreModules > 0 ? (
                <li className="text-muted-foreground sm:col-span-2">+ {m.moduleCount(moreModules)}</li>
              ) : null}
            </ul>
          ) : null}
        </div>
        <div className="mt-auto flex flex-wrap gap-2">
          <CallToAction course={course} />
        </div>
      </div>
    </article>
  );
}

/** /cursos/vitrine: every published course with what is inside and the way in. */
export function CourseShowcase() {
  const showcase = useShowcase();

  let body;
  if (showcase.isPending) {
    body = (
      <div role="status" className="grid gap-4">
        <span className="sr-only">{commonMessages.loading}</span>
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-64 w-full rounded-lg" />
        ))}
      </div>
    );
  } else if (showcase.isError) {
    body = (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={courseMessages.loadErrorTitle}
        text={courseMessages.loadErrorText}
        action={
          <Button variant="outline" onClick={() => void showcase.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  } else if (showcase.data.items.length === 0) {
    body = <EmptyState icon={<LibraryBig aria-hidden="true" />} title={m.showcaseEmpty} />;
  } else {
    body = (
      <ul className="grid gap-5">
        {showcase.data.items.map((course) => (
          <li key={course.id}>
            <ShowcaseItem course={course} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title={m.showcaseTitle}
        subtitle={m.showcaseSubtitle}
        actions={
          <Button asChild variant="outline">
            <Link to={paths.courses}>{m.allCoursesLink}</Link>
          </Button>
        }
      />
      {body}
    </div>
  );
}
