import { webGamificationAdminMessages as m } from "@guilda/shared/messages/web-gamification-admin";
import { POINT_REASONS, type PointReason } from "@guilda/shared/rules/gamification";
import { LEVEL_NAME_MAX } from "@guilda/shared/rules/community-words";
import {
  LEVELS,
  updateGamificationSchema,
  type GamificationSettingsView,
  type UpdateGamificationInput,
} from "@guilda/shared/schemas/gamification";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, type Path } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useUpdateGamificationSettings } from "../api/update-settings";

/** Missions pay their own points (set on each mission), so this reason has no row of its own. */
const EDITABLE_REASONS = POINT_REASONS.filter((r) => r !== "mission_completed");

type Values = UpdateGamificationInput;

const FIELDS: Path<Values>[] = [
  ...POINT_REASONS.flatMap((r) => [`reasons.${r}.points`, `reasons.${r}.daily_cap`] as const),
  "like_pair_daily_limit",
  "level_thresholds",
  "level_thresholds.0",
  "level_thresholds.1",
  "level_thresholds.2",
  "level_thresholds.3",
  "level_names",
  "level_names.0",
  "level_names.1",
  "level_names.2",
  "level_names.3",
];

/** An empty box is "no number" (zod says so in pt-BR), not 0. */
const toNumber = (v: unknown) => (v === "" || v === null ? Number.NaN : Number(v));
/** An empty daily cap means no cap. */
const toCap = (v: unknown) => (v === "" || v === null ? null : Number(v));

function valuesOf(settings: GamificationSettingsView): Values {
  return {
    reasons: settings.reasons,
    like_pair_daily_limit: settings.like_pair_daily_limit,
    level_thresholds: [0, ...settings.level_thresholds.slice(1)] as Values["level_thresholds"],
    level_names: settings.level_names,
  };
}

/**
 * 'Pontos por ação' and 'Níveis' (each level's name, as members read it, and the points it needs):
 * one form, one save, a toast with the members whose level changed.
 */
export function RulesForm({ settings }: { settings: GamificationSettingsView }) {
  const update = useUpdateGamificationSettings();
  const form = useForm({
    resolver: zodResolver(updateGamificationSchema),
    defaultValues: valuesOf(settings),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset(valuesOf(saved));
      toast.success(m.savedTitle, { description: m.savedLevels(saved.levels_changed) });
    } catch (err) {
      const error = toApiError(err);
      if (!applyFieldErrors(error, form.setError, FIELDS))
        toast.error(m.saveErrorTitle, { description: error.message });
    }
  });

  // "Must grow" sits on the first threshold that does not (the schema puts it there).
  const thresholdError = (index: number) => errors.level_thresholds?.[index]?.message;
  const nameError = (index: number) => errors.level_names?.[index]?.message;

  const reasonError = (reason: PointReason, field: "points" | "daily_cap") =>
    errors.reasons?.[reason]?.[field]?.message;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{m.pointsHeading}</CardTitle>
          <CardDescription>{m.pointsDescription}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {EDITABLE_REASONS.map((reason) => (
            <fieldset
              key={reason}
              className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_8rem_8rem] sm:items-start sm:gap-4"
            >
              <legend className="sr-only">{m.reasons[reason]}</legend>
              <p aria-hidden="true" className="font-medium sm:pt-8">
                {m.reasons[reason]}
              </p>
              <div className="grid grid-cols-2 items-start gap-3 sm:contents">
                <FormField label={m.pointsLabel} error={reasonError(reason, "points")}>
                  {(control) => (
                    <Input
                      {...control}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={10000}
                      step={1}
                      {...form.register(`reasons.${reason}.points`, { setValueAs: toNumber })}
                    />
                  )}
                </FormField>
                <FormField label={m.capLabel} error={reasonError(reason, "daily_cap")}>
                  {(control) => (
                    <Input
                      {...control}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={1000}
                      step={1}
                      placeholder={m.noCap}
                      {...form.register(`reasons.${reason}.daily_cap`, { setValueAs: toCap })}
                    />
                  )}
                </FormField>
              </div>
            </fieldset>
          ))}
          <p className="text-sm text-muted-foreground">{m.missionReasonNote}</p>
          <FormField
            label={m.likePairLabel}
            hint={m.likePairHint}
            error={errors.like_pair_daily_limit?.message}
            className="sm:max-w-md"
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={1}
                max={100}
                step={1}
                className="sm:w-32"
                {...form.register("like_pair_daily_limit", { setValueAs: toNumber })}
              />
            )}
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{m.levelsHeading}</CardTitle>
          <CardDescription>{m.levelsDescription}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {LEVELS.map((_, index) => (
            <fieldset
              key={index}
              className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-2 sm:items-start sm:gap-4"
            >
              <legend className="px-1 text-sm font-medium">{m.levelLegend(index + 1)}</legend>
              <FormField label={m.levelNameLabel} error={nameError(index)}>
                {(control) => (
                  <Input
                    {...control}
                    maxLength={LEVEL_NAME_MAX}
                    autoComplete="off"
                    {...form.register(`level_names.${index as 0 | 1 | 2 | 3}`)}
                  />
                )}
              </FormField>
              {index === 0 ? (
                <div className="grid content-start gap-2">
                  <p className="text-sm leading-none font-medium">{m.thresholdLabel}</p>
                  <p className="flex min-h-10 items-center text-sm text-muted-foreground">
                    {m.firstLevelFixed}
                  </p>
                </div>
              ) : (
                <FormField label={m.thresholdLabel} error={thresholdError(index)}>
                  {(control) => (
                    <Input
                      {...control}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      step={1}
                      {...form.register(`level_thresholds.${index as 1 | 2 | 3}`, { setValueAs: toNumber })}
                    />
                  )}
                </FormField>
              )}
            </fieldset>
          ))}
        </CardContent>
      </Card>

      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}
