import { SPACE_ICON_NAMES } from "@guilda/shared/constants";
import { spaceMessages } from "@guilda/shared/messages/spaces";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { webSpaceMessages as m } from "@guilda/shared/messages/web-spaces";
import type { SpaceSummary } from "@guilda/shared/schemas/navigation";
import { updateSpaceSchema } from "@guilda/shared/schemas/spaces";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, type ReactNode } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SpaceIcon } from "@/components/ui/space-icon";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toApiError } from "@/lib/api";
import { cn } from "@/lib/cn";
import { applyFieldErrors } from "@/lib/form-errors";
import { useUpdateSpace } from "../../api/update-space";
import { SpaceMembersSection } from "./space-members-section";

const FIELDS = ["name", "icon", "description", "is_private"] as const;
const QUICK_EMOJIS = ["💬", "📚", "🎉", "📣", "🖼️", "👋"] as const;

type EditSpaceDialogProps = { space: SpaceSummary | null; onClose: () => void };

export function EditSpaceDialog({ space, onClose }: EditSpaceDialogProps) {
  return (
    <Dialog open={space !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {space ? (
        <DialogContent
          closeLabel={webShellMessages.close}
          className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
        >
          <EditSpaceForm key={space.id} space={space} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function EditSpaceForm({ space, onDone }: { space: SpaceSummary; onDone: () => void }) {
  const update = useUpdateSpace();
  const formId = useId();
  const privateId = useId();
  const form = useForm({
    resolver: zodResolver(updateSpaceSchema),
    defaultValues: {
      name: space.name,
      icon: space.icon ?? "",
      description: space.description ?? "",
      is_private: space.is_private,
    },
  });
  const icon = useWatch({ control: form.control, name: "icon" });
  const isPrivate = useWatch({ control: form.control, name: "is_private" });
  const isBusy = form.formState.isSubmitting;
  const { errors } = form.formState;

  const pickIcon = (value: string) =>
    form.setValue("icon", value, { shouldDirty: true, shouldValidate: true });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: space.id, input: values });
      toast.success(spaceMessages.updated);
      onDone();
    } catch (err) {
      const error = toApiError(err);
      if (!applyFieldErrors(error, form.setError, FIELDS))
        toast.error(spaceMessages.updateErrorTitle, { description: error.message });
    }
  });

  return (
    <>
      <div className="grid gap-1.5 pr-8">
        <DialogTitle>{m.editTitle}</DialogTitle>
        <DialogDescription>{m.editDescription}</DialogDescription>
      </div>

      <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormField label={m.nameLabel} error={errors.name?.message}>
          {(control) => <Input {...control} maxLength={60} autoComplete="off" {...form.register("name")} />}
        </FormField>

        <div className="grid gap-2">
          <FormField label={m.iconLabel} error={errors.icon?.message} hint={m.iconHint}>
            {(control) => (
              <div className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-border bg-muted text-lg [&_svg]:size-5"
                >
                  <SpaceIcon icon={icon} />
                </span>
                <Input
                  {...control}
                  maxLength={32}
                  autoComplete="off"
                  spellCheck={false}
                  {...form.register("icon")}
                />
              </div>
            )}
          </FormField>
          <div role="group" aria-label={m.iconQuickPicks} className="flex flex-wrap gap-1.5">
            {SPACE_ICON_NAMES.map((name) => (
              <QuickPick
                key={name}
                label={m.iconPick(m.iconNames[name])}
                isSelected={icon === name}
                onPick={() => pickIcon(name)}
              >
                <SpaceIcon icon={name} />
              </QuickPick>
            ))}
            {QUICK_EMOJIS.map((emoji) => (
              <QuickPick
                key={emoji}
                label={m.iconPick(emoji)}
                isSelected={icon === emoji}
                onPick={() => pickIcon(emoji)}
              >
                <span aria-hidden="true" className="text-base leading-none">
                  {emoji}
                </span>
              </QuickPick>
            ))}
          </div>
        </div>

        <FormField label={m.descriptionLabel} error={errors.description?.message}>
          {(control) => (
            <Textarea
              {...control}
              rows={3}
              maxLength={500}
              placeholder={m.descriptionPlaceholder}
              {...form.register("description")}
            />
          )}
        </FormField>

        <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-3">
          <div className="grid gap-1">
            <Label htmlFor={privateId}>{m.privateLabel}</Label>
            <p id={`${privateId}-hint`} className="text-xs text-muted-foreground">
              {m.privateHint}
            </p>
          </div>
          <Controller
            control={form.control}
            name="is_private"
            render={({ field }) => (
              <Switch
                id={privateId}
                aria-describedby={`${privateId}-hint`}
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
        </div>
      </form>

      {/* Outside the form: adding a member must never submit it. Changes here save at once. */}
      {isPrivate ? <SpaceMembersSection spaceId={space.id} /> : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline">{m.cancel}</Button>
        </DialogClose>
        <Button type="submit" form={formId} disabled={isBusy}>
          {isBusy ? <Spinner /> : null}
          {isBusy ? m.saving : m.save}
        </Button>
      </div>
    </>
  );
}

type QuickPickProps = { label: string; isSelected: boolean; onPick: () => void; children: ReactNode };

function QuickPick({ label, isSelected, onPick, children }: QuickPickProps) {
  return (
    <Button
      variant="outline"
      size="icon-sm"
      aria-label={label}
      aria-pressed={isSelected}
      title={label}
      onClick={onPick}
      className={cn(isSelected && "border-primary bg-primary/15 text-foreground")}
    >
      {children}
    </Button>
  );
}
