import { resourceMessages as rm } from "@guilda/shared/messages/resources";
import { webResourceMessages as m } from "@guilda/shared/messages/web-resources";
import { RESOURCE_TITLE_MAX, type ResourceSummary } from "@guilda/shared/schemas/resources";
import { z } from "@guilda/shared/schemas/zod";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useUpdateResource } from "../api/save-resource";
import { VisibilitySwitch } from "./visibility-switch";

const schema = z.object({
  title: z.string().trim().min(1, rm.titleRequired).max(RESOURCE_TITLE_MAX, rm.titleTooLong),
  is_visible: z.boolean(),
});
type Values = z.infer<typeof schema>;

type BuiltInResourceDialogProps = { resource: ResourceSummary | null; onClose: () => void };

/** Fornecedores, Wiki and Ferramentas: their title and whether members see them. */
export function BuiltInResourceDialog({ resource, onClose }: BuiltInResourceDialogProps) {
  return (
    <Dialog open={resource !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {resource ? (
        <DialogContent closeLabel={m.cancel} className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
          <BuiltInForm key={resource.id} resource={resource} onSaved={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function BuiltInForm({ resource, onSaved }: { resource: ResourceSummary; onSaved: () => void }) {
  const update = useUpdateResource();
  const formId = useId();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { title: resource.title, is_visible: resource.is_visible },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: resource.id, input: values });
      toast.success(rm.resourceSaved);
      onSaved();
    } catch (err) {
      const error = toApiError(err);
      if (!applyFieldErrors(error, form.setError, ["title"]))
        toast.error(rm.saveErrorTitle, { description: error.message });
    }
  });

  return (
    <>
      <div className="grid gap-1.5 pr-8">
        <DialogTitle>{m.edit(resource.title)}</DialogTitle>
        <DialogDescription>{m.builtInDialogDescription}</DialogDescription>
      </div>
      <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField label={m.titleLabel} error={errors.title?.message}>
          {(control) => (
            <Input
              {...control}
              maxLength={RESOURCE_TITLE_MAX}
              autoComplete="off"
              {...form.register("title")}
            />
          )}
        </FormField>
        <VisibilitySwitch control={form.control} name="is_visible" hint={m.builtInVisibleHint} />
      </form>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            {m.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" form={formId} disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? m.saving : m.save}
        </Button>
      </div>
    </>
  );
}
