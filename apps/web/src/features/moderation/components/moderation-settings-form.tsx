import { moderationMessages as mm } from "@guilda/shared/messages/moderation";
import { webModerationMessages as m } from "@guilda/shared/messages/web-moderation";
import { moderationSettingsSchema, type ModerationSettings } from "@guilda/shared/schemas/moderation";
import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "@guilda/shared/schemas/zod";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { FormField, type FieldControlProps } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PageLoader } from "@/components/ui/page-loader";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useModerationSettings } from "../api/get-settings";
import { useUpdateModerationSettings } from "../api/update-settings";

const FIELDS = ["hide_threshold", "link_limit", "min_points", "word_list"] as const;

/** One word or expression per line; blank lines are nothing. */
const toWords = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The request's own schema, with the word list typed as lines. */
const formSchema = moderationSettingsSchema.extend({
  word_list: z.string().transform(toWords).pipe(moderationSettingsSchema.shape.word_list),
});
type FormInput = z.input<typeof formSchema>;

/** An empty box is "no number" (the schema says so in pt-BR), not 0. */
const toNumber = (v: unknown) => (v === "" || v === null ? Number.NaN : Number(v));

const toForm = (settings: ModerationSettings): FormInput => ({
  ...settings,
  word_list: settings.word_list.join("\n"),
});

/** The automatic rules (admins): reports that hide, links of new members, the word list. */
export function ModerationSettingsCard() {
  const settings = useModerationSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.settingsHeading}</CardTitle>
        <CardDescription>{m.settingsDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <PageLoader />
        ) : settings.isError ? (
          <EmptyState
            icon={<TriangleAlert aria-hidden="true" />}
            title={m.settingsLoadError}
            action={
              <Button variant="outline" onClick={() => void settings.refetch()}>
                {m.retry}
              </Button>
            }
          />
        ) : (
          <SettingsForm settings={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}

function SettingsForm({ settings }: { settings: ModerationSettings }) {
  const update = useUpdateModerationSettings();
  const form = useForm<FormInput, unknown, ModerationSettings>({
    resolver: zodResolver(formSchema),
    defaultValues: toForm(settings),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(toForm(saved));
      toast.success(mm.settingsSaved);
    } catch (err) {
      const error = toApiError(err);
      if (!applyFieldErrors(error, form.setError, FIELDS))
        toast.error(m.saveErrorTitle, { description: error.message });
    }
  });

  const number = (
    name: "hide_threshold" | "link_limit" | "min_points",
    max: number,
    control: FieldControlProps,
  ) => (
    <Input
      {...control}
      type="number"
      inputMode="numeric"
      min={0}
      max={max}
      step={1}
      className="w-32"
      {...form.register(name, { setValueAs: toNumber })}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField
          label={m.hideThresholdLabel}
          hint={m.hideThresholdHint}
          error={errors.hide_threshold?.message}
          className="content-start"
        >
          {(control) => number("hide_threshold", 50, control)}
        </FormField>
        <FormField
          label={m.linkLimitLabel}
          hint={m.linkLimitHint}
          error={errors.link_limit?.message}
          className="content-start"
        >
          {(control) => number("link_limit", 50, control)}
        </FormField>
        <FormField
          label={m.minPointsLabel}
          hint={m.minPointsHint}
          error={errors.min_points?.message}
          className="content-start"
        >
          {(control) => number("min_points", 1_000_000, control)}
        </FormField>
      </div>
      <FormField label={m.wordListLabel} hint={m.wordListHint} error={errors.word_list?.message}>
        {(control) => <Textarea {...control} rows={6} {...form.register("word_list")} />}
      </FormField>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}
