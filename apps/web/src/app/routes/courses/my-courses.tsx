import { MyCourses } from "@/features/courses/components/my-courses";

/** /dashboard ('Meus cursos'; admins have /admin, but may open this too) */
export function MyCoursesRoute() {
  return (
    <div className="mx-auto w-full max-w-6xl">
      <MyCourses />
    </div>
  );
}
