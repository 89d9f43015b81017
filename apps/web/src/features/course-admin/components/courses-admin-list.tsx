import { DEFAULT_COURSE_CATEGORY } from "@guilda/shared/constants";
import { webCourseAdminMessages as m } from "@guilda/shared/messages/web-course-admin";
import type { AdminCourseRow } from "@guilda/shared/schemas/courses";
import { GraduationCap } from "lucide-react";
import { Link } from "react-router";
import { AdminList, AdminRowActions } from "@/components/ui/admin-list";
import { paths } from "@/lib/paths";
import { formatCount } from "../lib/format";
import { DeleteCourseDialog } from "./delete-course-dialog";
import { PublishSwitch } from "./publish-switch";
import { StatusBadge } from "./status-badge";

/** /admin/courses: every course with its status and counts, and its actions. */
export function CoursesAdminList({ courses }: { courses: AdminCourseRow[] }) {
  return (
    <AdminList
      items={courses}
      label={m.listLabel}
      deleteDialog={(course, close) => <DeleteCourseDialog course={course} onClose={close} />}
    >
      {(course, { onDelete }) => <CourseRow key={course.id} course={course} onDelete={onDelete} />}
    </AdminList>
  );
}

type CourseRowProps = { course: AdminCourseRow; onDelete: () => void };

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
      <AdminRowActions
        toggle={
          <div className="flex items-center gap-2">
            <PublishSwitch course={course} />
            <span aria-hidden="true" className="text-xs text-muted-foreground sm:hidden">
              {course.is_published ? m.published : m.draft}
            </span>
          </div>
        }
        edit={{ label: m.editCourse(course.title), to: paths.adminCourse(course.id) }}
        remove={{ label: m.deleteCourse(course.title), onClick: onDelete }}
      />
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
