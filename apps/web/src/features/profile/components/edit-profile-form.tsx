import { authMessages } from "@guilda/shared/messages/auth";
import { webProfileMessages as m } from "@guilda/shared/messages/web-profile";
import {
  httpUrlSchema,
  PROFILE_BIO_MAX,
  PROFILE_LINKS_MAX,
  type Profile,
  type UpdateProfileInput,
} from "@guilda/shared/schemas/profile";
import { fullNameSchema, usernameSchema } from "@guilda/shared/schemas/auth";
import { z } from "@guilda/shared/schemas/zod";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { useFieldArray, useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useUpdateProfile } from "../api/update-profile";
import { AvatarUploader } from "./avatar-uploader";

/** The form's fields, checked in the browser with the server's rules and these texts. */
const formSchema = z.object({
  full_name: fullNameSchema,
  username: usernameSchema,
  bio: z.string().max(PROFILE_BIO_MAX, m.bioTooLong(PROFILE_BIO_MAX)),
  links: z
    .array(
      z.object({
        label: z.string().trim().min(1, m.linkLabelRequired).max(40, m.linkLabelTooLong),
        url: httpUrlSchema(authMessages.linkUrlInvalid),
      }),
    )
    .max(PROFILE_LINKS_MAX),
});
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

const FIELDS = ["full_name", "username", "bio", "links"] as const;

function defaults(profile: Profile): FormInput {
  return {
    full_name: profile.full_name,
    username: profile.username,
    bio: profile.bio ?? "",
    links: profile.links ?? [],
  };
}

export function EditProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const bioCountId = useId();
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: defaults(profile),
  });
  const links = useFieldArray({ control: form.control, name: "links" });
  const [fullName, bio] = useWatch({ control: form.control, name: ["full_name", "bio"] });
  const isBusy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    const input: UpdateProfileInput = {
      full_name: values.full_name,
      username: values.username,
      bio: values.bio.trim(),
      links: values.links,
    };
    try {
      const saved = await update.mutateAsync(input);
      form.reset(defaults(saved));
      toast.success(authMessages.profileUpdatedTitle, { description: authMessages.profileUpdatedText });
    } catch (err) {
      const error = toApiError(err);
      if (error.code === "USERNAME_TAKEN" && !error.fieldErrors?.username) {
        form.setError(
          "username",
          { type: "server", message: authMessages.usernameTaken },
          { shouldFocus: true },
        );
      } else {
        applyFieldErrors(error, form.setError, FIELDS);
      }
      toast.error(authMessages.profileErrorTitle, { description: error.message });
    }
  });

  const { errors } = form.formState;
  return (
    <div className="grid gap-6">
      {/* The photo is only ever an upload of the member's own: an address of another site would
          let it log who sees it. */}
      <AvatarUploader profile={profile} name={fullName || profile.full_name} preview={profile.avatar_url} />
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormField label={m.fullNameLabel} error={errors.full_name?.message}>
          {(control) => <Input {...control} autoComplete="name" {...form.register("full_name")} />}
        </FormField>
        <FormField label={m.usernameLabel} error={errors.username?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              {...form.register("username")}
            />
          )}
        </FormField>
        <FormField
          label={m.bioLabel}
          error={errors.bio?.message}
          hint={m.bioHint}
          afterId={bioCountId}
          after={
            <p
              id={bioCountId}
              className={
                (bio ?? "").length > PROFILE_BIO_MAX
                  ? "text-xs font-medium text-destructive-text"
                  : "text-xs text-muted-foreground"
              }
            >
              {m.bioCount((bio ?? "").length, PROFILE_BIO_MAX)}
            </p>
          }
        >
          {(control) => <Textarea {...control} rows={4} {...form.register("bio")} />}
        </FormField>

        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium">{m.linksTitle}</legend>
          <p className="-mt-1 text-xs text-muted-foreground">{m.linksHint(PROFILE_LINKS_MAX)}</p>
          {links.fields.map((field, index) => (
            <div
              key={field.id}
              className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] sm:items-start"
            >
              <FormField label={m.linkLabelOf(index + 1)} error={errors.links?.[index]?.label?.message}>
                {(control) => (
                  <Input
                    {...control}
                    placeholder={m.linkLabelPlaceholder}
                    {...form.register(`links.${index}.label`)}
                  />
                )}
              </FormField>
              <FormField label={m.linkUrlOf(index + 1)} error={errors.links?.[index]?.url?.message}>
                {(control) => (
                  <Input
                    {...control}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    {...form.register(`links.${index}.url`)}
                  />
                )}
              </FormField>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="justify-self-end sm:mt-6"
                aria-label={m.removeLink(index + 1)}
                onClick={() => links.remove(index)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          ))}
          {links.fields.length < PROFILE_LINKS_MAX ? (
            <div>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={() =>
                  links.append({ label: "", url: "" }, { focusName: `links.${links.fields.length}.label` })
                }
              >
                <Plus aria-hidden="true" />
                {m.addLink}
              </Button>
            </div>
          ) : null}
        </fieldset>

        <div className="flex flex-wrap justify-end gap-3">
          <Button asChild variant="ghost">
            <Link to={paths.profile}>{m.cancel}</Link>
          </Button>
          <Button type="submit" disabled={isBusy}>
            {isBusy ? <Spinner /> : null}
            {isBusy ? m.saving : m.save}
          </Button>
        </div>
      </form>
    </div>
  );
}
