import { courseMessages as cm } from "@guilda/shared/messages/courses";
import { webCourseAdminMessages as m } from "@guilda/shared/messages/web-course-admin";
import type { AdminCourse } from "@guilda/shared/schemas/courses";
import { ExternalLink, SearchX, Trash2, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { PageLoader } from "@/components/ui/page-loader";
import { Tabs } from "@/components/ui/tabs";
import { isApiError } from "@/lib/api";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useAdminCourse } from "../api/get-admin-course";
import { EDITOR_TAB_PARAM, editorTabOf, type EditorTab } from "../lib/editor-tabs";
import { CourseCertificateDesign } from "./course-certificate-design";
import { CourseCertificates } from "./course-certificates";
import { CourseContent } from "./course-content";
import { CourseDetailsForm } from "./course-details-form";
import { CourseMembers } from "./course-members";
import { CoverUpload } from "./cover-upload";
import { DeleteCourseDialog } from "./delete-course-dialog";
import { PublishSwitch } from "./publish-switch";
import { StatusBadge } from "./status-badge";

/** /admin/courses/:id: details and cover, modules and lessons, members, certificates. */
export function CourseEditorPage({ courseId }: { courseId: string }) {
  const course = useAdminCourse(courseId);
  const isNotFound = isApiError(course.error) && course.error.status === 404;

  // Spec §8.2, once per failed attempt.
  const failedAt = course.isError && !isNotFound ? course.errorUpdatedAt : 0;
  useEffect(() => {
    if (failedAt) toast.error(cm.dataErrorTitle, { description: cm.dataErrorText });
  }, [failedAt]);

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      <BackLink to={paths.adminCourses}>{m.backToCourses}</BackLink>
      {course.isPending ? (
        <PageLoader />
      ) : isNotFound ? (
        <EmptyState
          icon={<SearchX aria-hidden="true" />}
          title={m.courseNotFound}
          text={m.courseNotFoundText}
        />
      ) : course.isError ? (
        <EmptyState
          icon={<TriangleAlert aria-hidden="true" />}
          title={m.courseLoadError}
          action={
            <Button variant="outline" onClick={() => void course.refetch()}>
              {m.retry}
            </Button>
          }
        />
      ) : (
        <CourseEditor course={course.data} />
      )}
    </div>
  );
}

const TAB_ITEMS = [
  { value: "detalhes", label: m.tabDetails },
  { value: "conteudo", label: m.tabContent },
  { value: "membros", label: m.tabMembers },
  { value: "certificados", label: m.tabCertificates },
] as const satisfies readonly { value: EditorTab; label: string }[];

function CourseEditor({ course }: { course: AdminCourse }) {
  const [params, setParams] = useSearchParams();
  const tab = editorTabOf(params.get(EDITOR_TAB_PARAM));
  const navigate = useNavigate();
  const [isDeleting, setDeleting] = useState(false);
  const { stats } = course;

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="min-w-0 text-2xl font-bold tracking-tight break-words sm:text-3xl">
              {course.title}
            </h1>
            <StatusBadge isPublished={course.is_published} />
          </div>
          <p className="text-sm text-muted-foreground">
            {m.stats(stats.lesson_count, stats.members_with_access, stats.completions)}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <PublishSwitch course={course} />
          <Button variant="outline" size="sm" asChild>
            <Link to={paths.course(course.slug)}>
              <ExternalLink aria-hidden="true" />
              {m.viewCourse}
            </Link>
          </Button>
        </div>
      </div>

      <Tabs<EditorTab>
        items={TAB_ITEMS}
        value={tab}
        onValueChange={(next) =>
          setParams(
            (current) => {
              const updated = new URLSearchParams(current);
              updated.set(EDITOR_TAB_PARAM, next);
              return updated;
            },
            { replace: true },
          )
        }
        label={m.editorSections}
        className="grid gap-4"
        listClassName="w-full sm:w-fit"
      >
        {tab === "detalhes" ? (
          <div className="grid gap-6">
            <CourseDetailsForm course={course} />
            <CoverUpload course={course} />
            <Card className="border-destructive/40">
              <CardHeader>
                <CardTitle>{m.dangerHeading}</CardTitle>
                <CardDescription>{m.dangerText}</CardDescription>
              </CardHeader>
              <CardContent>
                <Button variant="destructive" onClick={() => setDeleting(true)}>
                  <Trash2 aria-hidden="true" />
                  {m.deleteTitle}
                </Button>
              </CardContent>
            </Card>
          </div>
        ) : tab === "conteudo" ? (
          <CourseContent course={course} />
        ) : tab === "membros" ? (
          <CourseMembers courseId={course.id} total={stats.members_with_access} />
        ) : (
          <div className="grid gap-6">
            <CourseCertificateDesign courseId={course.id} />
            <CourseCertificates courseId={course.id} />
          </div>
        )}
      </Tabs>

      <DeleteCourseDialog
        course={
          isDeleting
            ? {
                id: course.id,
                title: course.title,
                members_with_access: stats.members_with_access,
                certificates: stats.certificates,
              }
            : null
        }
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(paths.adminCourses, { replace: true })}
      />
    </>
  );
}
