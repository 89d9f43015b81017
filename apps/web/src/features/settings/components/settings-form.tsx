import { authMessages } from "@guilda/shared/messages/auth";
import { shellMessages as m } from "@guilda/shared/messages/shell";
import { webShellMessages as wm } from "@guilda/shared/messages/web-shell";
import { FOOTER_TEXT_MAX } from "@guilda/shared/rules/community-words";
import { updateSettingsSchema, type CommunitySettings } from "@guilda/shared/schemas/settings";
import { zodResolver } from "@hookform/resolvers/zod";
import { ImageOff } from "lucide-react";
import { useId, useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { ImageUploadField, type ImageUploadTexts } from "@/components/ui/image-upload-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { useUpdateSettings } from "../api/update-settings";

const FIELDS = ["community_name", "brand_color", "logo_url", "icon_url", "footer_text"] as const;
const HEX = /^#[0-9a-fA-F]{6}$/;

const valuesOf = (settings: CommunitySettings) => ({
  community_name: settings.community_name,
  brand_color: settings.brand_color,
  logo_url: settings.logo_url,
  icon_url: settings.icon_url,
  footer_text: settings.footer_text ?? "",
});

const logoTexts: ImageUploadTexts = {
  label: m.settingsLogo,
  hint: wm.logoHint,
  choose: wm.logoChoose,
  change: wm.logoChange,
  remove: wm.logoRemove,
  file: wm.logoFile,
  uploading: wm.logoUploading,
  fileType: authMessages.avatarFileType,
};
const iconTexts: ImageUploadTexts = {
  label: m.settingsIcon,
  hint: wm.iconHint,
  choose: wm.iconChoose,
  change: wm.iconChange,
  remove: wm.iconRemove,
  file: wm.iconFile,
  uploading: wm.iconUploading,
  fileType: authMessages.avatarFileType,
};

/** How an image of the brand looks, or that there is none. */
function ImagePreview({
  src,
  what,
  empty,
  wide,
}: {
  src: string | null;
  what: string;
  empty: string;
  wide?: boolean;
}) {
  return (
    <span className="flex h-16 min-w-16 shrink-0 items-center justify-center rounded-lg border border-border bg-muted/50 p-2 text-muted-foreground">
      {src ? (
        <img
          src={src}
          alt={wm.imagePreview(what)}
          className={wide ? "h-10 w-auto max-w-40 object-contain" : "size-12 object-contain"}
        />
      ) : (
        <span className="grid justify-items-center gap-1 text-xs">
          <ImageOff aria-hidden="true" className="size-4" />
          {empty}
        </span>
      )}
    </span>
  );
}

/**
 * The community's identity: name, colour, the logo and icon (sent here and re-encoded by the
 * server, never typed as addresses) and the footer's sentence.
 */
export function SettingsForm({ settings }: { settings: CommunitySettings }) {
  const update = useUpdateSettings();
  const pickerId = useId();
  const [uploading, setUploading] = useState(0);
  const form = useForm({ resolver: zodResolver(updateSettingsSchema), defaultValues: valuesOf(settings) });
  const brandColor = useWatch({ control: form.control, name: "brand_color" });
  const communityName = useWatch({ control: form.control, name: "community_name" });
  // The picker only understands #rrggbb; while the text is being typed it keeps the last valid colour.
  const pickerValue = HEX.test(brandColor.trim()) ? brandColor.trim().toLowerCase() : undefined;
  const isBusy = form.formState.isSubmitting;
  const onUploadingChange = (isUploading: boolean) => setUploading((n) => n + (isUploading ? 1 : -1));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(valuesOf(saved));
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
              {wm.brandColorPicker}
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
      <Controller
        control={form.control}
        name="logo_url"
        render={({ field }) => (
          <ImageUploadField
            texts={logoTexts}
            purpose="brand"
            value={field.value ?? null}
            onChange={field.onChange}
            onUploadingChange={onUploadingChange}
            error={errors.logo_url?.message}
            preview={
              <ImagePreview src={field.value ?? null} what={m.settingsLogo} empty={wm.logoEmpty} wide />
            }
          />
        )}
      />
      <Controller
        control={form.control}
        name="icon_url"
        render={({ field }) => (
          <ImageUploadField
            texts={iconTexts}
            purpose="brand"
            value={field.value ?? null}
            onChange={field.onChange}
            onUploadingChange={onUploadingChange}
            error={errors.icon_url?.message}
            preview={<ImagePreview src={field.value ?? null} what={m.settingsIcon} empty={wm.iconEmpty} />}
          />
        )}
      />
      <FormField
        label={m.settingsFooter}
        error={errors.footer_text?.message}
        hint={wm.footerHint(m.footer(communityName.trim() || settings.community_name))}
      >
        {(control) => <Input {...control} maxLength={FOOTER_TEXT_MAX} {...form.register("footer_text")} />}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={isBusy || uploading > 0}>
          {isBusy ? <Spinner /> : null}
          {isBusy ? m.settingsSaving : m.settingsSave}
        </Button>
      </div>
    </form>
  );
}
