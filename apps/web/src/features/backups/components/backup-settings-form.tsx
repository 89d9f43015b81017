import { backupMessages } from "@guilda/shared/messages/backups";
import { webBackupsMessages as m } from "@guilda/shared/messages/web-backups";
import {
  BACKUP_RETENTION_MAX,
  backupSettingsSchema,
  type BackupSettings,
} from "@guilda/shared/schemas/backups";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useUpdateBackupSettings } from "../api/update-settings";

const FIELDS = ["enabled", "hour", "retention"] as const;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** An empty box is "no number" (the schema says so in pt-BR), not 0. */
const toNumber = (v: unknown) => (v === "" || v === null ? Number.NaN : Number(v));

/** The daily backup: on or off, its hour (Brasília) and how many archives are kept. */
export function BackupSettingsForm({ settings }: { settings: BackupSettings }) {
  const update = useUpdateBackupSettings();
  const switchId = useId();
  const form = useForm({ resolver: zodResolver(backupSettingsSchema), defaultValues: settings });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(saved);
      toast.success(backupMessages.settingsSaved);
    } catch (err) {
      const error = toApiError(err);
      if (!applyFieldErrors(error, form.setError, FIELDS))
        toast.error(m.saveErrorTitle, { description: error.message });
    }
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.settingsHeading}</CardTitle>
        <CardDescription>{m.settingsDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5">
          <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-3">
            <div className="grid gap-1">
              <label htmlFor={switchId} className="cursor-pointer text-sm leading-5 font-medium">
                {m.enabledLabel}
              </label>
              <p id={`${switchId}-hint`} className="text-sm text-muted-foreground">
                {m.enabledHint}
              </p>
            </div>
            <Controller
              control={form.control}
              name="enabled"
              render={({ field }) => (
                <Switch
                  id={switchId}
                  aria-describedby={`${switchId}-hint`}
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
          </div>
          {errors.enabled?.message ? (
            <p className="text-sm font-medium text-destructive-text">{errors.enabled.message}</p>
          ) : null}
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField label={m.hourLabel} error={errors.hour?.message} className="content-start">
              {(control) => (
                <NativeSelect {...control} {...form.register("hour", { setValueAs: Number })}>
                  {HOURS.map((hour) => (
                    <option key={hour} value={hour}>
                      {m.hourOption(hour)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField
              label={m.retentionLabel}
              hint={m.retentionHint}
              error={errors.retention?.message}
              className="content-start"
            >
              {(control) => (
                <div className="flex items-center gap-2">
                  <Input
                    {...control}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={BACKUP_RETENTION_MAX}
                    step={1}
                    className="w-24"
                    {...form.register("retention", { setValueAs: toNumber })}
                  />
                  <span className="text-sm text-muted-foreground">{m.retentionUnit}</span>
                </div>
              )}
            </FormField>
          </div>
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
