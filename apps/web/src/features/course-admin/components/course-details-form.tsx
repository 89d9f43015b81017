import { courseMessages as cm } from "@guilda/shared/messages/courses";
import { webCourseAdminMessages as m } from "@guilda/shared/messages/web-course-admin";
import { courseUpdateSchema, type AdminCourse, type CourseUpdate } from "@guilda/shared/schemas/courses";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { MarkdownEditor } from "@/components/ui/markdown-editor";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useUpdateCourse } from "../api/update-course";
import { markdownPreviewKey, previewMarkdown } from "../api/preview-markdown";

const FIELDS = [
  "title",
  "slug",
  "category",
  "description",
  "offer_url",
  "certificate_min_lessons",
  "workload_hours",
  "watch_threshold_percent",
] as const;

/** An empty number field is "none" (null); anything else is read as a number for the schema. */
const optionalNumber = (value: unknown) =>
  value === "" || value === null || value === undefined ? null : Number(value);
/** A number the course must have: empty is not a number, so the schema's message shows. */
const requiredNumber = (value: unknown) =>
  value === "" || value === null || value === undefined ? Number.NaN : Number(value);

function detailsOf(course: AdminCourse): CourseUpdate {
  return {
    title: course.title,
    slug: course.slug,
    category: course.category ?? "",
    description: course.description ?? "",
    offer_url: course.offer_url ?? "",
    certificate_min_lessons: course.certificate_min_lessons,
    workload_hours: course.workload_hours,
    watch_threshold_percent: course.watch_threshold_percent,
  };
}

/** The course's details, validated with the API's own schema (courseUpdateSchema). */
export function CourseDetailsForm({ course }: { course: AdminCourse }) {
  const update = useUpdateCourse(course.id);
  const form = useForm({
    resolver: zodResolver(courseUpdateSchema),
    defaultValues: detailsOf(course),
  });
  const { errors, isSubmitting } = form.formState;
  const slug = useWatch({ control: form.control, name: "slug" });
  const description = useWatch({ control: form.control, name: "description" });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // The saved course may differ from what was typed (a slug made from the title).
      form.reset(detailsOf(await update.mutateAsync(values)));
      toast.success(cm.courseSavedTitle);
    } catch (err) {
      const error = toApiError(err);
      if (!applyFieldErrors(error, form.setError, FIELDS))
        toast.error(cm.courseSaveErrorTitle, { description: error.message });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.detailsHeading}</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <FormField label={m.titleLabel} error={errors.title?.message}>
            {(control) => (
              <Input {...control} maxLength={200} autoComplete="off" {...form.register("title")} />
            )}
          </FormField>
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <FormField
              label={m.slugLabel}
              error={errors.slug?.message}
              hint={m.slugHint(typeof slug === "string" ? slug.trim() : "")}
            >
              {(control) => (
                <Input
                  {...control}
                  maxLength={80}
                  autoComplete="off"
                  spellCheck={false}
                  className="font-mono"
                  {...form.register("slug")}
                />
              )}
            </FormField>
            <FormField label={m.categoryLabel} error={errors.category?.message} hint={m.categoryHint}>
              {(control) => (
                <Input {...control} maxLength={80} autoComplete="off" {...form.register("category")} />
              )}
            </FormField>
          </div>
          <MarkdownEditor
            label={m.descriptionLabel}
            markdown={typeof description === "string" ? description : ""}
            preview={previewMarkdown}
            previewKey={markdownPreviewKey}
            registration={form.register("description")}
            error={errors.description?.message}
            placeholder={m.descriptionPlaceholder}
            maxLength={5000}
            rows={6}
          />
          <FormField label={m.offerLabel} error={errors.offer_url?.message} hint={m.offerHint}>
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                placeholder="https://"
                autoComplete="off"
                spellCheck={false}
                {...form.register("offer_url")}
              />
            )}
          </FormField>
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <FormField
              label={m.minLessonsLabel}
              error={errors.certificate_min_lessons?.message}
              hint={m.minLessonsHint}
            >
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  {...form.register("certificate_min_lessons", { setValueAs: optionalNumber })}
                />
              )}
            </FormField>
            <FormField label={m.workloadLabel} error={errors.workload_hours?.message} hint={m.workloadHint}>
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  {...form.register("workload_hours", { setValueAs: optionalNumber })}
                />
              )}
            </FormField>
          </div>
          <FormField
            label={m.watchThresholdLabel}
            error={errors.watch_threshold_percent?.message}
            hint={m.watchThresholdHint}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                className="sm:max-w-40"
                {...form.register("watch_threshold_percent", { setValueAs: requiredNumber })}
              />
            )}
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner /> : null}
              {isSubmitting ? m.saving : m.save}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
