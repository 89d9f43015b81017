import { webPlansMessages as m } from "@guilda/shared/messages/web-plans";
import {
  BILLING_PERIODS,
  updatePlanSchema,
  type PlanView,
  type UpdatePlanInput,
} from "@guilda/shared/schemas/plans";
import { z } from "@guilda/shared/schemas/zod";
import { reportIssues } from "@/lib/form-errors";
import { parsePriceCents, priceInputText } from "./format";

/**
 * The plan dialog's fields as typed (price in reais, one feature per line), checked by the shared
 * request schema after conversion, so the dialog and the server refuse the same things with the
 * same words.
 */
export const PLAN_FORM_FIELDS = [
  "name",
  "price",
  "billing_period",
  "features",
  "is_highlighted",
  "is_visible",
  "cta_label",
  "cta_url",
] as const;
export type PlanFormField = (typeof PLAN_FORM_FIELDS)[number];

const planFormShape = z.object({
  name: z.string(),
  price: z.string(),
  billing_period: z.enum(BILLING_PERIODS),
  features: z.string(),
  is_highlighted: z.boolean(),
  is_visible: z.boolean(),
  cta_label: z.string(),
  cta_url: z.string(),
});
export type PlanFormValues = z.infer<typeof planFormShape>;

/** A request field (or an issue path's head) → the dialog field that shows its message. */
export function formFieldOf(requestField: string): PlanFormField | null {
  if (requestField === "price_cents") return "price";
  const head = requestField.split(".")[0]!;
  return (PLAN_FORM_FIELDS as readonly string[]).includes(head) ? (head as PlanFormField) : null;
}

/** Non-empty lines, trimmed: what the member sees as the list. */
export function featureLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

export function toPlanInput(values: PlanFormValues): UpdatePlanInput {
  return {
    name: values.name,
    price_cents: parsePriceCents(values.price) ?? null,
    billing_period: values.billing_period,
    features: featureLines(values.features),
    is_highlighted: values.is_highlighted,
    is_visible: values.is_visible,
    cta_label: values.cta_label,
    cta_url: values.cta_url,
  };
}

export const planFormSchema = planFormShape.superRefine((values, ctx) => {
  const isPriceReadable = parsePriceCents(values.price) !== undefined;
  if (!isPriceReadable) ctx.addIssue({ code: "custom", path: ["price"], message: m.priceFormatInvalid });
  const result = updatePlanSchema.safeParse(toPlanInput(values));
  if (result.success) return;
  // The price that cannot be read keeps its own message.
  reportIssues(result.error.issues, formFieldOf, ctx, new Set(isPriceReadable ? [] : ["price"]));
});

export function planFormDefaults(plan: PlanView): PlanFormValues {
  return {
    name: plan.name,
    price: priceInputText(plan.price_cents),
    billing_period: plan.billing_period,
    features: plan.features.join("\n"),
    is_highlighted: plan.is_highlighted,
    is_visible: plan.is_visible,
    cta_label: plan.cta_label ?? "",
    cta_url: plan.cta_url ?? "",
  };
}
