import { courseMessages as cm } from "@guilda/shared/messages/courses";
import { webCourseAdminMessages as m } from "@guilda/shared/messages/web-course-admin";
import { useId, useState, type FormEvent } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogPendingConfirm,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useDeleteCourse } from "../api/delete-course";

export type CourseToDelete = {
  id: string;
  title: string;
  members_with_access: number;
  certificates: number;
};

type DeleteCourseDialogProps = {
  course: CourseToDelete | null;
  onClose: () => void;
  onDeleted?: () => void;
};

/**
 * Names the course, says what goes and what stays, and asks for the title typed back before
 * 'Excluir' works (the server checks it again).
 */
export function DeleteCourseDialog({ course, onClose, onDeleted }: DeleteCourseDialogProps) {
  const remove = useDeleteCourse();
  return (
    <AlertDialog
      open={course !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
    >
      {course ? (
        <AlertDialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
          <DeleteCourseForm
            key={course.id}
            course={course}
            remove={remove}
            onClose={onClose}
            onDeleted={onDeleted}
          />
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}

type DeleteCourseFormProps = {
  course: CourseToDelete;
  remove: ReturnType<typeof useDeleteCourse>;
  onClose: () => void;
  onDeleted: (() => void) | undefined;
};

function DeleteCourseForm({ course, remove, onClose, onDeleted }: DeleteCourseFormProps) {
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | undefined>();
  const formId = useId();
  const matches = typed.trim() === course.title.trim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches || remove.isPending) return;
    remove.mutate(
      { id: course.id, confirmTitle: typed.trim() },
      {
        onSuccess: () => {
          toast.success(cm.courseDeletedTitle);
          onClose();
          onDeleted?.();
        },
        onError: (err) => {
          const apiError = toApiError(err);
          const fieldError = apiError.fieldErrors?.confirm_title;
          if (fieldError) setError(fieldError);
          else toast.error(cm.deleteErrorTitle, { description: cm.deleteCourseErrorText });
        },
      },
    );
  };

  return (
    <>
      <div className="grid gap-2">
        <AlertDialogTitle>{m.deleteTitle}</AlertDialogTitle>
        <AlertDialogDescription className="break-words">
          {m.deleteQuestion(course.title)}
        </AlertDialogDescription>
      </div>
      <ul className="grid list-disc gap-1.5 pl-5 text-sm">
        <li>{m.deleteContent}</li>
        <li>{m.deleteProgress}</li>
        <li>{m.deleteAccess}</li>
        <li className="text-muted-foreground">
          {m.deleteCounts(course.members_with_access, course.certificates)}
        </li>
      </ul>
      <form id={formId} onSubmit={onSubmit} noValidate>
        <FormField
          label={<span className="block leading-snug break-words">{m.deleteTypeLabel(course.title)}</span>}
          error={error}
        >
          {(control) => (
            <Input
              {...control}
              value={typed}
              onChange={(event) => {
                setTyped(event.target.value);
                setError(undefined);
              }}
              autoComplete="off"
              spellCheck={false}
              autoFocus
            />
          )}
        </FormField>
      </form>
      <AlertDialogFooter>
        <AlertDialogCancel disabled={remove.isPending}>{m.cancel}</AlertDialogCancel>
        <AlertDialogPendingConfirm
          type="submit"
          form={formId}
          disabled={!matches}
          pending={remove.isPending}
          pendingLabel={m.deleting}
        >
          {m.confirmDelete}
        </AlertDialogPendingConfirm>
      </AlertDialogFooter>
    </>
  );
}
