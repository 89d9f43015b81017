import { AI_TIER_IDS, DEFAULT_COURSE_CATEGORY } from "@guilda/shared/constants";
import { saleLabels } from "@guilda/shared/messages/sales";
import { webSalesMessages as m } from "@guilda/shared/messages/web-sales";
import { OFFER_DURATIONS } from "@guilda/shared/rules/sales";
import {
  OFFER_MAX_DAYS,
  SALE_PROVIDERS,
  offerInputSchema,
  type OfferInput,
  type OfferView,
} from "@guilda/shared/schemas/sales";
import type { AdminCourseRow } from "@guilda/shared/schemas/courses";
import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useMemo } from "react";
import { Controller, useForm, useWatch, type Path } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import { useCommunityWords } from "@/hooks/use-community-words";
import { toApiError } from "@/lib/api";
import { applyFieldErrors } from "@/lib/form-errors";
import { toast } from "@/lib/toast";
import { useCreateOffer } from "../api/create-offer";
import { useSaleCourses } from "../api/get-courses";
import { useUpdateOffer } from "../api/update-offer";
import { CheckboxGroup, type CheckboxOptionGroup } from "./checkbox-group";

const FIELDS: readonly Path<OfferInput>[] = [
  "name",
  "provider",
  "product_key",
  "offer_code",
  "duration",
  "days",
  "course_ids",
  "categories",
  "ai_tier",
  "grants_student",
];

/** What the dialog edits: null closed, "new" a new offer, or the offer to edit. */
export type OfferDialogState = null | "new" | OfferView;

type OfferDialogProps = { state: OfferDialogState; onClose: () => void };

