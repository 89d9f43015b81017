import { CourseCatalog } from "@/features/courses/components/course-catalog";

/** /cursos */
export function CoursesRoute() {
  return (
    <div className="mx-auto w-full max-w-6xl">
      <CourseCatalog />
    </div>
  );
}
