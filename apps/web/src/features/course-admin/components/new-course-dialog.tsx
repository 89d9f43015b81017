import { courseMessages as cm } from "@guilda/shared/messages/courses";
import { webCourseAdminMessages as m } from "@guilda/shared/messages/web-course-admin";
import { courseInputSchema } from "@guilda/shared/schemas/courses";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useCreateCourse } from "../api/create-course";
import { EDITOR_TAB_PARAM } from "../lib/editor-tabs";

const newCourseSchema = courseInputSchema.pick({ title: true, category: true, description: true });
const FIELDS = ["title", "category", "description"] as const;

type NewCourseDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Categories in use, offered as suggestions. */
  categories: string[];
};

/** 'Novo curso': title, category and description; the editor opens on the new course. */
export function NewCourseDialog({ open, onOpenChange, categories }: NewCourseDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent closeLabel={m.close} className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
          <NewCourseForm categories={categories} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function NewCourseForm({ categories }: { categories: string[] }) {
  const create = useCreateCourse();
  const navigate = useNavigate();
  const formId = useId();
  const listId = useId();
  const form = useForm({
    resolver: zodResolver(newCourseSchema),
    defaultValues: { title: "", category: "", description: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const course = await create.mutateAsync(values);
      toast.success(cm.courseCreatedTitle);
      navigate(`${paths.adminCourse(course.id)}?${EDITOR_TAB_PARAM}=conteudo`);
    } catch (err) {
      const error = toApiError(err);
      if (!applyFieldErrors(error, form.setError, FIELDS))
        toast.error(cm.courseSaveErrorTitle, { description: error.message });
    }
  });

  return (
    <>
      <div className="grid gap-1.5 pr-8">
        <DialogTitle>{m.newCourseTitle}</DialogTitle>
        <DialogDescription>{m.newCourseDescription}</DialogDescription>
      </div>
      <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField label={m.titleLabel} error={errors.title?.message}>
          {(control) => (
            <Input {...control} maxLength={200} autoComplete="off" autoFocus {...form.register("title")} />
          )}
        </FormField>
        <FormField label={m.categoryLabel} error={errors.category?.message} hint={m.categoryHint}>
          {(control) => (
            <>
              <Input
                {...control}
                list={listId}
                maxLength={80}
                autoComplete="off"
                {...form.register("category")}
              />
              <datalist id={listId}>
                {categories.map((category) => (
                  <option key={category} value={category} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        <FormField label={m.descriptionLabel} error={errors.description?.message}>
          {(control) => (
            <Textarea
              {...control}
              rows={4}
              maxLength={5000}
              placeholder={m.descriptionPlaceholder}
              {...form.register("description")}
            />
          )}
        </FormField>
      </form>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            {m.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" form={formId} disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? m.creating : m.createCourse}
        </Button>
      </div>
    </>
  );
}