/** 'Nova oferta' / 'Editar oferta': the product, what it grants and for how long. */
export function OfferDialog({ state, onClose }: OfferDialogProps) {
  return (
    <Dialog open={state !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {state !== null ? (
        <DialogContent
          closeLabel={m.close}
          className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
        >
          <OfferForm offer={state === "new" ? null : state} onDone={onClose} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function valuesOf(offer: OfferView | null): OfferInput {
  if (!offer)
    return {
      name: "",
      provider: "hotmart",
      product_key: "",
      offer_code: "",
      duration: "lifetime",
      days: null,
      course_ids: [],
      categories: [],
      ai_tier: null,
      grants_student: false,
    };
  return {
    name: offer.name,
    provider: offer.provider,
    product_key: offer.product_key,
    offer_code: offer.offer_code,
    duration: offer.duration,
    days: offer.days,
    course_ids: offer.courses.map((c) => c.id),
    categories: offer.categories,
    ai_tier: offer.ai_tier,
    grants_student: offer.grants_student,
  };
}

const collator = new Intl.Collator("pt-BR", { sensitivity: "base" });
const categoryOf = (course: AdminCourseRow) => course.category?.trim() || DEFAULT_COURSE_CATEGORY;

/** Courses by category, drafts marked; every category of a course, plus those the offer already names. */
function choices(courses: AdminCourseRow[], chosenCategories: readonly string[]) {
  const byCategory = new Map<string, AdminCourseRow[]>();
  for (const course of courses)
    byCategory.set(categoryOf(course), [...(byCategory.get(categoryOf(course)) ?? []), course]);
  const courseGroups: CheckboxOptionGroup[] = [...byCategory.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([heading, items]) => ({
      heading,
      options: items
        .sort((a, b) => collator.compare(a.title, b.title))
        .map((c) => ({ value: c.id, label: c.title, note: c.is_published ? undefined : m.draftCourse })),
    }));
  const categories = [...new Set([...byCategory.keys(), ...chosenCategories])].sort(collator.compare);
  return { courseGroups, categoryOptions: categories.map((c) => ({ value: c, label: c })) };
}

const toDays = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));
const toTier = (v: unknown) => (v === "" || v === null ? null : v);

function OfferForm({ offer, onDone }: { offer: OfferView | null; onDone: () => void }) {
  const { tierLabel } = useCommunityWords();
  const create = useCreateOffer();
  const update = useUpdateOffer();
  const courses = useSaleCourses();
  const formId = useId();
  const durationId = useId();
  const form = useForm({ resolver: zodResolver(offerInputSchema), defaultValues: valuesOf(offer) });
  const { errors, isSubmitting } = form.formState;
  const provider = useWatch({ control: form.control, name: "provider" });
  const duration = useWatch({ control: form.control, name: "duration" });
  const chosenCategories = useWatch({ control: form.control, name: "categories" }) ?? [];
  const { courseGroups, categoryOptions } = useMemo(
    () => choices(courses.data?.items ?? [], offer?.categories ?? []),
    [courses.data, offer],
  );
  // A category typed elsewhere and no longer on any course stays choosable while it is chosen.
  const categoryGroups: CheckboxOptionGroup[] = [
    {
      options: [
        ...categoryOptions,
        ...chosenCategories
          .filter((c) => !categoryOptions.some((o) => o.value === c))
          .map((c) => ({ value: c, label: c })),
      ],
    },
  ];
  const loadStatus = courses.isPending
    ? { loading: m.coursesLoading }
    : courses.isError
      ? { error: m.coursesLoadError, retry: m.retry, onRetry: () => void courses.refetch() }
      : undefined;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (offer) {
        await update.mutateAsync({ id: offer.id, input: values });
        toast.success(m.savedTitle, offer.purchases > 0 ? { description: m.savedSyncText } : undefined);
      } else {
        await create.mutateAsync(values);
        toast.success(m.createdTitle);
      }
      onDone();
    } catch (err) {
      const error = toApiError(err);
      if (!applyFieldErrors(error, form.setError, FIELDS))
        toast.error(m.saveErrorTitle, { description: error.message });
    }
  });

  return (
    <>
      <div className="grid gap-1.5 pr-8">
        <DialogTitle>{offer ? m.editOfferTitle : m.newOfferTitle}</DialogTitle>
        <DialogDescription>{m.offerDialogDescription}</DialogDescription>
      </div>
      <form id={formId} onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormField label={m.nameLabel} hint={m.nameHint} error={errors.name?.message}>
          {(control) => (
            <Input {...control} maxLength={120} autoComplete="off" autoFocus {...form.register("name")} />
          )}
        </FormField>

        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label={m.providerLabel} error={errors.provider?.message}>
            {(control) => (
              <NativeSelect
                {...control}
                {...form.register("provider", {
                  // Offer codes exist only at Hotmart.
                  onChange: (event: { target: { value: string } }) => {
                    if (event.target.value !== "hotmart") form.setValue("offer_code", "");
                  },
                })}
              >
                {SALE_PROVIDERS.map((p) => (
                  <option key={p} value={p}>
                    {saleLabels.provider[p]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <FormField
            label={m.productKeyLabel[provider]}
            hint={m.productKeyHint[provider]}
            error={errors.product_key?.message}
          >
            {(control) => (
              <Input
                {...control}
                maxLength={200}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                className="font-mono"
                {...form.register("product_key")}
              />
            )}
          </FormField>
        </div>
        {provider === "hotmart" ? (
          <FormField
            label={m.offerCodeLabel}
            hint={m.offerCodeHint}
            error={errors.offer_code?.message}
            className="sm:max-w-sm"
          >
            {(control) => (
              <Input
                {...control}
                maxLength={100}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                className="font-mono"
                {...form.register("offer_code")}
              />
            )}
          </FormField>
        ) : null}

        <Controller
          control={form.control}
          name="course_ids"
          render={({ field, fieldState }) => (
            <CheckboxGroup
              label={m.coursesLabel}
              hint={m.coursesHint}
              groups={courseGroups}
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
              selectedText={m.coursesSelected}
              emptyText={m.coursesEmpty}
              status={loadStatus}
              firstRef={field.ref}
            />
          )}
        />
        <Controller
          control={form.control}
          name="categories"
          render={({ field, fieldState }) => (
            <CheckboxGroup
              label={m.categoriesLabel}
              hint={m.categoriesHint}
              groups={categoryGroups}
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
              selectedText={m.coursesSelected}
              emptyText={m.categoriesEmpty}
              status={loadStatus}
              firstRef={field.ref}
            />
          )}
        />

        <div className="grid items-start gap-4 sm:grid-cols-2">
          <FormField label={m.tierLabel} hint={m.tierHint} error={errors.ai_tier?.message}>
            {(control) => (
              <NativeSelect {...control} {...form.register("ai_tier", { setValueAs: toTier })}>
                <option value="">{m.tierNone}</option>
                {AI_TIER_IDS.map((tier) => (
                  <option key={tier} value={tier}>
                    {tierLabel(tier)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
          <label className="flex min-h-10 cursor-pointer items-center gap-2.5 text-sm font-medium sm:mt-6">
            <input
              type="checkbox"
              className="size-4 shrink-0 accent-primary"
              {...form.register("grants_student")}
            />
            {m.studentLabel}
          </label>
        </div>

        <fieldset className="grid gap-3" aria-describedby={`${durationId}-hint`}>
          <legend className="mb-2 text-sm leading-none font-medium">{m.durationLegend}</legend>
          <div className="grid gap-2">
            {OFFER_DURATIONS.map((d) => (
              <label key={d} className="flex min-h-8 cursor-pointer items-center gap-2.5 text-sm">
                <input
                  type="radio"
                  value={d}
                  className="size-4 shrink-0 accent-primary"
                  {...form.register("duration", {
                    onChange: (event: { target: { value: string } }) => {
                      if (event.target.value !== "days")
                        form.setValue("days", null, { shouldValidate: false });
                    },
                  })}
                />
                {d === "days" ? m.durationOptionDays : saleLabels.duration[d]}
              </label>
            ))}
          </div>
          <p id={`${durationId}-hint`} className="text-xs text-muted-foreground">
            {m.durationHint[duration]}
          </p>
          {duration === "days" ? (
            <FormField label={m.daysLabel} error={errors.days?.message} className="sm:max-w-48">
              {(control) => (
                <Input
                  {...control}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={OFFER_MAX_DAYS}
                  step={1}
                  {...form.register("days", { setValueAs: toDays })}
                />
              )}
            </FormField>
          ) : null}
        </fieldset>
      </form>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="outline" disabled={isSubmitting}>
            {m.cancel}
          </Button>
        </DialogClose>
        <Button type="submit" form={formId} disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {offer ? (isSubmitting ? m.saving : m.save) : isSubmitting ? m.creating : m.create}
        </Button>
      </div>
    </>
  );
}
