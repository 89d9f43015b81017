import { rightSidebarMessages as rs } from "@guilda/shared/messages/sidebar";
import { webRightSidebarMessages as m } from "@guilda/shared/messages/web-feed";
import { updatePinnedLinksSchema, type PinnedLink } from "@guilda/shared/schemas/settings";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useFieldArray, useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { useUpdatePinnedLinks } from "../api/update-pinned-links";

const MAX_LINKS = 10;

type PinnedLinksFormProps = { links: PinnedLink[]; onDone: () => void };

export function PinnedLinksForm({ links, onDone }: PinnedLinksFormProps) {
  const update = useUpdatePinnedLinks();
  const form = useForm({
    resolver: zodResolver(updatePinnedLinksSchema),
    defaultValues: { links: links.map((link) => ({ ...link })) },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "links" });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success(rs.linksSaved);
      onDone();
    } catch (err) {
      const error = toApiError(err);
      // Server field errors come as "links.0.url"; they name real inputs here.
      Object.entries(error.fieldErrors ?? {}).forEach(([name, message]) => {
        if (/^links\.\d+\.(label|url)$/.test(name)) form.setError(name as `links.${number}.url`, { message });
      });
      toast.error(rs.saveErrorTitle, { description: error.message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">{m.pinnedLinksEmpty}</p> : null}
      <ol className="grid max-h-[50vh] gap-3 overflow-y-auto pr-1">
        {fields.map((field, index) => (
          <li
            key={field.id}
            className="grid gap-2 rounded-lg border border-border p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
          >
            <FormField label={m.linkLabel(index + 1)} error={errors.links?.[index]?.label?.message}>
              {(control) => <Input {...control} maxLength={60} {...form.register(`links.${index}.label`)} />}
            </FormField>
            <FormField label={m.linkUrl(index + 1)} error={errors.links?.[index]?.url?.message}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="url"
                  placeholder="https://"
                  {...form.register(`links.${index}.url`)}
                />
              )}
            </FormField>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={m.removeLink(index + 1)}
              title={m.removeLink(index + 1)}
              className="justify-self-end sm:mt-6"
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      {errors.links?.message ? (
        <p className="text-sm font-medium text-destructive-text">{errors.links.message}</p>
      ) : null}
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={fields.length >= MAX_LINKS}
        onClick={() => append({ label: "", url: "" }, { shouldFocus: true })}
      >
        <Plus aria-hidden="true" />
        {m.addLink}
      </Button>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone} disabled={isSubmitting}>
          {m.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}
