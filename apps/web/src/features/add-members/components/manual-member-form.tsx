import { memberMessages } from "@guilda/shared/messages/members";
import { webAddMembersMessages as m } from "@guilda/shared/messages/web-add-members";
import { passwordProblems } from "@guilda/shared/rules/password";
import type { BatchResult } from "@guilda/shared/schemas/directory";
import {
  MEMBER_MODES,
  memberEmailSchema,
  memberNameSchema,
  memberTagsSchema,
  type MemberMode,
} from "@guilda/shared/schemas/members";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, type ComponentProps, type ReactNode } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { z } from "@guilda/shared/schemas/zod";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { toast } from "@/lib/toast";
import { useAddMembers } from "../api/add-members";
import { memberFieldErrors } from "../lib/batch-errors";
import { CoursePicker } from "./course-picker";
import { TagsInput } from "./tags-input";

/**
 * Spec §3 "Member input draft" as a form: name and e-mail required; a password only in create
 * mode, checked with the same rules as the server so the admin learns every reason at once.
 */
const manualMemberSchema = z
  .object({
    name: memberNameSchema,
    email: memberEmailSchema,
    mode: z.enum(MEMBER_MODES),
    password: z.string(),
    is_admin: z.boolean(),
    is_moderator: z.boolean(),
    is_student: z.boolean(),
    courses: z.array(z.string()),
    tags: memberTagsSchema,
  })
  .superRefine((values, ctx) => {
    if (values.mode !== "create") return;
    const problems = values.password
      ? passwordProblems(values.password, { email: values.email })
      : [memberMessages.passwordRequired];
    if (problems.length > 0)
      ctx.addIssue({ code: "custom", path: ["password"], message: problems.join(" ") });
  });

const FIELDS = ["name", "email", "password", "tags", "courses"] as const;
type Field = (typeof FIELDS)[number];
const isField = (field: string): field is Field => (FIELDS as readonly string[]).includes(field);

type ManualMemberFormProps = { onResult: (result: BatchResult) => void };

export function ManualMemberForm({ onResult }: ManualMemberFormProps) {
  const add = useAddMembers();
  const form = useForm({
    resolver: zodResolver(manualMemberSchema),
    defaultValues: {
      name: "",
      email: "",
      mode: "invite",
      password: "",
      is_admin: false,
      is_moderator: false,
      is_student: true,
      courses: [],
      tags: [],
    },
  });
  const mode = useWatch({ control: form.control, name: "mode" });
  const isBusy = form.formState.isSubmitting;
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await add.mutateAsync({
        mode: values.mode,
        source: "manual",
        members: [
          {
            name: values.name,
            email: values.email,
            ...(values.mode === "create" ? { password: values.password } : {}),
            is_admin: values.is_admin,
            is_moderator: values.is_moderator,
            is_student: values.is_student,
            tags: values.tags,
            courses: values.courses,
          },
        ],
      });
      onResult(result);
    } catch (err) {
      const error = toApiError(err);
      const fieldErrors = memberFieldErrors(error).filter((e) => isField(e.field));
      fieldErrors.forEach(({ field, message }, index) =>
        form.setError(field as Field, { type: "server", message }, { shouldFocus: index === 0 }),
      );
      if (fieldErrors.length > 0) return;
      const title =
        values.mode === "invite" ? m.inviteErrorTitle(values.email) : m.processMemberErrorTitle(values.email);
      toast.error(title, { description: error.message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={m.nameLabel} error={errors.name?.message}>
          {(control) => (
            <Input {...control} autoComplete="off" disabled={isBusy} {...form.register("name")} />
          )}
        </FormField>
        <FormField label={m.emailLabel} error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              type="email"
              inputMode="email"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              disabled={isBusy}
              {...form.register("email")}
            />
          )}
        </FormField>
      </div>

      <fieldset className="grid gap-2" disabled={isBusy}>
        <legend className="mb-2 text-sm leading-none font-medium">{m.rolesLabel}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          <CheckboxLabel label={m.roleAdmin}>
            <input type="checkbox" className="size-4 accent-primary" {...form.register("is_admin")} />
          </CheckboxLabel>
          <CheckboxLabel label={m.roleModerator}>
            <input type="checkbox" className="size-4 accent-primary" {...form.register("is_moderator")} />
          </CheckboxLabel>
          <CheckboxLabel label={m.roleStudent}>
            <input type="checkbox" className="size-4 accent-primary" {...form.register("is_student")} />
          </CheckboxLabel>
        </div>
      </fieldset>

      <Controller
        control={form.control}
        name="courses"
        render={({ field, fieldState }) => (
          <CoursePicker
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
            disabled={isBusy}
          />
        )}
      />

      <Controller
        control={form.control}
        name="tags"
        render={({ field, fieldState }) => (
          <TagsInput
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message ?? firstTagError(errors.tags)}
            disabled={isBusy}
          />
        )}
      />

      <fieldset className="grid gap-2" disabled={isBusy}>
        <legend className="mb-2 text-sm leading-none font-medium">{m.modeLabel}</legend>
        <ModeOption value="invite" label={m.modeInvite} hint={m.modeInviteHint} {...form.register("mode")} />
        <ModeOption value="create" label={m.modeCreate} hint={m.modeCreateHint} {...form.register("mode")} />
      </fieldset>

      {mode === "create" ? (
        <FormField label={m.passwordLabel} error={errors.password?.message}>
          {(control) => (
            <Input
              {...control}
              type="password"
              autoComplete="new-password"
              disabled={isBusy}
              {...form.register("password")}
            />
          )}
        </FormField>
      ) : null}

      <div className="flex justify-end">
        <Button type="submit" disabled={isBusy} className="w-full sm:w-auto">
          {isBusy ? <Spinner /> : null}
          {isBusy ? m.submitting : mode === "create" ? m.submitCreate : m.submitInvite}
        </Button>
      </div>
    </form>
  );
}

/** A per-tag issue of memberTagsSchema ("tags.2") shows under the tags input. */
function firstTagError(error: unknown): string | undefined {
  if (!Array.isArray(error)) return undefined;
  const first = error.find((item): item is { message?: string } => !!item && typeof item === "object");
  return first?.message;
}

function CheckboxLabel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
      {children}
      {label}
    </label>
  );
}

type ModeOptionProps = ComponentProps<"input"> & { value: MemberMode; label: string; hint: string };

/** A radio named by its title only; the hint describes it. */
function ModeOption({ label, hint, ...input }: ModeOptionProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-2.5 rounded-lg border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
      <input
        {...input}
        id={id}
        type="radio"
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-4 shrink-0 accent-primary"
      />
      <div className="grid gap-0.5">
        <label htmlFor={id} className="cursor-pointer font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}
