import { AI_MAX_SUGGESTED_QUESTIONS, AI_TIER_IDS } from "@guilda/shared/constants";
import { authMessages } from "@guilda/shared/messages/auth";
import { isAgentIconName } from "@guilda/shared/rules/agent-icons";
import { webAiAdminMessages as m } from "@guilda/shared/messages/web-ai-admin";
import { aiAgentInputSchema, type AiAgentAdmin, type AiAgentOptions } from "@guilda/shared/schemas/ai";
import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Shapes, X } from "lucide-react";
import { useId, useState, type ReactNode } from "react";
import { Controller, useForm, useWatch, type Control, type UseFormRegister } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useCreateAgent } from "../api/create-agent";
import { useAgentOptions } from "../api/get-options";
import { useUpdateAgent } from "../api/update-agent";
import { AGENT_FIELDS, formValuesOf, NEW_AGENT_VALUES, type AgentFormValues } from "../lib/agent-form";
import { AgentIcon } from "@/components/ui/agent-icon";
import { ImageUploadField } from "@/components/ui/image-upload-field";
import { NativeSelect } from "@/components/ui/native-select";
import { useCommunityWords } from "@/hooks/use-community-words";
import { IconPickerDialog } from "./icon-picker-dialog";

/**
 * The agent's settings, validated with the API's own schema (aiAgentInputSchema). Saving goes
 * back to the list; the server's per-field messages (an icon upload that is not one, an unknown
 * course) land on their fields instead.
 */
