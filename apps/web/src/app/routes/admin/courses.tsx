import { CoursesAdminPage } from "@/features/course-admin/components/courses-admin-page";

/** /admin/courses: every course, published or draft, with create, publish and delete. */
export function AdminCoursesRoute() {
  return <CoursesAdminPage />;
}
