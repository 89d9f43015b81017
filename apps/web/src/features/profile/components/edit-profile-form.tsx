import { authMessages } from "@guilda/shared/messages/auth";
import { webProfileMessages as m } from "@guilda/shared/messages/web-profile";
import { updateProfileSchema, type Profile } from "@guilda/shared/schemas/profile";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import { Link } from "react-router";
import { toast } from "@/lib/toast";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { paths } from "@/lib/paths";
import { useUpdateProfile } from "../api/update-profile";

const FIELDS = ["full_name", "username", "avatar_url"] as const;

export function EditProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: {
      full_name: profile.full_name,
      username: profile.username,
      avatar_url: profile.avatar_url ?? "",
    },
  });
  const [fullName, avatarUrl] = useWatch({ control: form.control, name: ["full_name", "avatar_url"] });
  const isBusy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({
        full_name: saved.full_name,
        username: saved.username,
        avatar_url: saved.avatar_url ?? "",
      });
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
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="flex items-center gap-4">
        <Avatar name={fullName || profile.full_name} src={avatarUrl || null} size="lg" />
        <div className="min-w-0">
          <p className="font-semibold break-words">{fullName || profile.full_name}</p>
          <p className="text-sm text-muted-foreground">@{profile.username}</p>
        </div>
      </div>
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
      <FormField label={m.avatarUrlLabel} error={errors.avatar_url?.message} hint={m.avatarUrlHint}>
        {(control) => (
          <Input
            {...control}
            type="url"
            inputMode="url"
            placeholder="https://"
            {...form.register("avatar_url")}
          />
        )}
      </FormField>
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
  );
}
