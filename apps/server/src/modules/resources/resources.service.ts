import { resourceMessages as m } from "@guilda/shared/messages/resources";
import {
  RESERVED_RESOURCE_SLUGS,
  resourcePath,
  resourceSlugFromTitle,
  type CreateResourcePage,
  type ResourceKind,
  type ResourcePageView,
  type ResourcePreview,
  type ResourcesResponse,
  type ResourceSummary,
  type UpdateResource,
} from "@guilda/shared/schemas/resources";
import type { Db } from "../../platform/db";
import { isUniqueViolation } from "../../platform/db/errors";
import type { Viewer } from "../../platform/http/context";
import { AppError } from "../../platform/http/errors";
import { renderMarkdown } from "../../platform/markdown";
import * as q from "./resources.queries";

const SLUG_KEY = "resources_slug_key";

const pageNotFound = () => new AppError(404, "NOT_FOUND", m.pageNotFound);
const resourceNotFound = () => new AppError(404, "NOT_FOUND", m.resourceNotFound);
const slugTaken = () => new AppError(409, "CONFLICT", m.slugTaken, { slug: m.slugTaken });

function toSummary(row: q.ResourceRow): ResourceSummary {
  const kind = row.kind as ResourceKind;
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    kind,
    path: resourcePath(kind, row.slug),
    position: row.position,
    is_visible: row.is_visible,
  };
}

/** The section as saved, for admins (hidden ones included). */
async function allResources(db: Db): Promise<ResourceSummary[]> {
  return (await q.listResources(db)).map(toSummary);
}

/** GET /api/resources — hidden resources reach admins only (they carry is_visible: false). */
export async function listResourcesFor(db: Db, viewer: Viewer): Promise<ResourcesResponse> {
  const items = (await allResources(db)).filter((r) => r.is_visible || viewer.profile.is_admin);
  return { items };
}

// Pages are read far more often than they change: the last rendering of each is kept.
const rendered = new Map<string, { body: string; html: string }>();
const RENDER_CACHE_SIZE = 100;

function render(id: string, body: string): string {
  const hit = rendered.get(id);
  if (hit?.body === body) return hit.html;
  const html = renderMarkdown(body);
  rendered.delete(id);
  rendered.set(id, { body, html });
  if (rendered.size > RENDER_CACHE_SIZE) rendered.delete(rendered.keys().next().value!);
  return html;
}

/**
 * GET /api/resources/:slug — a plain page as sanitized HTML (its markdown for admins). The
 * built-in kinds are not pages, and a hidden page is 'not found' for members.
 */
export async function getPage(db: Db, viewer: Viewer, slug: string): Promise<ResourcePageView> {
  const row = await q.findResource(db, { slug });
  const isAdmin = viewer.profile.is_admin;
  if (!row || row.kind !== "page" || (!row.is_visible && !isAdmin)) throw pageNotFound();
  return pageView(row, isAdmin);
}

function pageView(row: NonNullable<Awaited<ReturnType<typeof q.findResource>>>, isAdmin: boolean) {
  return {
    ...toSummary(row),
    html: render(row.id, row.body),
    markdown: isAdmin ? row.body : null,
    updated_at: row.updated_at.toISOString(),
    updated_by_name: row.updated_by_name,
  };
}

/** GET /api/admin/resources/:id — any resource with its markdown, for the admin editor. */
export async function getForAdmin(db: Db, id: string): Promise<ResourcePageView> {
  const row = await q.findResource(db, { id });
  if (!row) throw resourceNotFound();
  return pageView(row, true);
}

function freeSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * A new page at `position` (the end when left out); the others move down. A slug made from the
 * title skips taken and reserved ones ('-2', '-3'…); an explicit slug that is taken is 409.
 */
export async function createPage(
  db: Db,
  viewer: Viewer,
  input: CreateResourcePage,
): Promise<ResourcePageView> {
  const base = input.slug ?? (resourceSlugFromTitle(input.title) || "pagina");
  for (let attempt = 0; ; attempt++) {
    try {
      const id = await db.transaction(async (tx) => {
        const order = await q.lockOrder(tx);
        const slug =
          input.slug ??
          freeSlug(base, new Set([...(await q.slugsLike(tx, base)), ...RESERVED_RESOURCE_SLUGS]));
        const at = Math.min(input.position ?? order.length, order.length);
        const created = await q.insertPage(tx, {
          slug,
          title: input.title,
          body: input.body,
          is_visible: input.is_visible,
          position: at,
          updated_by: viewer.userId,
        });
        order.splice(at, 0, created);
        await q.savePositions(tx, order);
        return created;
      });
      return getForAdmin(db, id);
    } catch (error) {
      if (!isUniqueViolation(error, SLUG_KEY)) throw error;
      // Another page took the free slug meanwhile: pick again (an explicit slug is the admin's call).
      if (input.slug || attempt >= 4) throw slugTaken();
    }
  }
}

/** Title and visibility of any resource; slug and body of pages only. */
export async function updateResource(
  db: Db,
  viewer: Viewer,
  id: string,
  input: UpdateResource,
): Promise<ResourcePageView> {
  const row = await q.findResource(db, { id });
  if (!row) throw resourceNotFound();
  if (row.kind !== "page" && (input.slug !== undefined || input.body !== undefined)) {
    const field = input.slug !== undefined ? "slug" : "body";
    throw new AppError(400, "VALIDATION", m.builtinFieldsLocked, { [field]: m.builtinFieldsLocked });
  }
  const values = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
  try {
    if (!(await q.updateResource(db, id, { ...values, updated_by: viewer.userId }))) throw resourceNotFound();
  } catch (error) {
    if (isUniqueViolation(error, SLUG_KEY)) throw slugTaken();
    throw error;
  }
  return getForAdmin(db, id);
}

/** Deletes a page (the built-in kinds stay); the ones below move up. */
export async function deletePage(db: Db, id: string): Promise<ResourcesResponse> {
  await db.transaction(async (tx) => {
    const order = await q.lockOrder(tx);
    const row = await q.findResource(tx, { id });
    if (!row) throw resourceNotFound();
    if (row.kind !== "page") throw new AppError(409, "CONFLICT", m.builtinNotDeletable);
    await q.deleteResource(tx, id);
    await q.savePositions(
      tx,
      order.filter((other) => other !== id),
    );
  });
  rendered.delete(id);
  return { items: await allResources(db) };
}

/** Saves the section's order: `ids` must be every resource, once. */
export async function reorderResources(db: Db, ids: string[]): Promise<ResourcesResponse> {
  await db.transaction(async (tx) => {
    const all = await q.lockOrder(tx);
    const given = new Set(ids);
    if (given.size !== ids.length || ids.length !== all.length || !all.every((id) => given.has(id)))
      throw AppError.validation({ ids: m.orderInvalid });
    await q.savePositions(tx, ids);
  });
  return { items: await allResources(db) };
}

/** The editor's preview, rendered exactly as members will see it. */
export function previewPage(markdown: string): ResourcePreview {
  return { html: renderMarkdown(markdown) };
}

/** The admin hub's 'Recursos' card: the sidebar's items, visible and hidden. */
export function resourcesHubCounts(db: Db) {
  return q.countResources(db);
}
