import { shellMessages as m } from "@guilda/shared/messages/shell";
import { webShellMessages } from "@guilda/shared/messages/web-shell";
import { updateSettingsSchema, type CommunitySettings } from "@guilda/shared/schemas/settings";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { useUpdateSettings } from "../api/update-settings";

const FIELDS = ["community_name", "brand_color", "logo_url", "icon_url"] as const;
const HEX = /^#[0-9a-fA-F]{6}$/;

export function SettingsForm({ settings }: { settings: CommunitySettings }) {
  const update = useUpdateSettings();
  const pickerId = useId();
  const form = useForm({
    resolver: zodResolver(updateSettingsSchema),
    defaultValues: {
      community_name: settings.community_name,
      brand_color: settings.brand_color,
      logo_url: settings.logo_url ?? "",
      icon_url: settings.icon_url ?? "",
    },
  });
  const brandColor = useWatch({ control: form.control, name: "brand_color" });
  // The picker only understands #rrggbb; while the text is being typed it keeps the last valid colour.
  const pickerValue = HEX.test(brandColor.trim()) ? brandColor.trim().toLowerCase() : undefined;
  const isBusy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({
        community_name: saved.community_name,
        brand_color: saved.brand_color,
        logo_url: saved.logo_url ?? "",
        icon_url: saved.icon_url ?? "",
      });
      toast.success(m.settingsSavedTitle, { description: m.settingsSavedText });
    } catch (err) {
      const error = toApiError(err);
      applyFieldErrors(error, form.setError, FIELDS);
      toast.error(m.settingsErrorTitle, { description: error.message });
    }
  });

  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <FormField label={m.settingsCommunityName} error={errors.community_name?.message}>
        {(control) => <Input {...control} maxLength={60} {...form.register("community_name")} />}
      </FormField>
      <FormField label={m.settingsBrandColor} error={errors.brand_color?.message}>
        {(control) => (
          <div className="flex items-center gap-3">
            <label htmlFor={pickerId} className="sr-only">
              {webShellMessages.brandColorPicker}
            </label>
            <input
              id={pickerId}
              type="color"
              value={pickerValue ?? settings.brand_color.toLowerCase()}
              onChange={(event) =>
                form.setValue("brand_color", event.target.value.toUpperCase(), {
                  shouldDirty: true,
                  shouldValidate: true,
                })
              }
              className="h-10 w-14 shrink-0 cursor-pointer rounded-lg border border-input bg-background p-1"
            />
            <Input
              {...control}
              className="max-w-40 font-mono uppercase"
              maxLength={7}
              spellCheck={false}
              autoCapitalize="characters"
              {...form.register("brand_color")}
            />
          </div>
        )}
      </FormField>
      <FormField label={m.settingsLogoUrl} error={errors.logo_url?.message} hint={webShellMessages.logoHint}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="https://"
            {...form.register("logo_url")}
          />
        )}
      </FormField>
      <FormField label={m.settingsIconUrl} error={errors.icon_url?.message} hint={webShellMessages.iconHint}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="https://"
            {...form.register("icon_url")}
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={isBusy}>
          {isBusy ? <Spinner /> : null}
          {isBusy ? m.settingsSaving : m.settingsSave}
        </Button>
      </div>
    </form>
  );
}
