import { useParams } from "react-router";
import { CourseDetail } from "@/features/courses/components/course-detail";

/** /curso/:slug */
export function CourseRoute() {
  const { slug = "" } = useParams();
  return (
    <div className="mx-auto w-full max-w-6xl">
      <CourseDetail key={slug} slug={slug} />
    </div>
  );
}
