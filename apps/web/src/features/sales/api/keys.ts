import type { DeliveryStatus, SaleProvider } from "@guilda/shared/schemas/sales";

/** Every sales query starts with "sales", so one invalidation refreshes the whole admin page. */
export const salesKeys = {
  all: ["sales"] as const,
  offers: ["sales", "offers"] as const,
  courses: ["sales", "courses"] as const,
  providers: ["sales", "providers"] as const,
  deliveries: ["sales", "deliveries"] as const,
  deliveryList: (filters: DeliveryFilters) => ["sales", "deliveries", "list", filters] as const,
  delivery: (id: string) => ["sales", "deliveries", "detail", id] as const,
};

/** The log's filters; absent means every value. */
export type DeliveryFilters = { status?: DeliveryStatus | undefined; provider?: SaleProvider | undefined };

export const offersPath = "/api/admin/sales/offers";
export const offerPath = (id: string) => `${offersPath}/${encodeURIComponent(id)}`;
export const providersPath = "/api/admin/sales/providers";
export const deliveriesPath = "/api/admin/sales/deliveries";
export const deliveryPath = (id: string) => `${deliveriesPath}/${encodeURIComponent(id)}`;
