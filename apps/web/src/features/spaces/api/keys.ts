/**
 * The sidebar's list of spaces (GET /api/spaces, read in features/navigation). Every space
 * query starts with this key, so invalidating it refreshes the list and any open space page.
 */
export const spacesKey = ["spaces"] as const;

export const spaceKey = (slug: string) => [...spacesKey, "detail", slug] as const;
