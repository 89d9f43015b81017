import { formatWhatsapp, splitCategories, type Uf } from "@guilda/shared/rules/suppliers";
import { supplierInputSchema, type SupplierInput, type SupplierView } from "@guilda/shared/schemas/suppliers";
import { z } from "@guilda/shared/schemas/zod";
import { reportIssues } from "@/lib/form-errors";

/**
 * The supplier form's fields as typed (categories as one comma-separated text), checked by the
 * shared request schema after conversion, so the form and the server refuse the same things
 * with the same words.
 */
export const SUPPLIER_FORM_FIELDS = [
  "name",
  "description",
  "categories",
  "city",
  "uf",
  "website",
  "instagram",
  "whatsapp",
  "logo_url",
] as const;
export type SupplierFormField = (typeof SUPPLIER_FORM_FIELDS)[number];

const supplierFormShape = z.object({
  name: z.string(),
  description: z.string(),
  categories: z.string(),
  city: z.string(),
  uf: z.string(),
  website: z.string(),
  instagram: z.string(),
  whatsapp: z.string(),
  logo_url: z.string().nullable(),
});
export type SupplierFormValues = z.infer<typeof supplierFormShape>;

/** A request field (or an issue path's head) → the form field that shows its message. */
export function formFieldOf(requestField: string): SupplierFormField | null {
  const head = requestField.split(".")[0]!;
  return (SUPPLIER_FORM_FIELDS as readonly string[]).includes(head) ? (head as SupplierFormField) : null;
}

export function toSupplierInput(values: SupplierFormValues): SupplierInput {
  return {
    name: values.name,
    description: values.description,
    categories: splitCategories(values.categories),
    city: values.city,
    uf: values.uf,
    website: values.website,
    instagram: values.instagram,
    whatsapp: values.whatsapp,
    logo_url: values.logo_url,
  };
}

export const supplierFormSchema = supplierFormShape.superRefine((values, ctx) => {
  const result = supplierInputSchema.safeParse(toSupplierInput(values));
  if (result.success) return;
  reportIssues(result.error.issues, formFieldOf, ctx);
});

export function supplierFormDefaults(supplier: SupplierView | null): SupplierFormValues {
  return {
    name: supplier?.name ?? "",
    description: supplier?.description ?? "",
    categories: supplier?.categories.join(", ") ?? "",
    city: supplier?.city ?? "",
    uf: (supplier?.uf ?? "") satisfies "" | Uf,
    website: supplier?.website ?? "",
    instagram: supplier?.instagram ? `@${supplier.instagram}` : "",
    whatsapp: supplier?.whatsapp ? formatWhatsapp(supplier.whatsapp) : "",
    logo_url: supplier?.logo_url ?? null,
  };
}
