import type { QueryClient } from "@tanstack/react-query";
import { useParams, type Params } from "react-router";
import { courseQueryOptions } from "@/features/courses/api/get-course";
import { CourseDetail } from "@/features/courses/components/course-detail";

/** The course, asked for while the page renders. */
export function prefetch(client: QueryClient, { slug }: Params) {
  if (slug) void client.prefetchQuery(courseQueryOptions(slug));
}

/** /curso/:slug */
export function CourseRoute() {
  const { slug = "" } = useParams();
  return (
    <div className="mx-auto w-full max-w-6xl">
      <CourseDetail key={slug} slug={slug} />
    </div>
  );
}
