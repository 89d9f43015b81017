import type { ContentModeration } from "./moderation";
import { supplierMessages as m } from "../messages/suppliers";
import {
  isUf,
  LOGO_MEDIA_PATH,
  normalizeInstagram,
  normalizeWebsite,
  normalizeWhatsapp,
  SUPPLIER_CATEGORY_MAX,
  SUPPLIER_CITY_MAX,
  SUPPLIER_COMMENT_MAX,
  SUPPLIER_DESCRIPTION_MAX,
  SUPPLIER_MAX_CATEGORIES,
  SUPPLIER_MAX_PAGE_SIZE,
  SUPPLIER_NAME_MAX,
  SUPPLIER_NOTE_MAX,
  SUPPLIER_PAGE_SIZE,
  SUPPLIER_SORTS,
  SUPPLIER_WEBSITE_MAX,
  tidyCategories,
  type SupplierStatus,
  type Uf,
} from "../rules/suppliers";
import { singleLine, z } from "./zod";

/**
 * Requests and answers of the supplier directory (/recursos/fornecedores): approved suppliers for
 * every member, suggestions from any member, reviewed by admins and moderators. Imported by
 * subpath (`@guilda/shared/schemas/suppliers`); the pure rules are in `rules/suppliers`.
 */

const text = (max: number, message: string) => z.string().trim().max(max, message);
const line = (max: number, message: string) => singleLine(text(max, message));

/** A normalized optional field: '' or null → null; a value the normalizer refuses → `message`. */
const normalized = (max: number, message: string, normalize: (v: string) => string | null | undefined) =>
  z
    .union([
      z.null(),
      singleLine(
        z
          .string()
          .trim()
          .max(max * 2, message),
      ),
    ])
    .transform((value, ctx) => {
      if (value === null) return null;
      const out = normalize(value);
      if (out === undefined || (out !== null && out.length > max)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return out;
    });

export const supplierCategoriesSchema = z
  .array(
    singleLine(
      z
        .string()
        .trim()
        .max(SUPPLIER_CATEGORY_MAX * 4, m.categoryTooLong),
    ),
    {
      error: m.categoriesRequired,
    },
  )
  .max(SUPPLIER_MAX_CATEGORIES * 4, m.categoriesTooMany)
  .transform((values) => tidyCategories(values))
  .superRefine((values, ctx) => {
    if (values.length === 0) ctx.addIssue({ code: "custom", message: m.categoriesRequired });
    if (values.length > SUPPLIER_MAX_CATEGORIES)
      ctx.addIssue({ code: "custom", message: m.categoriesTooMany });
    for (const value of values) {
      if (value.length < 2) ctx.addIssue({ code: "custom", message: m.categoryTooShort });
      else if (value.length > SUPPLIER_CATEGORY_MAX)
        ctx.addIssue({ code: "custom", message: m.categoryTooLong });
    }
  });

/**
 * POST /api/suppliers (a suggestion; staff add it approved) and PUT /api/suppliers/:id (staff):
 * the whole supplier. Website http(s) only; Instagram a handle; WhatsApp a Brazilian number;
 * the logo only an upload of purpose 'logo'.
 */
export const supplierInputSchema = z
  .object({
    name: singleLine(
      z
        .string({ error: m.nameRequired })
        .trim()
        .min(1, m.nameRequired)
        .min(2, m.nameTooShort)
        .max(SUPPLIER_NAME_MAX, m.nameTooLong),
    ),
    description: text(SUPPLIER_DESCRIPTION_MAX, m.descriptionTooLong).default(""),
    categories: supplierCategoriesSchema,
    city: z
      .union([z.null(), line(SUPPLIER_CITY_MAX, m.cityTooLong)])
      .transform((v) => v || null)
      .default(null),
    uf: z
      .union([z.null(), z.string().max(4, m.ufInvalid)])
      .transform((value, ctx) => {
        const uf = (value ?? "").trim().toUpperCase();
        if (uf === "") return null;
        if (!isUf(uf)) {
          ctx.addIssue({ code: "custom", message: m.ufInvalid });
          return z.NEVER;
        }
        return uf;
      })
      .default(null),
    website: normalized(SUPPLIER_WEBSITE_MAX, m.websiteInvalid, normalizeWebsite).default(null),
    instagram: normalized(80, m.instagramInvalid, normalizeInstagram).default(null),
    whatsapp: normalized(40, m.whatsappInvalid, normalizeWhatsapp).default(null),
    logo_url: z
      .union([z.null(), z.string().max(300, m.logoInvalid)])
      .transform((value, ctx) => {
        if (!value) return null;
        if (!LOGO_MEDIA_PATH.test(value)) {
          ctx.addIssue({ code: "custom", message: m.logoInvalid });
          return z.NEVER;
        }
        return value;
      })
      .default(null),
  })
  .strip();
export type SupplierInput = z.input<typeof supplierInputSchema>;
export type SupplierData = z.output<typeof supplierInputSchema>;

/** GET /api/suppliers — unknown sort keys and page sizes over 50 are refused (400). */
export const supplierListQuerySchema = z
  .object({
    q: z.string().trim().max(100, m.searchTooLong).optional(),
    category: z
      .string()
      .trim()
      .max(SUPPLIER_CATEGORY_MAX * 2)
      .optional(),
    uf: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === "" || isUf(v), m.ufInvalid)
      .optional(),
    sort: z.enum(SUPPLIER_SORTS, { error: m.sortInvalid }).default("rating"),
    page: z.coerce
      .number({ error: m.pageInvalid })
      .int(m.pageInvalid)
      .min(1, m.pageInvalid)
      .max(10_000, m.pageInvalid)
      .default(1),
    page_size: z.coerce
      .number({ error: m.pageSizeInvalid })
      .int(m.pageSizeInvalid)
      .min(1, m.pageSizeInvalid)
      .max(SUPPLIER_MAX_PAGE_SIZE, m.pageSizeInvalid)
      .default(SUPPLIER_PAGE_SIZE),
  })
  .strict();
