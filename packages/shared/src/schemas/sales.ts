import { AI_TIER_IDS, type AiTier } from "../constants";
import { salesMessages as m } from "../messages/sales";
import { OFFER_DURATIONS, type OfferDuration, type SaleStatus } from "../rules/sales";
import { singleLine, z } from "./zod";

/** Sales: offers, provider settings, the delivery log. Imported by subpath. */

export const SALE_PROVIDERS = ["hotmart", "stripe", "generic"] as const;
export type SaleProvider = (typeof SALE_PROVIDERS)[number];
export const DELIVERY_STATUSES = ["pending", "processed", "ignored", "failed", "invalid_signature"] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const OFFER_MAX_COURSES = 100;
export const OFFER_MAX_CATEGORIES = 50;
export const OFFER_MAX_DAYS = 3650;
export const DELIVERIES_PAGE_SIZE = 30;

export const saleProviderSchema = z.enum(SALE_PROVIDERS, { error: m.providerInvalid });

export const offerInputSchema = z
  .object({
    name: singleLine(z.string().trim().min(1, m.offerNameRequired).max(120, m.offerNameTooLong)),
    provider: saleProviderSchema,
    product_key: singleLine(z.string().trim().min(1, m.productKeyRequired).max(200, m.productKeyTooLong)),
    /** Hotmart only: the offer (price) code; empty matches every offer of the product. */
    offer_code: singleLine(z.string().trim().max(100, m.offerCodeTooLong)).default(""),
    duration: z.enum(OFFER_DURATIONS, { error: m.durationInvalid }),
    days: z
      .number({ error: m.daysRequired })
      .int(m.daysRequired)
      .min(1, m.daysRequired)
      .max(OFFER_MAX_DAYS, m.daysRequired)
      .nullable()
      .default(null),
    course_ids: z.array(z.uuid()).max(OFFER_MAX_COURSES, m.tooManyCourses).default([]),
    categories: z
      .array(singleLine(z.string().trim().min(1).max(80, m.categoryTooLong)))
      .max(OFFER_MAX_CATEGORIES, m.tooManyCategories)
      .default([]),
    ai_tier: z.enum(AI_TIER_IDS).nullable().default(null),
    grants_student: z.boolean().default(false),
  })
  .strict()
  .superRefine((o, ctx) => {
    if (o.duration === "days" && o.days === null)
      ctx.addIssue({ code: "custom", path: ["days"], message: m.daysRequired });
    if (o.provider !== "hotmart" && o.offer_code !== "")
      ctx.addIssue({ code: "custom", path: ["offer_code"], message: m.offerCodeOnlyHotmart });
    if (!o.course_ids.length && !o.categories.length && !o.ai_tier && !o.grants_student)
      ctx.addIssue({ code: "custom", path: ["course_ids"], message: m.offerGrantsNothing });
  })
  .transform((o) => ({ ...o, days: o.duration === "days" ? o.days : null }));
export type OfferInput = z.input<typeof offerInputSchema>;
export type OfferValues = z.output<typeof offerInputSchema>;

export type OfferView = {
  id: string;
  name: string;
  provider: SaleProvider;
  product_key: string;
  offer_code: string;
  duration: OfferDuration;
  days: number | null;
  courses: { id: string; title: string }[];
  categories: string[];
  ai_tier: AiTier | null;
  grants_student: boolean;
  /** Purchases of the offer that still give access. */
  live_purchases: number;
  purchases: number;
  created_at: string;
  updated_at: string;
};

export const hotmartTokenSchema = z
  .object({
    secret: z
      .string()
      .trim()
      .min(1, m.secretRequired)
      .max(300, m.secretTooLong)
      .regex(/^\S{8,300}$/, m.hotmartTokenInvalid),
  })
  .strict();
export const stripeSecretSchema = z
  .object({
    secret: z
      .string()
      .trim()
      .min(1, m.secretRequired)
      .max(300, m.secretTooLong)
      .regex(/^whsec_\S+$/, m.stripeSecretInvalid),
  })
  .strict();

export type ProviderView = {
  provider: SaleProvider;
  /** Where the provider sends its notifications. */
  webhook_url: string;
  configured: boolean;
  /** The secret's last characters, never the secret. */
  masked: string | null;
  updated_at: string | null;
  /** Deliveries refused for a bad signature in the last 24 hours. */
  failed_signatures_24h: number;
};
/** POST /api/admin/sales/providers/generic/secret: the only time the secret is shown. */
export type GeneratedSecret = ProviderView & { secret: string };

export const deliveriesQuerySchema = z
  .object({
    provider: saleProviderSchema.optional(),
    status: z.enum(DELIVERY_STATUSES).optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(DELIVERIES_PAGE_SIZE),
  })
  .strict();

export type DeliveryItem = {
  id: string;
  provider: SaleProvider;
  event_id: string | null;
  event_type: string | null;
  status: DeliveryStatus;
  error: string | null;
  received_at: string;
  processed_at: string | null;
  /** Copies of the same event the provider sent (its retries). */
  received_count: number;
  buyer_email: string | null;
  client_ip: string | null;
};
export type DeliveryPage = {
  items: DeliveryItem[];
  next_cursor: string | null;
  counts: Record<DeliveryStatus, number>;
};
export type DeliveryDetail = DeliveryItem & { body: unknown };

export type PurchaseView = {
  id: string;
  provider: SaleProvider;
  transaction: string;
  status: SaleStatus;
  offers: { id: string; name: string }[];
  email: string | null;
  buyer_name: string | null;
  amount_cents: number | null;
  currency: string | null;
  approved_at: string | null;
  paid_until: string | null;
  ended_at: string | null;
  /** While the buyer has not accepted the invite the purchase sent. */
  invite_pending: boolean;
  created_at: string;
  updated_at: string;
};

/**
 * The generic endpoint's body (Standard Webhooks signed). For a subscription, `transaction` is the
 * subscription's id: every event of it names the same one.
 */
export const genericWebhookSchema = z.object({
  event: z.enum(["purchase.approved", "purchase.refunded", "subscription.canceled", "subscription.renewed"]),
  product: z.string().trim().min(1).max(200),
  transaction: z.string().trim().min(1).max(200),
  buyer: z.object({
    email: z.email().max(254),
    name: z.string().trim().max(200).optional(),
  }),
  paid_until: z.iso.datetime({ offset: true }).optional(),
  occurred_at: z.iso.datetime({ offset: true }).optional(),
  amount_cents: z.number().int().min(0).max(1_000_000_000).optional(),
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .optional(),
});
export type GenericWebhookBody = z.infer<typeof genericWebhookSchema>;
