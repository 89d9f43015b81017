import { commonMessages } from "@guilda/shared/messages/common";
import { courseMessages } from "@guilda/shared/messages/courses";
import { webCourseMessages as m } from "@guilda/shared/messages/web-courses";
import { LibraryBig, Search, SearchX, TriangleAlert, X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useCatalog } from "../api/get-catalog";
import { CourseCard } from "./course-card";
import { CourseGrid, CourseGridSkeleton } from "./course-grid";
import { PageHeader } from "./page-header";

const SEARCH_DELAY_MS = 300;

/** /cursos: published courses by category, searched by title on the server. */
export function CourseCatalog() {
  const [search, setSearch] = useState("");
  const q = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const catalog = useCatalog(q);
  const searchId = useId();

  // Spec §8.2: one destructive toast per failure (a retry that fails again toasts again).
  useEffect(() => {
    if (catalog.errorUpdatedAt > 0)
      toast.error(courseMessages.loadErrorTitle, { description: courseMessages.loadErrorText });
  }, [catalog.errorUpdatedAt]);

  const categories = catalog.data?.categories.filter((group) => group.courses.length > 0) ?? [];

  let body;
  if (catalog.isPending) {
    body = (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{commonMessages.loading}</span>
        <CourseGridSkeleton />
      </div>
    );
  } else if (catalog.isError && !catalog.data) {
    body = (
      <EmptyState
        icon={<TriangleAlert aria-hidden="true" />}
        title={courseMessages.loadErrorTitle}
        text={courseMessages.loadErrorText}
        action={
          <Button variant="outline" onClick={() => void catalog.refetch()}>
            {m.retry}
          </Button>
        }
      />
    );
  } else if (categories.length === 0) {
    body = q ? (
      <EmptyState
        icon={<SearchX aria-hidden="true" />}
        title={m.searchEmptyTitle}
        text={m.searchEmptyText(q)}
      />
    ) : (
      <EmptyState
        icon={<LibraryBig aria-hidden="true" />}
        title={m.catalogEmptyTitle}
        text={m.catalogEmptyText}
      />
    );
  } else {
    body = categories.map((group, index) => (
      // Not a landmark: two categories may show the same name ('' and the general one).
      <section key={group.category} className="grid gap-3">
        <h2 id={`${searchId}-${index}`} className="text-lg font-semibold tracking-tight">
          {group.category || courseMessages.generalCategory}
        </h2>
        <CourseGrid>
          {group.courses.map((course) => (
            <li key={course.id} className="flex">
              <CourseCard course={course} className="flex-1" />
            </li>
          ))}
        </CourseGrid>
      </section>
    ));
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title={m.catalogTitle}
        subtitle={m.catalogSubtitle}
        actions={
          <Button asChild variant="outline">
            <Link to={paths.coursesShowcase}>
              <LibraryBig aria-hidden="true" />
              {m.showcaseLink}
            </Link>
          </Button>
        }
      />
      <search className="relative max-w-md">
        <label htmlFor={searchId} className="sr-only">
          {m.searchLabel}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id={searchId}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={m.searchPlaceholder}
          maxLength={100}
          autoComplete="off"
          className="pr-10 pl-9 [&::-webkit-search-cancel-button]:hidden"
        />
        {search ? (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={m.clearSearch}
            onClick={() => setSearch("")}
            className="absolute top-1/2 right-1 -translate-y-1/2"
          >
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </search>
      <div className="grid gap-8" aria-busy={catalog.isFetching}>
        {body}
      </div>
    </div>
  );
}
