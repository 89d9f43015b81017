import { DEFAULT_COURSE_CATEGORY } from "@guilda/shared/constants";
import { courseMessages as cm } from "@guilda/shared/messages/courses";
import { shellMessages } from "@guilda/shared/messages/shell";
import { webCourseAdminMessages as m } from "@guilda/shared/messages/web-course-admin";
import { GraduationCap, Plus, TriangleAlert } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import { toast } from "@/lib/toast";
import { useAdminCourses } from "../api/get-admin-courses";
import { CoursesAdminList } from "./courses-admin-list";
import { NewCourseDialog } from "./new-course-dialog";

/** /admin/courses: the list, 'Novo curso', and §8.2's toast when the list cannot be read. */
export function CoursesAdminPage() {
  const courses = useAdminCourses();
  const [isCreating, setCreating] = useState(false);

  // Spec §8.2, once per failed attempt (a retry may fail too).
  const failedAt = courses.isError ? courses.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(cm.dataErrorTitle, { description: cm.dataErrorText });
  }, [failedAt]);

  const categories = useMemo(
    () =>
      [
        ...new Set((courses.data?.items ?? []).map((c) => c.category?.trim() || DEFAULT_COURSE_CATEGORY)),
      ].sort((a, b) => a.localeCompare(b, "pt-BR")),
    [courses.data],
  );

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{shellMessages.adminCourses}</h1>
          <p className="max-w-xl text-muted-foreground">{m.pageDescription}</p>
        </div>
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          {m.newCourse}
        </Button>
      </div>
      {courses.isPending ? (
        <PageLoader />
      ) : courses.isError ? (
        <EmptyState
          icon={<TriangleAlert aria-hidden="true" />}
          title={m.loadError}
          action={
            <Button variant="outline" onClick={() => void courses.refetch()}>
              {m.retry}
            </Button>
          }
        />
      ) : courses.data.items.length === 0 ? (
        <EmptyState icon={<GraduationCap aria-hidden="true" />} title={m.emptyTitle} text={m.emptyText} />
      ) : (
        <CoursesAdminList courses={courses.data.items} />
      )}
      <NewCourseDialog open={isCreating} onOpenChange={setCreating} categories={categories} />
    </div>
  );
}
