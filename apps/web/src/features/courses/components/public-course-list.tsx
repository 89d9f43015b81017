import { publicPageMessages as m } from "@guilda/shared/messages/public-page";
import type { PublicCourse } from "@guilda/shared/schemas/public-page";
import { ExternalLink, LibraryBig, ShoppingBag, WalletCards } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { paths } from "@/lib/paths";
import { markdownPreview } from "../lib/format";
import { CourseCover } from "./course-cover";

const isWebLink = (url: string) => /^https?:\/\/\S+$/i.test(url);

/** One showcase course as a visitor sees it: cover, category, title, description and the way to buy it. */
function PublicCourseCard({ course }: { course: PublicCourse }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card text-card-foreground shadow-card"
    >
      <CourseCover url={course.cover_url} title={course.title} />
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-5">
        <div className="grid gap-1.5">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {course.category}
          </p>
          <h3 id={titleId} className="text-lg font-bold tracking-tight break-words">
            {course.title}
          </h3>
          {course.description ? (
            <p className="line-clamp-4 text-sm break-words whitespace-pre-line text-muted-foreground">
              {markdownPreview(course.description)}
            </p>
          ) : null}
        </div>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">
          {course.offer_url && isWebLink(course.offer_url) ? (
            <Button asChild size="sm">
              <a href={course.offer_url} target="_blank" rel="noopener noreferrer" aria-describedby={titleId}>
                <ShoppingBag aria-hidden="true" />
                {m.wantCourse}
                <ExternalLink aria-hidden="true" className="size-3.5" />
                <span className="sr-only">{m.opensInNewTab}</span>
              </a>
            </Button>
          ) : (
            <Button asChild size="sm" variant="outline">
              <Link to={paths.pricing} aria-describedby={titleId}>
                <WalletCards aria-hidden="true" />
                {m.courseWithPlan}
              </Link>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

/** The public page's courses (the showcase's published ones), or a note while there are none. */
export function PublicCourseList({ courses }: { courses: PublicCourse[] }) {
  if (courses.length === 0)
    return <EmptyState icon={<LibraryBig aria-hidden="true" />} title={m.coursesEmpty} className="py-10" />;
  return (
    <ul aria-label={m.coursesTitle} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
      {courses.map((course, index) => (
        <li key={`${index}-${course.title}`}>
          <PublicCourseCard course={course} />
        </li>
      ))}
    </ul>
  );
}
