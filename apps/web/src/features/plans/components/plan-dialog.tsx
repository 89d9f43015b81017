import { planMessages as pm } from "@guilda/shared/messages/plans";
import { webPlansMessages as m } from "@guilda/shared/messages/web-plans";
import { PLAN_FEATURE_MAX_CHARS, PLAN_MAX_FEATURES, type PlanView } from "@guilda/shared/schemas/plans";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { Controller, useForm, type Control } from "react-hook-form";
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
import { useUpdatePlan } from "../api/update-plan";
import {
  formFieldOf,
  planFormDefaults,
  planFormSchema,
  toPlanInput,
  type PlanFormValues,
} from "../lib/plan-form";

type PlanDialogProps = {
  /** The plan being edited; null closes the dialog. */
  plan: PlanView | null;
  /** Every plan, to name the one that loses the highlight. */
  plans: PlanView[];
  onClose: () => void;
};

/** 'Editar plano …': every field of one plan, checked by the shared schema before it is sent. */
export function PlanDialog({ plan, plans, onClose }: PlanDialogProps) {
  return (
    <Dialog open={plan !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {plan ? (
        <DialogContent
          closeLabel={m.cancel}
          className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
        >
          <PlanForm key={plan.tier} plan={plan} plans={plans} onSaved={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SwitchRow({
  control,
  name,
  label,
  hint,
}: {
  control: Control<PlanFormValues>;
  name: "is_highlighted" | "is_visible";
  label: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-3">
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        {hint ? (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        ) : null}
      </div>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            {...(hint ? { "aria-describedby": `${id}-hint` } : {})}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </div>
  );
}

function PlanForm({ plan, plans, onSaved }: { plan: PlanView; plans: PlanView[]; onSaved: () => void }) {
  const update = useUpdatePlan();
  const formId = useId();
  const form = useForm<PlanFormValues>({
    resolver: zodResolver(planFormSchema),
    defaultValues: planFormDefaults(plan),
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({ tier: plan.tier, input: toPlanInput(values) });
      const lost = saved.unhighlighted_tier
        ? plans.find((p) => p.tier === saved.unhighlighted_tier)
        : undefined;
      toast.success(
        pm.planUpdated,
        lost ? { description: pm.highlightMoved.replace("{name}", lost.name) } : undefined,
      );
      onSaved();
    } catch (err) {
      const error = toApiError(err);
      if (!applyFieldErrors(error, form.setError, formFieldOf))
        toast.error(pm.planUpdateErrorTitle, { description: error.message });
    }
  });

  return (
    <>
      <div className="grid gap-1.5 pr-8">
        <DialogTitle>{m.dialogTitle(plan.name)}</DialogTitle>
        <DialogDescription>{m.dialogDescription}</DialogDescription>
      </div>
      <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField label={m.nameLabel} error={errors.name?.message} hint={m.nameHint}>
          {(control) => <Input {...control} maxLength={40} autoComplete="off" {...form.register("name")} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={m.priceLabel} error={errors.price?.message} hint={m.priceHint}>
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                placeholder={m.pricePlaceholder}
                {...form.register("price")}
              />
            )}
          </FormField>
          <FormField label={m.periodLabel} error={errors.billing_period?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register("billing_period")}>
                <option value="monthly">{m.periodMonthlyOption}</option>
                <option value="yearly">{m.periodYearlyOption}</option>
              </NativeSelect>
            )}
          </FormField>
        </div>
        <FormField label={m.featuresLabel} error={errors.features?.message} hint={m.featuresHint}>
          {(control) => (
            <Textarea
              {...control}
              rows={6}
              maxLength={PLAN_MAX_FEATURES * (PLAN_FEATURE_MAX_CHARS + 2)}
              {...form.register("features")}
            />
          )}
        </FormField>
        <SwitchRow
          control={form.control}
          name="is_highlighted"
          label={m.highlightedLabel}
          hint={m.highlightedHint}
        />
        <SwitchRow control={form.control} name="is_visible" label={m.visibleLabel} />
        <div className="grid gap-4">
          <FormField label={m.ctaLabelLabel} error={errors.cta_label?.message}>
            {(control) => (
              <Input
                {...control}
                maxLength={40}
                autoComplete="off"
                placeholder={m.ctaLabelPlaceholder}
                {...form.register("cta_label")}
              />
            )}
          </FormField>
          <FormField label={m.ctaUrlLabel} error={errors.cta_url?.message} hint={m.ctaUrlHint}>
            {(control) => (
              <Input
                {...control}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder={m.ctaUrlPlaceholder}
                {...form.register("cta_url")}
              />
            )}
          </FormField>
        </div>
      </form>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            {m.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" form={formId} disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? m.saving : m.save}
        </Button>
      </div>
    </>
  );
}
