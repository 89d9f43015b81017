import { supplierMessages as sm } from "@guilda/shared/messages/suppliers";
import { webSuppliersMessages as m } from "@guilda/shared/messages/web-suppliers";
import {
  BRAZIL_UFS,
  SUPPLIER_CITY_MAX,
  SUPPLIER_DESCRIPTION_MAX,
  SUPPLIER_NAME_MAX,
  UF_NAMES,
} from "@guilda/shared/rules/suppliers";
import type { SupplierView } from "@guilda/shared/schemas/suppliers";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { BackLink } from "@/components/ui/back-link";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { Textarea } from "@/components/ui/textarea";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { paths } from "@/lib/paths";
import { toast } from "@/lib/toast";
import { useSaveSupplier } from "../api/save-supplier";
import {
  formFieldOf,
  supplierFormDefaults,
  supplierFormSchema,
  toSupplierInput,
  type SupplierFormValues,
} from "../lib/supplier-form";
import { LogoField } from "./logo-field";

type SupplierFormProps = {
  /** null: a new supplier (a suggestion, or published at once for staff). */
  supplier: SupplierView | null;
  isStaff: boolean;
};

/** 'Sugerir fornecedor' and staff's 'Editar …': every field, checked by the shared schema before it is sent. */
export function SupplierForm({ supplier, isStaff }: SupplierFormProps) {
  const navigate = useNavigate();
  const save = useSaveSupplier();
  const [isUploading, setUploading] = useState(false);
  const form = useForm<SupplierFormValues>({
    resolver: zodResolver(supplierFormSchema),
    defaultValues: supplierFormDefaults(supplier),
  });
  const { errors, isSubmitting } = form.formState;
  const isBusy = isSubmitting || isUploading;
  const back = supplier ? paths.supplier(supplier.id) : paths.resourcesSuppliers;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: supplier?.id ?? null, input: toSupplierInput(values) });
      toast.success(supplier ? sm.updated : saved.status === "approved" ? sm.created : sm.suggested);
      void navigate(paths.supplier(saved.id));
    } catch (err) {
      const error = toApiError(err);
      if (!applyFieldErrors(error, form.setError, formFieldOf))
        toast.error(m.saveError, { description: error.message });
    }
  });

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-5">
      <BackLink to={back} className="font-medium">
        {supplier ? supplier.name : m.backToDirectory}
      </BackLink>
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
          {supplier ? m.editTitle(supplier.name) : m.newTitle}
        </h1>
        {supplier ? null : (
          <p className="text-muted-foreground">{isStaff ? m.newIntroStaff : m.newIntroMember}</p>
        )}
      </header>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="grid gap-5 rounded-lg border border-border bg-card p-4 sm:p-6"
      >
        <FormField label={m.nameLabel} error={errors.name?.message}>
          {(control) => (
            <Input
              {...control}
              maxLength={SUPPLIER_NAME_MAX}
              autoComplete="organization"
              {...form.register("name")}
            />
          )}
        </FormField>
        <FormField label={m.categoriesLabel} error={errors.categories?.message} hint={m.categoriesHint}>
          {(control) => <Input {...control} autoComplete="off" {...form.register("categories")} />}
        </FormField>
        <FormField label={m.descriptionLabel} error={errors.description?.message} hint={m.descriptionHint}>
          {(control) => (
            <Textarea
              {...control}
              rows={5}
              maxLength={SUPPLIER_DESCRIPTION_MAX}
              {...form.register("description")}
            />
          )}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-[1fr_14rem]">
          <FormField label={m.cityLabel} error={errors.city?.message}>
            {(control) => (
              <Input
                {...control}
                maxLength={SUPPLIER_CITY_MAX}
                autoComplete="address-level2"
                {...form.register("city")}
              />
            )}
          </FormField>
          <FormField label={m.ufLabel2} error={errors.uf?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register("uf")}>
                <option value="">{m.noUf}</option>
                {BRAZIL_UFS.map((uf) => (
                  <option key={uf} value={uf}>
                    {`${uf} – ${UF_NAMES[uf]}`}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </div>
        <FormField label={m.websiteLabel} error={errors.website?.message} hint={m.websiteHint}>
          {(control) => (
            <Input
              {...control}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://"
              {...form.register("website")}
            />
          )}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={m.instagramLabel} error={errors.instagram?.message} hint={m.instagramHint}>
            {(control) => (
              <Input {...control} autoComplete="off" placeholder="@" {...form.register("instagram")} />
            )}
          </FormField>
          <FormField label={m.whatsappLabel} error={errors.whatsapp?.message} hint={m.whatsappHint}>
            {(control) => (
              <Input
                {...control}
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                {...form.register("whatsapp")}
              />
            )}
          </FormField>
        </div>
        <Controller
          control={form.control}
          name="logo_url"
          render={({ field }) => (
            <LogoField
              name={form.watch("name")}
              value={field.value}
              onChange={field.onChange}
              onUploadingChange={setUploading}
              error={errors.logo_url?.message}
            />
          )}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" asChild>
            <Link to={back}>{m.cancel}</Link>
          </Button>
          <Button type="submit" disabled={isBusy}>
            {isSubmitting ? <Spinner /> : null}
            {isSubmitting
              ? m.saving
              : supplier
                ? m.saveChanges
                : isStaff
                  ? m.submitStaff
                  : m.submitSuggestion}
          </Button>
        </div>
      </form>
    </div>
  );
}
