import { resourceMessages as m } from "../messages/resources";
import { isSafeHttpUrl } from "./plans";
import { singleLine, z } from "./zod";

/**
 * The sidebar's Recursos section (built-in kinds and plain markdown pages) and the tools of
 * /recursos/ferramentas. Imported by subpath (`@guilda/shared/schemas/resources`).
 */

export const RESOURCE_KINDS = ["suppliers", "wiki", "tools", "page"] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/** The built-in kinds' slugs (one row each, inserted by the migration) and their routes. */
export const BUILTIN_RESOURCE_PATHS = {
  fornecedores: "/recursos/fornecedores",
  wiki: "/recursos/wiki",
  ferramentas: "/recursos/ferramentas",
} as const;

/** Slugs a page may not take: the built-in routes, and 'novo' (the editor's address). */
export const RESERVED_RESOURCE_SLUGS: readonly string[] = [...Object.keys(BUILTIN_RESOURCE_PATHS), "novo"];

export const RESOURCE_TITLE_MAX = 60;
export const RESOURCE_SLUG_MAX = 60;
export const RESOURCE_BODY_MAX = 50_000;
/** More resources than fit any sidebar: the reorder request is bounded by it. */
export const RESOURCE_MAX_COUNT = 200;

export const RESOURCE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** 'Guia de Feiras & Eventos 2025' → 'guia-de-feiras-eventos-2025' ('' when nothing is left). */
export function resourceSlugFromTitle(title: string): string {
  return title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+/, "")
    .slice(0, RESOURCE_SLUG_MAX)
    .replace(/-+$/, "");
}

/** Where a resource lives: the built-ins' own routes, /recursos/{slug} for pages. */
export function resourcePath(kind: ResourceKind, slug: string): string {
  if (kind !== "page" && Object.hasOwn(BUILTIN_RESOURCE_PATHS, slug))
    return BUILTIN_RESOURCE_PATHS[slug as keyof typeof BUILTIN_RESOURCE_PATHS];
  return `/recursos/${encodeURIComponent(slug)}`;
}

/** One entry of the sidebar's Recursos section. */
export type ResourceSummary = {
  id: string;
  slug: string;
  title: string;
  kind: ResourceKind;
  path: string;
  /** Index in the section (0 first). */
  position: number;
  /** false → only admins receive it (flagged so the sidebar and the admin list can mark it). */
  is_visible: boolean;
};

/** GET /api/resources — visible resources in position order (admins also get the hidden ones). */
export type ResourcesResponse = { items: ResourceSummary[] };

/** GET /api/resources/:slug — a plain page. */
export type ResourcePageView = ResourceSummary & {
  /** The markdown rendered on the server and sanitized. */
  html: string;
  /** The source, for admins only (null for members). */
  markdown: string | null;
  updated_at: string;
  updated_by_name: string | null;
};

export const resourceTitleSchema = singleLine(
  z.string().trim().min(1, m.titleRequired).max(RESOURCE_TITLE_MAX, m.titleTooLong),
);
/** [a-z0-9] words joined by single hyphens, not a built-in's slug nor 'novo'. */
export const resourceSlugSchema = z
  .string()
  .trim()
  .max(RESOURCE_SLUG_MAX, m.slugTooLong)
  .regex(RESOURCE_SLUG_PATTERN, m.slugInvalid)
  .refine((value) => !RESERVED_RESOURCE_SLUGS.includes(value), {
    error: (issue) => m.slugReserved(String(issue.input)),
  });
export const resourceBodySchema = z.string().max(RESOURCE_BODY_MAX, m.bodyTooLong);
const title = resourceTitleSchema;
const slug = resourceSlugSchema;
const body = resourceBodySchema;

/** POST /api/admin/resources — a new page; the slug comes from the title when left out. */
export const createResourcePageSchema = z
  .object({
    title,
    slug: slug.optional(),
    body,
    is_visible: z.boolean().default(true),
    /** Index in the sidebar section; the end when left out. */
    position: z
      .number({ error: m.positionInvalid })
      .int(m.positionInvalid)
      .min(0, m.positionInvalid)
      .optional(),
  })
  .strip();
