import { webAiAdminMessages as m } from "@guilda/shared/messages/web-ai-admin";
import { aiQuotasSchema, type AiQuotas } from "@guilda/shared/schemas/ai";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PageLoader } from "@/components/ui/page-loader";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useQuotas, useUpdateQuotas } from "../api/quotas";
import { TierBadge } from "@/components/ui/tier-badge";
import { useCommunityWords } from "@/hooks/use-community-words";

/** 'Limites por nível': messages per 24 h for each tier. */
export function QuotasForm() {
  const quotas = useQuotas();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{m.quotasHeading}</CardTitle>
        <CardDescription>{m.quotasDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        {quotas.isPending ? (
          <PageLoader className="min-h-24" />
        ) : quotas.isError ? (
          <div className="grid justify-items-start gap-3 text-sm">
            <p className="text-muted-foreground">{m.quotasLoadError}</p>
            <Button variant="outline" size="sm" onClick={() => void quotas.refetch()}>
              {m.retry}
            </Button>
          </div>
        ) : (
          <QuotasEditor quotas={quotas.data} />
        )}
      </CardContent>
    </Card>
  );
}

function QuotasEditor({ quotas }: { quotas: AiQuotas }) {
  const { tierLabel } = useCommunityWords();
  const update = useUpdateQuotas();
  const form = useForm({ resolver: zodResolver(aiQuotasSchema), defaultValues: quotas });
  const { errors, isSubmitting } = form.formState;
  const fields = quotas.quotas.map((_, index) => `quotas.${index}.messages_per_day` as const);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      form.reset(await update.mutateAsync(values));
      toast.success(m.quotasSavedTitle);
    } catch (err) {
      const error = toApiError(err);
      if (!applyFieldErrors(error, form.setError, fields))
        toast.error(m.quotasErrorTitle, { description: error.message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {quotas.quotas.map((quota, index) => (
          <FormField
            key={quota.tier}
            label={
              <span className="flex items-center gap-2">
                <span aria-hidden="true">
                  <TierBadge tier={quota.tier} />
                </span>
                <span className="sr-only">{m.quotaLabel(tierLabel(quota.tier))}</span>
                <span aria-hidden="true">{m.quotaUnit}</span>
              </span>
            }
            error={errors.quotas?.[index]?.messages_per_day ? m.quotaInvalid : undefined}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                max={100000}
                step={1}
                {...form.register(`quotas.${index}.messages_per_day`, { valueAsNumber: true })}
              />
            )}
          </FormField>
        ))}
      </div>
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? m.quotasSaving : m.quotasSave}
        </Button>
      </div>
    </form>
  );
}
