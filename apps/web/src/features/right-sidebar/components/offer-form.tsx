import { rightSidebarMessages as rs } from "@guilda/shared/messages/sidebar";
import { webRightSidebarMessages as m } from "@guilda/shared/messages/web-feed";
import { updateOfferSchema, type OfferCard } from "@guilda/shared/schemas/settings";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { useUpdateOffer } from "../api/update-offer";

const FIELDS = ["titulo", "subtitulo", "descricao", "imagemUrl", "linkBotao", "textoBotao"] as const;

type OfferFormProps = { offer: OfferCard; onDone: () => void };

export function OfferForm({ offer, onDone }: OfferFormProps) {
  const update = useUpdateOffer();
  const form = useForm({ resolver: zodResolver(updateOfferSchema), defaultValues: { ...offer } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      toast.success(rs.offerSaved);
      onDone();
    } catch (err) {
      const error = toApiError(err);
      applyFieldErrors(error, form.setError, FIELDS);
      toast.error(rs.saveErrorTitle, { description: error.message });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField label={m.offerTitle} error={errors.titulo?.message}>
        {(control) => (
          <Input
            {...control}
            maxLength={80}
            placeholder={rs.offerDefaultTitle}
            {...form.register("titulo")}
          />
        )}
      </FormField>
      <FormField label={m.offerSubtitle} error={errors.subtitulo?.message}>
        {(control) => <Input {...control} maxLength={120} {...form.register("subtitulo")} />}
      </FormField>
      <FormField label={m.offerDescription} error={errors.descricao?.message}>
        {(control) => <Textarea {...control} rows={3} maxLength={500} {...form.register("descricao")} />}
      </FormField>
      <FormField label={m.offerImage} error={errors.imagemUrl?.message} hint={m.offerImageHint}>
        {(control) => (
          <Input {...control} inputMode="url" placeholder="https://" {...form.register("imagemUrl")} />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={m.offerButtonText} error={errors.textoBotao?.message}>
          {(control) => (
            <Input
              {...control}
              maxLength={40}
              placeholder={rs.offerDefaultButton}
              {...form.register("textoBotao")}
            />
          )}
        </FormField>
        <FormField label={m.offerButtonLink} error={errors.linkBotao?.message} hint={m.offerButtonLinkHint}>
          {(control) => (
            <Input
              {...control}
              inputMode="url"
              placeholder={rs.offerDefaultLink}
              {...form.register("linkBotao")}
            />
          )}
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onDone} disabled={isSubmitting}>
          {m.cancel}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? m.saving : m.save}
        </Button>
      </div>
    </form>
  );
}