export type CreateResourcePageInput = z.input<typeof createResourcePageSchema>;
export type CreateResourcePage = z.output<typeof createResourcePageSchema>;

/** PATCH /api/admin/resources/:id — built-ins accept only title and is_visible. */
export const updateResourceSchema = z
  .object({
    title: title.optional(),
    slug: slug.optional(),
    body: body.optional(),
    is_visible: z.boolean().optional(),
  })
  .strip();
export type UpdateResourceInput = z.input<typeof updateResourceSchema>;
export type UpdateResource = z.output<typeof updateResourceSchema>;

/** PUT /api/admin/resources/order — every resource's id, in the new order. */
export const reorderResourcesSchema = z
  .object({ ids: z.array(z.uuid()).min(1).max(RESOURCE_MAX_COUNT) })
  .strip();

/** POST /api/admin/resources/preview → { html } */
export const resourcePreviewSchema = z.object({ markdown: body }).strip();
export type ResourcePreview = { html: string };

// ——— Tools (/recursos/ferramentas) ———

export const TOOL_NAME_MAX = 80;
export const TOOL_DESCRIPTION_MAX = 500;
export const TOOL_CATEGORY_MAX = 40;
export const TOOL_FILE_NAME_MAX = 120;
export const TOOL_POSITION_MAX = 9999;

export type ToolView = {
  id: string;
  name: string;
  description: string;
  category: string;
  /** An http(s) link ('Acessar'), or null. */
  url: string | null;
  /** A file to download ('Baixar'), or null. */
  file: { url: string; name: string } | null;
  position: number;
  updated_at: string;
};

/** GET /api/tools — categories in alphabetical order, each with its tools by position then name. */
export type ToolsResponse = { categories: { name: string; tools: ToolView[] }[] };

/** No path separators and no control characters (the name goes into a download header). */
function isPlainFileName(name: string): boolean {
  return [...name].every(
    (ch) => ch !== "/" && ch !== "\\" && ch.charCodeAt(0) > 0x1f && ch.charCodeAt(0) !== 0x7f,
  );
}

/**
 * A tool's fields (the admin form reuses them). `file`: a new upload (`upload_id` from
 * POST /api/uploads?purpose=attachment) with the name it downloads as, or `upload_id: null` to
 * keep the tool's current file (renamed to `name`), or null for none.
 */
export const toolFieldsSchema = z
  .object({
    name: singleLine(z.string().trim().min(1, m.toolNameRequired).max(TOOL_NAME_MAX, m.toolNameTooLong)),
    description: z.string().trim().max(TOOL_DESCRIPTION_MAX, m.toolDescriptionTooLong),
    category: singleLine(
      z.string().trim().min(1, m.toolCategoryRequired).max(TOOL_CATEGORY_MAX, m.toolCategoryTooLong),
    ),
    url: singleLine(
      z
        .string()
        .trim()
        .max(2000, m.toolUrlTooLong)
        .refine((v) => v === "" || isSafeHttpUrl(v), m.toolUrlInvalid),
    )
      .transform((v) => v || null)
      .nullable(),
    file: z
      .object({
        upload_id: z.uuid(m.toolFileInvalid).nullable(),
        name: z
          .string()
          .trim()
          .min(1, m.toolFileNameRequired)
          .max(TOOL_FILE_NAME_MAX, m.toolFileNameTooLong)
          .refine(isPlainFileName, m.toolFileNameInvalid),
      })
      .strip()
      .nullable(),
    position: z
      .number({ error: m.toolPositionInvalid })
      .int(m.toolPositionInvalid)
      .min(0, m.toolPositionInvalid)
      .max(TOOL_POSITION_MAX, m.toolPositionInvalid),
  })
  .strip();
/** POST /api/admin/tools and PUT /api/admin/tools/:id — the whole tool: a link, a file or both. */
export const toolInputSchema = toolFieldsSchema.refine((v) => v.url !== null || v.file !== null, {
  message: m.toolTargetRequired,
  path: ["url"],
});
export type ToolInput = z.input<typeof toolInputSchema>;
export type ToolData = z.output<typeof toolInputSchema>;
