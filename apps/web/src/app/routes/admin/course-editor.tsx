import { useParams } from "react-router";
import { CourseEditorPage } from "@/features/course-admin/components/course-editor-page";

/** /admin/courses/:id: the course editor. */
export function AdminCourseEditorRoute() {
  const { id = "" } = useParams();
  return <CourseEditorPage key={id} courseId={id} />;
}
