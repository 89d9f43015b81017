import { CourseShowcase } from "@/features/courses/components/course-showcase";

/** /cursos/vitrine (and /vitrine-cursos, which redirects here) */
export function CoursesShowcaseRoute() {
  return (
    <div className="mx-auto w-full max-w-5xl">
      <CourseShowcase />
    </div>
  );
}
