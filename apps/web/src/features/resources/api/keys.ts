/**
 * GET /api/resources is also the sidebar's list (read in features/navigation under the same
 * key): every resource query starts with it, so invalidating it refreshes the sidebar, the admin
 * list and any open page.
 */
export const resourcesKey = ["resources"] as const;

export const resourceKeys = {
  list: resourcesKey,
  page: (slug: string) => [...resourcesKey, "page", slug] as const,
  admin: (id: string) => [...resourcesKey, "admin", id] as const,
  previews: [...resourcesKey, "preview"] as const,
};

export const toolsKey = ["tools"] as const;