export function AgentForm({ agent }: { agent: AiAgentAdmin | null }) {
  const navigate = useNavigate();
  const create = useCreateAgent();
  const update = useUpdateAgent();
  const options = useAgentOptions();
  const { tierLabel } = useCommunityWords();
  const [isUploading, setIsUploading] = useState(false);
  const form = useForm({
    resolver: zodResolver(aiAgentInputSchema),
    defaultValues: agent ? formValuesOf(agent) : NEW_AGENT_VALUES,
  });
  const { errors, isSubmitting } = form.formState;
  const scope = useWatch({ control: form.control, name: "scope" });

  const onSubmit = form.handleSubmit(async (values) => {
    // A scope of 'all' keeps no list: what was ticked before does not linger unseen.
    const input = values.scope === "all" ? { ...values, course_ids: [], space_ids: [] } : values;
    try {
      if (agent) await update.mutateAsync({ id: agent.id, patch: input });
      else await create.mutateAsync(input);
      toast.success(agent ? m.savedTitle : m.createdTitle);
      void navigate(paths.adminAgents);
    } catch (err) {
      const error = toApiError(err);
      if (!applyFieldErrors(error, form.setError, AGENT_FIELDS))
        toast.error(m.saveErrorTitle, { description: error.message });
    }
  });

  const provider = options.data?.provider;
  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-6">
      <Section title={m.sectionIdentity}>
        <FormField label={m.nameLabel} error={errors.name?.message}>
          {(control) => <Input {...control} maxLength={80} autoComplete="off" {...form.register("name")} />}
        </FormField>
        <FormField label={m.descriptionLabel} error={errors.description?.message} hint={m.descriptionHint}>
          {(control) => <Textarea {...control} rows={2} maxLength={300} {...form.register("description")} />}
        </FormField>
        <IconField control={form.control} error={errors.icon?.message} onUploadingChange={setIsUploading} />
      </Section>

      <Section title={m.sectionAccess}>
        <FormField label={m.tierSelectLabel} error={errors.required_tier?.message} hint={m.tierHint}>
          {(control) => (
            <NativeSelect {...control} className="sm:max-w-xs" {...form.register("required_tier")}>
              {AI_TIER_IDS.map((tier) => (
                <option key={tier} value={tier}>
                  {tierLabel(tier)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <SwitchField control={form.control} name="is_active" label={m.activeLabel} hint={m.activeHint} />
        <SwitchField control={form.control} name="is_default" label={m.defaultLabel} hint={m.defaultHint} />
      </Section>

      <Section title={m.sectionKnowledge}>
        <fieldset className="grid gap-3">
          <legend className="mb-3 text-sm font-medium">{m.scopeLegend}</legend>
          <RadioOption register={form.register} value="all" label={m.scopeAllOption} hint={m.scopeAllHint} />
          <RadioOption
            register={form.register}
            value="selected"
            label={m.scopeSelectedOption}
            hint={m.scopeSelectedHint}
          />
        </fieldset>
        {scope === "selected" ? (
          options.isError ? (
            <p className="text-sm text-destructive-text">{m.optionsLoadError}</p>
          ) : options.data ? (
            <div className="grid gap-5 sm:grid-cols-2">
              <Checklist
                legend={m.coursesLegend}
                empty={m.noCourses}
                name="course_ids"
                control={form.control}
                error={errors.course_ids?.message}
                items={courseItems(options.data)}
              />
              <Checklist
                legend={m.spacesLegend}
                empty={m.noSpaces}
                name="space_ids"
                control={form.control}
                error={errors.space_ids?.message}
                items={spaceItems(options.data)}
              />
            </div>
          ) : (
            <Spinner />
          )
        ) : null}
      </Section>

      <Section title={m.sectionConversation}>
        <FormField label={m.promptLabel} error={errors.system_prompt?.message} hint={m.promptHint}>
          {(control) => (
            <Textarea {...control} rows={6} maxLength={8000} {...form.register("system_prompt")} />
          )}
        </FormField>
        <FormField label={m.welcomeLabel} error={errors.welcome_message?.message} hint={m.welcomeHint}>
          {(control) => (
            <Textarea {...control} rows={3} maxLength={1000} {...form.register("welcome_message")} />
          )}
        </FormField>
        <QuestionsField control={form.control} />
        <FormField
          label={m.modelLabel}
          error={errors.model?.message}
          hint={provider && !provider.configured ? m.modelHintOffline : m.modelHint}
        >
          {(control) => (
            <Input
              {...control}
              maxLength={100}
              autoComplete="off"
              spellCheck={false}
              className="font-mono sm:max-w-sm"
              placeholder={provider?.model ?? undefined}
              {...form.register("model")}
            />
          )}
        </FormField>
      </Section>

      <div className="flex justify-end gap-2">
        <Button type="submit" disabled={isSubmitting || isUploading}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? m.saving : agent ? m.save : m.create}
        </Button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">{children}</CardContent>
    </Card>
  );
}

type IconFieldProps = {
  control: Control<AgentFormValues>;
  error: string | undefined;
  onUploadingChange: (isUploading: boolean) => void;
};

const iconTexts = {
  label: m.iconLabel,
  hint: m.iconHint,
  choose: m.iconUpload,
  change: m.iconUpload,
  remove: m.iconReset,
  file: m.iconUploadFile,
  uploading: m.iconUploading,
  fileType: authMessages.avatarFileType,
};

/**
 * The agent's icon: one of the app's set, picked in a searchable list, or an image sent here
 * (?purpose=agent-icon, cropped square by the server); never markup.
 */
function IconField({ control, error, onUploadingChange }: IconFieldProps) {
  const [isPicking, setIsPicking] = useState(false);
  return (
    <Controller
      control={control}
      name="icon"
      render={({ field }) => {
        const icon = field.value || null;
        return (
          <>
            <ImageUploadField
              texts={iconTexts}
              purpose="agent-icon"
              value={icon}
              onChange={field.onChange}
              onUploadingChange={onUploadingChange}
              error={error}
              preview={
                <span
                  role="img"
                  aria-label={icon ? m.iconPreview : m.iconPreviewEmpty}
                  className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-muted text-muted-foreground"
                >
                  <AgentIcon icon={icon} className="size-8" />
                </span>
              }
              actions={
                <Button type="button" variant="outline" size="sm" onClick={() => setIsPicking(true)}>
                  <Shapes aria-hidden="true" />
                  {m.iconPick}
                </Button>
              }
            />
            <IconPickerDialog
              open={isPicking}
              onOpenChange={setIsPicking}
              current={icon && isAgentIconName(icon) ? icon : null}
              onPick={field.onChange}
            />
          </>
        );
      }}
    />
  );
}

type SwitchFieldProps = {
  control: Control<AgentFormValues>;
  name: "is_active" | "is_default";
  label: string;
  hint: string;
};

function SwitchField({ control, name, label, hint }: SwitchFieldProps) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-start justify-between gap-4 rounded-lg bg-muted/50 px-3 py-2.5">
          <div className="grid gap-1">
            <Label htmlFor={id}>{label}</Label>
            <p id={`${id}-hint`} className="text-xs text-muted-foreground">
              {hint}
            </p>
          </div>
          <Switch
            id={id}
            ref={field.ref}
            name={field.name}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            aria-describedby={`${id}-hint`}
          />
        </div>
      )}
    />
  );
}

type RadioOptionProps = {
  register: UseFormRegister<AgentFormValues>;
  value: "all" | "selected";
  label: string;
  hint: string;
};

