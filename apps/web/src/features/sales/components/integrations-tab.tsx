import { saleLabels } from "@guilda/shared/messages/sales";
import { webSalesMessages as m } from "@guilda/shared/messages/web-sales";
import {
  hotmartTokenSchema,
  stripeSecretSchema,
  type GeneratedSecret,
  type ProviderView,
} from "@guilda/shared/schemas/sales";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, Copy, KeyRound, ShieldAlert, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogPendingConfirm,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PageLoader } from "@/components/ui/page-loader";
import { Spinner } from "@/components/ui/spinner";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useGenerateGenericSecret } from "../api/generate-generic-secret";
import { useProviders } from "../api/get-providers";
import { useSaveProviderSecret, type PastedProvider } from "../api/save-provider-secret";
import { formatDateTime } from "../lib/format";

async function copyText(text: string, done: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(m.copyError);
  }
}

/** 'Integrações': per provider, the address to register, the secret (masked) and its refusals. */
export function IntegrationsTab() {
  const providers = useProviders();
  return (
    <section aria-labelledby="sales-integrations-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="sales-integrations-heading" className="text-lg font-semibold tracking-tight">
          {m.integrationsHeading}
        </h2>
        <p className="max-w-2xl text-sm text-muted-foreground">{m.integrationsDescription}</p>
      </div>
      {providers.isPending ? (
        <PageLoader className="min-h-24" />
      ) : providers.isError ? (
        <EmptyState
          icon={<TriangleAlert aria-hidden="true" />}
          title={m.providersLoadError}
          action={
            <Button variant="outline" onClick={() => void providers.refetch()}>
              {m.retry}
            </Button>
          }
        />
      ) : (
        providers.data.items.map((provider) => <ProviderCard key={provider.provider} provider={provider} />)
      )}
    </section>
  );
}