export type SupplierListQuery = z.input<typeof supplierListQuerySchema>;

/** GET /api/suppliers/submissions — staff: every suggestion in that status; members: their own. */
export const supplierSubmissionsQuerySchema = z
  .object({
    status: z.enum(["pending", "rejected"], { error: m.statusInvalid }).default("pending"),
    page: z.coerce
      .number({ error: m.pageInvalid })
      .int(m.pageInvalid)
      .min(1, m.pageInvalid)
      .max(10_000, m.pageInvalid)
      .default(1),
  })
  .strict();

export const supplierRatingsQuerySchema = z.object({ cursor: z.string().max(400).optional() }).strict();

/** PUT /api/suppliers/:id/rating — one per member, changed by sending it again. */
export const rateSupplierSchema = z
  .object({
    stars: z
      .number({ error: m.starsInvalid })
      .int(m.starsInvalid)
      .min(1, m.starsInvalid)
      .max(5, m.starsInvalid),
    comment: z
      .union([z.null(), text(SUPPLIER_COMMENT_MAX, m.commentTooLong)])
      .transform((v) => v || null)
      .default(null),
  })
  .strip();
export type RateSupplierInput = z.input<typeof rateSupplierSchema>;

/** POST /api/suppliers/:id/review — staff; a refusal says why (the submitter reads it). */
export const reviewSupplierSchema = z
  .object({
    decision: z.enum(["approve", "reject"], { error: m.decisionInvalid }),
    note: z
      .union([z.null(), text(SUPPLIER_NOTE_MAX, m.noteTooLong)])
      .transform((v) => v || null)
      .default(null),
  })
  .strip()
  .refine((v) => v.decision === "approve" || v.note !== null, {
    message: m.rejectNoteRequired,
    path: ["note"],
  });
export type ReviewSupplierInput = z.input<typeof reviewSupplierSchema>;

/** PUT /api/suppliers/:id/verified — admins only. */
export const verifySupplierSchema = z.object({ is_verified: z.boolean() }).strip();

export type SupplierPerson = { id: string; full_name: string; username: string; avatar_url: string | null };

/** One line of the directory. */
export type SupplierCard = {
  id: string;
  name: string;
  categories: string[];
  city: string | null;
  uf: Uf | null;
  logo_url: string | null;
  is_verified: boolean;
  /** 0 when nobody rated yet (then rating_count is 0). */
  rating_avg: number;
  rating_count: number;
};

export type SupplierRatingView = {
  user: SupplierPerson | null;
  stars: number;
  comment: string | null;
  created_at: string;
  updated_at: string;
  /** Hidden or held for review: seen only by its author and the staff (absent while visible). */
  moderation?: ContentModeration;
};

/** GET /api/suppliers/:id — approved ones for every member; others for staff and their submitter. */
export type SupplierView = SupplierCard & {
  description: string;
  website: string | null;
  instagram: string | null;
  instagram_url: string | null;
  /** Digits with the country code (55…). */
  whatsapp: string | null;
  /** https://wa.me/55… */
  whatsapp_url: string | null;
  status: SupplierStatus;
  /** The reason of a refusal (or an approval's note): staff and the submitter only. */
  review_note: string | null;
  /** Staff and the submitter only. */
  submitted_by: SupplierPerson | null;
  reviewed_at: string | null;
  created_at: string;
  updated_at: string;
  my_rating: { stars: number; comment: string | null; updated_at: string } | null;
  /** What the viewer may do (the server checks again on every write). */
  can_edit: boolean;
  can_review: boolean;
  can_verify: boolean;
  can_rate: boolean;
};

/** GET /api/suppliers — one page of approved suppliers with the total that matched. */
export type SupplierPage = { items: SupplierCard[]; total: number; page: number; page_size: number };

/** GET /api/suppliers/facets — categories and UFs of approved suppliers, with counts. */
export type SupplierFacets = {
  categories: { name: string; count: number }[];
  ufs: { uf: Uf; count: number }[];
  /** Suggestions waiting for review: staff see every one, members their own. */
  pending_count: number;
};

export type SupplierRatingsPage = { items: SupplierRatingView[]; next_cursor: string | null };

export type SupplierSubmissionsPage = {
  items: SupplierView[];
  total: number;
  page: number;
  page_size: number;
};

/** PUT/DELETE /api/suppliers/:id/rating → the supplier's new totals and the viewer's rating. */
export type SupplierRatingResult = {
  rating_avg: number;
  rating_count: number;
  my_rating: SupplierView["my_rating"];
};
