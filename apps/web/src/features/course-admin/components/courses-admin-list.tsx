import { DEFAULT_COURSE_CATEGORY } from "@guilda/shared/constants";
import { webCourseAdminMessages as m } from "@guilda/shared/messages/web-course-admin";
import type { AdminCourseRow } from "@guilda/shared/schemas/courses";
import { GraduationCap, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "@/lib/paths";
import { formatCount } from "../lib/format";
import { DeleteCourseDialog, type CourseToDelete } from "./delete-course-dialog";
import { PublishSwitch } from "./publish-switch";
import { StatusBadge } from "./status-badge";

/** /admin/courses: every course with its status and counts, and its actions. */
export function CoursesAdminList({ courses }: { courses: AdminCourseRow[] }) {
  const [deleting, setDeleting] = useState<CourseToDelete | null>(null);
  return (
    <Card className="overflow-hidden">
      <ul aria-label={m.listLabel} className="divide-y divide-border">
        {courses.map((course) => (
          <CourseRow key={course.id} course={course} onDelete={setDeleting} />
        ))}
      </ul>
      <DeleteCourseDialog course={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}

type CourseRowProps = { course: AdminCourseRow; onDelete: (course: CourseToDelete) => void };

function CourseRow({ course, onDelete }: CourseRowProps) {
  const category = course.category?.trim() || DEFAULT_COURSE_CATEGORY;
  return (
    <li className="grid gap-3 px-3 py-4 sm:grid-cols-[auto_1fr_auto] sm:items-center sm:gap-4 sm:px-4">
      <div className="hidden h-14 w-24 shrink-0 overflow-hidden rounded-md bg-muted sm:block">
        {course.cover_url ? (
          <img src={course.cover_url} alt="" className="size-full object-cover" loading="lazy" />
        ) : (
          <div className="flex size-full items-center justify-center text-muted-foreground">
            <GraduationCap aria-hidden="true" className="size-6" />
          </div>
        )}
      </div>
      <div className="grid min-w-0 gap-1.5">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Link to={paths.adminCourse(course.id)} className="min-w-0 font-medium break-words hover:underline">
            {course.title}
          </Link>
          <StatusBadge isPublished={course.is_published} />
        </div>
        <dl className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
          <Stat label={m.categoryLabel} value={category} />
          <Stat label={m.lessonsLabel} value={formatCount(course.lesson_count)} />
          <Stat label={m.membersLabel} value={formatCount(course.members_with_access)} />
          <Stat label={m.completionsLabel} value={formatCount(course.completions)} />
        </dl>
      </div>
      <div className="flex items-center justify-between gap-2 sm:justify-end">
        <div className="flex items-center gap-2">
          <PublishSwitch course={course} />
          <span aria-hidden="true" className="text-xs text-muted-foreground sm:hidden">
            {course.is_published ? m.published : m.draft}
          </span>
        </div>
        <div className="flex items-center gap-0.5">
          <Button variant="ghost" size="icon-sm" asChild>
            <Link
              to={paths.adminCourse(course.id)}
              aria-label={m.editCourse(course.title)}
              title={m.editCourse(course.title)}
            >
              <Pencil aria-hidden="true" />
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={m.deleteCourse(course.title)}
            title={m.deleteCourse(course.title)}
            onClick={() => onDelete(course)}
            className="hover:text-destructive-text"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </li>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-center gap-1">
      <dt>{label}:</dt>
      <dd className="font-medium text-foreground">{value}</dd>
    </div>
  );
}