function ProviderCard({ provider }: { provider: ProviderView }) {
  const titleId = useId();
  const name = saleLabels.provider[provider.provider];
  const failed = provider.failed_signatures_24h;
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 pb-3 sm:pb-4">
        <CardTitle id={titleId} className="text-base sm:text-lg">
          {name}
        </CardTitle>
        {provider.configured ? (
          <Badge variant="secondary">
            <CheckCircle2 aria-hidden="true" className="size-3" />
            {m.configured}
          </Badge>
        ) : (
          <Badge variant="outline">{m.notConfigured}</Badge>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {provider.provider === "generic" ? (
          <p className="text-sm text-muted-foreground">{m.genericHint}</p>
        ) : null}
        <dl className="grid gap-2">
          <dt className="text-sm leading-none font-medium">{m.webhookUrlLabel(name)}</dt>
          <dd className="flex flex-col gap-2 sm:flex-row sm:items-start">
            <code className="min-w-0 flex-1 rounded-lg border border-input bg-background px-3 py-2 font-mono text-sm break-all select-all">
              {provider.webhook_url}
            </code>
            <Button variant="outline" onClick={() => void copyText(provider.webhook_url, m.urlCopied)}>
              <Copy aria-hidden="true" />
              {m.copyUrl}
            </Button>
          </dd>
        </dl>
        <div className="grid gap-1">
          <dl className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <dt className="font-medium">{m.currentSecret}:</dt>
            <dd className={provider.masked ? "font-mono" : "text-muted-foreground"}>
              {provider.masked ?? m.noSecret}
            </dd>
          </dl>
          {provider.updated_at ? (
            <p className="text-xs text-muted-foreground">
              {m.updatedAt(formatDateTime(provider.updated_at))}
            </p>
          ) : null}
        </div>
        <p
          className={
            failed > 0
              ? "flex items-start gap-2 text-sm font-medium text-destructive-text"
              : "flex items-start gap-2 text-sm text-muted-foreground"
          }
        >
          <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {m.failedSignatures(failed)}
        </p>
        {provider.provider === "generic" ? (
          <GenerateSecret isConfigured={provider.configured} />
        ) : (
          <SecretForm provider={provider.provider} isConfigured={provider.configured} />
        )}
      </CardContent>
    </Card>
  );
}

/** Hotmart's token or Stripe's signing secret, pasted; never shown again once saved. */
function SecretForm({ provider, isConfigured }: { provider: PastedProvider; isConfigured: boolean }) {
  const save = useSaveProviderSecret();
  const form = useForm({
    resolver: zodResolver(provider === "hotmart" ? hotmartTokenSchema : stripeSecretSchema),
    defaultValues: { secret: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ secret }) => {
    try {
      await save.mutateAsync({ provider, secret });
      form.reset({ secret: "" });
      toast.success(m.secretSavedTitle, { description: m.secretSavedText });
    } catch (err) {
      const error = toApiError(err);
      if (!applyFieldErrors(error, form.setError, ["secret"]))
        toast.error(m.secretErrorTitle, { description: error.message });
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 border-t border-border pt-4">
      <FormField label={m.secretLabel[provider]} hint={m.secretHint[provider]} error={errors.secret?.message}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={300}
            className="font-mono"
            {...form.register("secret")}
          />
        )}
      </FormField>
      <Button
        type="submit"
        variant={isConfigured ? "outline" : "default"}
        className="justify-self-start"
        disabled={isSubmitting}
      >
        {isSubmitting ? <Spinner /> : <KeyRound aria-hidden="true" />}
        {isSubmitting ? m.savingSecret : isConfigured ? m.replaceSecret : m.saveSecret}
      </Button>
    </form>
  );
}

/**
 * 'Gerar segredo': the generic endpoint's secret is made here, shown once (with a copy button)
 * and never again. Replacing one that exists asks first: the sender must receive the new one.
 */
function GenerateSecret({ isConfigured }: { isConfigured: boolean }) {
  const generate = useGenerateGenericSecret();
  const [isConfirming, setConfirming] = useState(false);
  const [shown, setShown] = useState<GeneratedSecret | null>(null);
  const run = () =>
    generate.mutate(undefined, {
      onSuccess: (result) => {
        setConfirming(false);
        setShown(result);
      },
      onError: (error) => {
        setConfirming(false);
        toast.error(m.generateErrorTitle, { description: toApiError(error).message });
      },
    });
  return (
    <div className="border-t border-border pt-4">
      <Button
        variant={isConfigured ? "outline" : "default"}
        disabled={generate.isPending}
        onClick={() => (isConfigured ? setConfirming(true) : run())}
      >
        {generate.isPending && !isConfirming ? <Spinner /> : <KeyRound aria-hidden="true" />}
        {generate.isPending && !isConfirming
          ? m.generating
          : isConfigured
            ? m.regenerateSecret
            : m.generateSecret}
      </Button>
      <AlertDialog
        open={isConfirming}
        onOpenChange={(open) => {
          if (!open && !generate.isPending) setConfirming(false);
        }}
      >
        <AlertDialogContent>
          <div className="grid gap-2">
            <AlertDialogTitle>{m.regenerateTitle}</AlertDialogTitle>
            <AlertDialogDescription>{m.regenerateText}</AlertDialogDescription>
          </div>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={generate.isPending}>{m.cancel}</AlertDialogCancel>
            <AlertDialogPendingConfirm
              variant="default"
              onClick={run}
              pending={generate.isPending}
              pendingLabel={m.generating}
            >
              {m.regenerateSecret}
            </AlertDialogPendingConfirm>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      <NewSecretDialog secret={shown?.secret ?? null} onClose={() => setShown(null)} />
    </div>
  );
}

/** The new secret, this once; closing forgets it. */
function NewSecretDialog({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const inputId = useId();
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {secret !== null ? (
        <DialogContent closeLabel={m.close} className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
          <div className="grid gap-1.5 pr-8">
            <DialogTitle>{m.newSecretTitle}</DialogTitle>
            <DialogDescription>{m.genericHint}</DialogDescription>
          </div>
          <Alert variant="destructive" role="alert">
            <TriangleAlert aria-hidden="true" />
            <p className="font-medium">{m.newSecretWarning}</p>
          </Alert>
          <div className="grid gap-2">
            <label htmlFor={inputId} className="text-sm leading-none font-medium">
              {m.newSecretLabel}
            </label>
            <Input
              id={inputId}
              readOnly
              value={secret}
              className="font-mono text-sm"
              onFocus={(event) => event.currentTarget.select()}
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={onClose}>
              {m.newSecretDone}
            </Button>
            <Button onClick={() => void copyText(secret, m.secretCopied)}>
              <Copy aria-hidden="true" />
              {m.copySecret}
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