function RadioOption({ register, value, label, hint }: RadioOptionProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="radio"
        value={value}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-4 shrink-0 accent-primary"
        {...register("scope")}
      />
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm leading-none font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

type ChecklistItem = { id: string; label: string; note: string | null };

const courseItems = (options: AiAgentOptions): ChecklistItem[] =>
  options.courses.map((c) => ({ id: c.id, label: c.title, note: c.is_published ? null : m.draftCourse }));
const spaceItems = (options: AiAgentOptions): ChecklistItem[] =>
  options.spaces.map((s) => ({ id: s.id, label: s.name, note: s.is_private ? m.privateSpace : null }));

type ChecklistProps = {
  legend: string;
  empty: string;
  name: "course_ids" | "space_ids";
  control: Control<AgentFormValues>;
  error: string | undefined;
  items: ChecklistItem[];
};

/**
 * Checkboxes kept as a list of ids (controlled: react-hook-form would turn a group of one
 * checkbox into a single value).
 */
function Checklist({ legend, empty, name, control, error, items }: ChecklistProps) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const selected = new Set(field.value);
        const toggle = (itemId: string, isChecked: boolean) =>
          field.onChange(
            isChecked ? [...field.value, itemId] : field.value.filter((value) => value !== itemId),
          );
        return (
          <fieldset className="grid content-start gap-2" aria-describedby={error ? `${id}-error` : undefined}>
            <legend className="mb-2 text-sm font-medium">{legend}</legend>
            {items.length === 0 ? (
              <p className="text-sm text-muted-foreground">{empty}</p>
            ) : (
              <ul className="grid max-h-72 gap-1 overflow-y-auto rounded-lg border border-border p-2">
                {items.map((item) => (
                  <li key={item.id}>
                    <label className="flex cursor-pointer items-start gap-2.5 rounded-md px-2 py-1.5 text-sm hover:bg-muted/60">
                      <input
                        type="checkbox"
                        checked={selected.has(item.id)}
                        onChange={(event) => toggle(item.id, event.target.checked)}
                        onBlur={field.onBlur}
                        className="mt-0.5 size-4 shrink-0 accent-primary"
                      />
                      <span className="min-w-0 break-words">
                        {item.label}
                        {item.note ? <span className="text-muted-foreground"> ({item.note})</span> : null}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {error ? (
              <p id={`${id}-error`} className="text-sm font-medium text-destructive-text">
                {error}
              </p>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}

/** Up to four questions offered on an empty conversation, added and removed one by one. */
function QuestionsField({ control }: { control: Control<AgentFormValues> }) {
  const id = useId();
  return (
    <Controller
      control={control}
      name="suggested_questions"
      render={({ field, fieldState }) => {
        const questions = field.value;
        const errorOf = (index: number) => {
          const entry = (fieldState.error as unknown as ({ message?: string } | undefined)[] | undefined)?.[
            index
          ];
          return entry?.message;
        };
        const set = (next: string[]) => field.onChange(next);
        return (
          <fieldset className="grid gap-3" aria-describedby={`${id}-hint`}>
            <legend className="mb-1 text-sm font-medium">{m.questionsLegend}</legend>
            <p id={`${id}-hint`} className="-mt-2 text-xs text-muted-foreground">
              {m.questionsHint(AI_MAX_SUGGESTED_QUESTIONS)}
            </p>
            {questions.map((question, index) => (
              // Questions have no id of their own; their place is what names them.
              <div key={index} className="flex items-start gap-2">
                <FormField
                  label={m.questionLabel(index + 1)}
                  error={errorOf(index)}
                  className="flex-1 [&>label]:sr-only"
                >
                  {(props) => (
                    <Input
                      {...props}
                      value={question}
                      maxLength={200}
                      autoComplete="off"
                      onChange={(event) =>
                        set(questions.map((q, i) => (i === index ? event.target.value : q)))
                      }
                      onBlur={field.onBlur}
                    />
                  )}
                </FormField>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={m.removeQuestion(index + 1)}
                  title={m.removeQuestion(index + 1)}
                  onClick={() => set(questions.filter((_, i) => i !== index))}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
            ))}
            {questions.length < AI_MAX_SUGGESTED_QUESTIONS ? (
              <Button variant="outline" size="sm" className="w-fit" onClick={() => set([...questions, ""])}>
                <Plus aria-hidden="true" />
                {m.addQuestion}
              </Button>
            ) : null}
          </fieldset>
        );
      }}
    />
  );
}
