import { NewCourses } from "@/features/courses/components/new-courses";

/** /novos-cursos */
export function NewCoursesRoute() {
  return (
    <div className="mx-auto w-full max-w-6xl">
      <NewCourses />
    </div>
  );
}
