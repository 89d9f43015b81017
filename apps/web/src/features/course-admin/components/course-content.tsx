import { courseMessages as cm } from "@guilda/shared/messages/courses";
import { webCourseAdminMessages as m } from "@guilda/shared/messages/web-course-admin";
import type { AdminCourse, AdminLesson, AdminModule } from "@guilda/shared/schemas/courses";
import { FolderPlus, Layers } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SortableList } from "@/components/ui/sortable-list";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useCreateModule } from "../api/create-module";
import { useDeleteLesson } from "../api/delete-lesson";
import { useDeleteModule } from "../api/delete-module";
import { lessonLayoutOf, useReorderLessons, type LessonLayout } from "../api/reorder-lessons";
import { useReorderModules } from "../api/reorder-modules";
import { ConfirmDeleteDialog } from "@/components/ui/confirm-delete-dialog";
import { LessonEditorDialog, type LessonTarget } from "./lesson-editor-dialog";
import { ModuleItem, type LessonFocus } from "./module-item";

/** Modules and lessons: create, rename, delete, reorder (drag and drop or keyboard), move. */
export function CourseContent({ course }: { course: AdminCourse }) {
  const reorderModules = useReorderModules(course.id);
  const reorderLessons = useReorderLessons(course.id);
  const deleteModule = useDeleteModule();
  const deleteLesson = useDeleteLesson();
  const [editing, setEditing] = useState<LessonTarget | null>(null);
  const [deletingModule, setDeletingModule] = useState<AdminModule | null>(null);
  const [deletingLesson, setDeletingLesson] = useState<AdminLesson | null>(null);
  /** A lesson just moved to another module: its row there takes the focus back. */
  const [focusTarget, setFocusTarget] = useState<LessonFocus | null>(null);

  const orderFailed = () => toast.error(cm.orderErrorTitle, { description: cm.orderErrorText });

  const saveModuleOrder = (next: AdminModule[]) =>
    reorderModules.mutate(
      next.map((module) => module.id),
      { onSuccess: () => toast.success(cm.orderSavedTitle), onError: orderFailed },
    );

  const saveLessonLayout = (layout: LessonLayout, movedTo?: string) =>
    reorderLessons.mutate(layout, {
      onSuccess: () => toast.success(movedTo ? m.lessonMoved(movedTo) : cm.orderSavedTitle),
      onError: orderFailed,
    });

  const reorderWithin = (moduleId: string, lessons: AdminLesson[]) =>
    saveLessonLayout(
      lessonLayoutOf(course).map((entry) =>
        entry.id === moduleId ? { ...entry, lesson_ids: lessons.map((l) => l.id) } : entry,
      ),
    );

  const moveLesson = (lesson: AdminLesson, targetModuleId: string) => {
    const target = course.modules.find((module) => module.id === targetModuleId);
    if (!target || target.id === lesson.module_id) return;
    const layout = lessonLayoutOf(course).map((entry) => {
      const rest = entry.lesson_ids.filter((id) => id !== lesson.id);
      return entry.id === target.id
        ? { ...entry, lesson_ids: [...rest, lesson.id] }
        : { ...entry, lesson_ids: rest };
    });
    setFocusTarget({ lessonId: lesson.id, moduleId: target.id });
    saveLessonLayout(layout, target.title);
  };

  const confirmDeleteModule = () => {
    if (!deletingModule) return;
    deleteModule.mutate(deletingModule.id, {
      onSuccess: () => toast.success(m.moduleDeleted),
      onError: () => toast.error(cm.deleteErrorTitle, { description: m.deleteModuleError }),
      onSettled: () => setDeletingModule(null),
    });
  };

  const confirmDeleteLesson = () => {
    if (!deletingLesson) return;
    deleteLesson.mutate(deletingLesson.id, {
      onSuccess: () => toast.success(m.lessonDeleted),
      onError: () => toast.error(cm.deleteErrorTitle, { description: m.deleteLessonError }),
      onSettled: () => setDeletingLesson(null),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.contentHeading}</CardTitle>
        <CardDescription>{m.contentHint}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <NewModuleForm courseId={course.id} />
        {course.modules.length === 0 ? (
          <EmptyState
            icon={<Layers aria-hidden="true" />}
            title={m.noModulesTitle}
            text={m.noModulesText}
            className="py-10"
          />
        ) : (
          <SortableList
            items={course.modules}
            kind={m.dragModule}
            onReorder={saveModuleOrder}
            label={m.modulesLabel}
            className="grid gap-3"
          >
            {(ordered) =>
              ordered.map((module, index) => (
                <ModuleItem
                  key={module.id}
                  module={module}
                  position={index + 1}
                  courseId={course.id}
                  modules={course.modules}
                  focusTarget={focusTarget}
                  onLessonFocused={() => setFocusTarget(null)}
                  onReorderLessons={(lessons) => reorderWithin(module.id, lessons)}
                  onMoveLesson={moveLesson}
                  onNewLesson={() => setEditing({ moduleId: module.id, lessonId: null })}
                  onEditLesson={(lesson) => setEditing({ moduleId: module.id, lessonId: lesson.id })}
                  onDeleteLesson={setDeletingLesson}
                  onDelete={() => setDeletingModule(module)}
                />
              ))
            }
          </SortableList>
        )}
      </CardContent>

      <LessonEditorDialog course={course} target={editing} onClose={() => setEditing(null)} />
      <ConfirmDeleteDialog
        open={deletingModule !== null}
        title={m.deleteModuleTitle}
        text={deletingModule ? m.deleteModuleText(deletingModule.title, deletingModule.lessons.length) : ""}
        isPending={deleteModule.isPending}
        onConfirm={confirmDeleteModule}
        onClose={() => setDeletingModule(null)}
      />
      <ConfirmDeleteDialog
        open={deletingLesson !== null}
        title={m.deleteLessonTitle}
        text={deletingLesson ? m.deleteLessonText(deletingLesson.title) : ""}
        isPending={deleteLesson.isPending}
        onConfirm={confirmDeleteLesson}
        onClose={() => setDeletingLesson(null)}
      />
    </Card>
  );
}

function NewModuleForm({ courseId }: { courseId: string }) {
  const create = useCreateModule(courseId);
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const clean = title.trim();
    if (!clean) {
      setError(cm.titleRequired);
      return;
    }
    // Cleared at once, so the next title can be typed while this one is saved.
    setTitle("");
    create.mutate(clean, {
      onSuccess: () => toast.success(m.moduleCreated),
      onError: (err) => {
        setTitle((current) => current || clean);
        const apiError = toApiError(err);
        if (apiError.fieldErrors?.title) setError(apiError.fieldErrors.title);
        else toast.error(m.moduleErrorTitle, { description: apiError.message });
      },
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-2">
      <FormField label={m.newModuleLabel} error={error} className="min-w-0 flex-1 basis-56">
        {(control) => (
          <Input
            {...control}
            value={title}
            onChange={(event) => {
              setTitle(event.target.value);
              setError(undefined);
            }}
            placeholder={m.newModulePlaceholder}
            maxLength={200}
            autoComplete="off"
          />
        )}
      </FormField>
      <Button type="submit" variant="outline" disabled={create.isPending} className="sm:mt-6">
        {create.isPending ? <Spinner /> : <FolderPlus aria-hidden="true" />}
        {create.isPending ? m.adding : m.addModule}
      </Button>
    </form>
  );
}
