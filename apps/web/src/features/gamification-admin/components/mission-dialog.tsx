import { webGamificationAdminMessages as m } from "@guilda/shared/messages/web-gamification-admin";
import { MISSION_EVENT_TYPES } from "@guilda/shared/rules/gamification";
import {
  missionInputSchema,
  type AdminMission,
  type MissionInput,
} from "@guilda/shared/schemas/gamification";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useCreateMission } from "../api/create-mission";
import { useUpdateMission } from "../api/update-mission";

const FIELDS = ["title", "description", "event_type", "target", "points", "is_active"] as const;

const toNumber = (v: unknown) => (v === "" || v === null ? Number.NaN : Number(v));

/** What the dialog edits: null closed, "new" a new mission, or the mission to edit. */
export type MissionDialogState = null | "new" | AdminMission;

type MissionDialogProps = { state: MissionDialogState; onClose: () => void };

/** 'Nova missão' / 'Editar missão': title, description, what counts, target, points, active. */
export function MissionDialog({ state, onClose }: MissionDialogProps) {
  return (
    <Dialog open={state !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {state !== null ? (
        <DialogContent closeLabel={m.close} className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
          <MissionForm mission={state === "new" ? null : state} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function valuesOf(mission: AdminMission | null): MissionInput {
  if (!mission) {
    return {
      title: "",
      description: "",
      event_type: "post_published",
      target: 1,
      points: 10,
      is_active: true,
    };
  }
  const { title, description, event_type, target, points, is_active } = mission;
  return { title, description, event_type, target, points, is_active };
}

function MissionForm({ mission, onDone }: { mission: AdminMission | null; onDone: () => void }) {
  const create = useCreateMission();
  const update = useUpdateMission();
  const formId = useId();
  const activeId = useId();
  const form = useForm({ resolver: zodResolver(missionInputSchema), defaultValues: valuesOf(mission) });
  const { errors, isSubmitting } = form.formState;
  // A complete profile counts once: its target can only be 1.
  const eventType = useWatch({ control: form.control, name: "event_type" });
  const profileMission = eventType === "profile_completed";

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (mission) {
        await update.mutateAsync({ id: mission.id, patch: values });
        toast.success(m.missionSavedTitle);
      } else {
        await create.mutateAsync(values);
        toast.success(m.missionCreatedTitle);
      }
      onDone();
    } catch (err) {
      const error = toApiError(err);
      if (!applyFieldErrors(error, form.setError, FIELDS))
        toast.error(m.missionSaveErrorTitle, { description: error.message });
    }
  });

  const eventTypeField = form.register("event_type", {
    onChange: (event: { target: { value: string } }) => {
      if (event.target.value === "profile_completed") form.setValue("target", 1, { shouldValidate: true });
    },
  });

  return (
    <>
      <div className="grid gap-1.5 pr-8">
        <DialogTitle>{mission ? m.editMissionTitle : m.newMissionTitle}</DialogTitle>
        <DialogDescription>{m.missionDialogDescription}</DialogDescription>
      </div>
      <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField label={m.titleLabel} error={errors.title?.message}>
          {(control) => (
            <Input {...control} maxLength={80} autoComplete="off" autoFocus {...form.register("title")} />
          )}
        </FormField>
        <FormField label={m.descriptionLabel} error={errors.description?.message}>
          {(control) => <Textarea {...control} rows={3} maxLength={300} {...form.register("description")} />}
        </FormField>
        <FormField label={m.eventTypeLabel} error={errors.event_type?.message}>
          {(control) => (
            <NativeSelect {...control} {...eventTypeField}>
              {MISSION_EVENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {m.eventTypes[type]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <div className="grid grid-cols-2 items-start gap-3">
          <FormField
            label={m.targetLabel}
            hint={profileMission ? m.profileTargetHint : m.targetHint}
            error={errors.target?.message}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={100000}
                step={1}
                readOnly={profileMission}
                {...form.register("target", { setValueAs: toNumber })}
              />
            )}
          </FormField>
          <FormField label={m.missionPointsLabel} error={errors.points?.message}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                max={10000}
                step={1}
                {...form.register("points", { setValueAs: toNumber })}
              />
            )}
          </FormField>
        </div>
        <Controller
          control={form.control}
          name="is_active"
          render={({ field }) => (
            <div className="flex items-center gap-3">
              <Switch
                id={activeId}
                checked={field.value ?? true}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
              />
              <Label htmlFor={activeId} className="font-normal">
                {m.activeLabel}
              </Label>
            </div>
          )}
        />
      </form>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            {m.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" form={formId} disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {mission ? (isSubmitting ? m.savingMission : m.saveMission) : isSubmitting ? m.creating : m.create}
        </Button>
      </div>
    </>
  );
}
