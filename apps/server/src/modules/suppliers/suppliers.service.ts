import { foldSearch } from "@guilda/shared/rules/directory-filters";
import { supplierMessages as m } from "@guilda/shared/messages/suppliers";
import {
  foldText,
  instagramUrl,
  LOGO_MEDIA_PATH,
  SUPPLIER_RATINGS_PAGE_SIZE,
  whatsappUrl,
  type SupplierStatus,
  type Uf,
} from "@guilda/shared/rules/suppliers";
import {
  type RateSupplierInput,
  type SupplierCard,
  type SupplierData,
  type SupplierFacets,
  type SupplierPage,
  type SupplierRatingResult,
  type SupplierRatingsPage,
  type SupplierSubmissionsPage,
  type SupplierView,
  type supplierListQuerySchema,
  type supplierSubmissionsQuerySchema,
} from "@guilda/shared/schemas/suppliers";
import { z } from "zod";
import type { AccessViewer } from "../../platform/access";
import type { Db } from "../../platform/db";
import type { Viewer } from "../../platform/http/context";
import { cursorCodec, cursorTimestamp } from "../../platform/http/cursor";
import { AppError } from "../../platform/http/errors";
import type { RealtimeHub } from "../../platform/realtime/hub";
import { PendingEvents } from "../../platform/realtime/pending";
import { nearQuery, prefixQuery } from "../../platform/search/match";
import { publish } from "../../platform/events";
import { moderationOf } from "../../platform/moderation";
import { mediaUrl, releaseLogoUpload, useLogoUpload } from "../uploads/uploads.service";
import * as q from "./suppliers.queries";

export type Ctx = { db: Db; viewer: Viewer; realtime?: RealtimeHub };

/** Admins and moderators review, edit and delete suppliers; only admins set 'verificado'. */
export function isStaff(viewer: AccessViewer): boolean {
  return viewer.profile.is_admin || viewer.profile.is_moderator;
}

const notFound = () => new AppError(404, "NOT_FOUND", m.notFound);
const conflict = (message: string) => new AppError(409, "CONFLICT", message);

function requireStaff(viewer: Viewer) {
  if (!isStaff(viewer)) throw AppError.forbidden();
}

function toCard(row: q.CardRow): SupplierCard {
  return {
    id: row.id,
    name: row.name,
    categories: row.categories ?? [],
    city: row.city,
    uf: row.uf as Uf | null,
    logo_url: row.logo_url,
    is_verified: row.is_verified,
    rating_avg: Number(row.rating_avg),
    rating_count: row.rating_count,
  };
}

/** Staff and whoever suggested it see a supplier that is not (or no longer) approved. */
function canSee(viewer: AccessViewer, row: { status: string; submitted_by: string | null }) {
  return row.status === "approved" || isStaff(viewer) || row.submitted_by === viewer.userId;
}

function toView(
  row: q.DetailRow,
  viewer: Viewer,
  myRating: Awaited<ReturnType<typeof q.findRating>>,
): SupplierView {
  const staff = isStaff(viewer);
  const isPrivateVisible = staff || row.submitted_by === viewer.userId;
  return {
    ...toCard(row),
    description: row.description,
    website: row.website,
    instagram: row.instagram,
    instagram_url: row.instagram ? instagramUrl(row.instagram) : null,
    whatsapp: row.whatsapp,
    whatsapp_url: row.whatsapp ? whatsappUrl(row.whatsapp) : null,
    status: row.status as SupplierStatus,
    review_note: isPrivateVisible ? row.review_note : null,
    submitted_by:
      isPrivateVisible && row.submitted_by && row.submitter_name !== null
        ? {
            id: row.submitted_by,
            full_name: row.submitter_name,
            username: row.submitter_username ?? "",
            avatar_url: row.submitter_avatar,
          }
        : null,
    reviewed_at: row.reviewed_at ? row.reviewed_at.toISOString() : null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    my_rating: myRating
      ? { stars: myRating.stars, comment: myRating.comment, updated_at: myRating.updated_at.toISOString() }
      : null,
    can_edit: staff,
    can_review: staff,
    can_verify: viewer.profile.is_admin,
    can_rate: row.status === "approved",
  };
}

type ListQuery = z.output<typeof supplierListQuerySchema>;

/**
 * GET /api/suppliers: approved suppliers, searched through the Portuguese index (every word,
 * accents ignored, each word a prefix; when that finds nothing, each word or a near spelling),
 * filtered by category and UF, in the chosen order, one numbered page with the total that matched.
 */
export async function directory({ db }: Ctx, query: ListQuery): Promise<SupplierPage> {
  const filter: q.DirectoryFilter = { category: query.category || undefined, uf: query.uf || undefined };
  const offset = (query.page - 1) * query.page_size;
  const run = (search: Pick<q.DirectoryFilter, "match" | "plain">) => {
    const f = { ...filter, ...search };
    return Promise.all([q.listApproved(db, f, query.sort, query.page_size, offset), q.countApproved(db, f)]);
  };
  const typed = query.q?.trim() ?? "";
  const prefixes = typed ? prefixQuery(typed) : null;
  // Text the index has no words for ('SP', '3D') is looked for as typed, never ignored.
  const plain = typed && !prefixes ? foldSearch(typed) : undefined;
  let [rows, total] = await run({ match: prefixes ?? undefined, plain });
  // Typed right, the prefixes find it in one round trip; a typo costs one more.
  if (prefixes && total === 0) {
    const near = await nearQuery(db, typed);
    if (near && near !== prefixes) [rows, total] = await run({ match: near });
  }
  return { items: rows.map(toCard), total, page: query.page, page_size: query.page_size };
}

type Counts = Pick<SupplierFacets, "categories" | "ufs">;

/** The last counts read per database, with the version they were read at (see q.approvedVersion). */
const countsCache = new WeakMap<Db, { version: string; counts: Counts }>();

/**
 * Category and UF counts of approved suppliers. Counting every supplier's categories costs ~10 ms
 * at 10k suppliers; checking that nothing they depend on changed costs ~1 ms, so the counts are
 * read again only when it did (on any instance: the version is read from the database).
 */
async function directoryCounts(db: Db): Promise<Counts> {
  const version = await q.approvedVersion(db);
  const cached = countsCache.get(db);
  if (cached?.version === version) return cached.counts;
  const [categories, ufs] = await Promise.all([q.categoryCounts(db), q.ufCounts(db)]);
  const counts = { categories, ufs: ufs.map((u) => ({ uf: u.uf as Uf, count: u.count })) };
  countsCache.set(db, { version, counts });
  return counts;
}

/** GET /api/suppliers/facets: the filters' options with counts, and the suggestions waiting. */
export async function facets({ db, viewer }: Ctx): Promise<SupplierFacets> {
  const [counts, pending] = await Promise.all([
    directoryCounts(db),
    q.countPending(db, isStaff(viewer) ? null : viewer.userId),
  ]);
  return { ...counts, pending_count: pending };
}

async function view(db: Db, viewer: Viewer, id: string): Promise<SupplierView> {
  const row = await q.findSupplier(db, id);
  if (!row || !canSee(viewer, row)) throw notFound();
  return toView(row, viewer, await q.findRating(db, id, viewer.userId));
}

/** GET /api/suppliers/:id */
export function getSupplier({ db, viewer }: Ctx, id: string): Promise<SupplierView> {
  return view(db, viewer, id);
}

/**
 * A category typed in another case or without its accents joins the directory's existing one
 * ('moedas antigas' → 'Moedas antigas'), so the filter does not split one category in two.
 */
async function canonicalCategories(db: Db, categories: string[]): Promise<string[]> {
  const known = new Map((await directoryCounts(db)).categories.map((c) => [foldText(c.name), c.name]));
  return categories.map((c) => known.get(foldText(c)) ?? c);
}

async function claimLogo(tx: Db, viewer: Viewer, url: string) {
  if (!(await useLogoUpload(tx, viewer.userId, url))) throw AppError.validation({ logo_url: m.logoNotYours });
}

/**
 * POST /api/suppliers: a member's suggestion waits for review (pending); an admin's or a
 * moderator's is published at once, reviewed by them.
 */
export async function createSupplier({ db, viewer }: Ctx, input: SupplierData): Promise<SupplierView> {
  const staff = isStaff(viewer);
  const categories = await canonicalCategories(db, input.categories);
  const id = await db.transaction(async (tx) => {
    if (input.logo_url) await claimLogo(tx, viewer, input.logo_url);
    return q.insertSupplier(tx, {
      ...input,
      categories,
      status: staff ? "approved" : "pending",
      submitted_by: viewer.userId,
      reviewed_by: staff ? viewer.userId : null,
    });
  });
  return view(db, viewer, id);
}

/** PUT /api/suppliers/:id — staff. A replaced logo is released (the orphan sweep removes it). */
export async function updateSupplier({ db, viewer }: Ctx, id: string, input: SupplierData) {
  requireStaff(viewer);
  const categories = await canonicalCategories(db, input.categories);
  await db.transaction(async (tx) => {
    const current = await q.lockSupplier(tx, id);
    if (!current) throw notFound();
    if (input.logo_url !== current.logo_url) {
      if (input.logo_url) await claimLogo(tx, viewer, input.logo_url);
      await releaseLogoUpload(tx, current.logo_url);
    }
    await q.updateSupplier(tx, id, { ...input, categories });
  });
  return view(db, viewer, id);
}

/**
 * POST /api/suppliers/:id/review — staff approve or reject (a pending suggestion, or one decided
 * before: a rejected one may be approved later, an approved one taken down). Whoever suggested
 * it is told, in the same transaction; a decision already taken is 409.
 */
export async function reviewSupplier(
  { db, viewer, realtime }: Ctx,
  id: string,
  input: { decision: "approve" | "reject"; note: string | null },
): Promise<SupplierView> {
  requireStaff(viewer);
  const approved = input.decision === "approve";
  const events = new PendingEvents();
  await db.transaction(async (tx) => {
    const current = await q.lockSupplier(tx, id);
    if (!current) throw notFound();
    const moved = await q.setReview(tx, id, {
      status: approved ? "approved" : "rejected",
      note: input.note,
      reviewerId: viewer.userId,
    });
    if (!moved) throw conflict(approved ? m.alreadyApproved : m.alreadyRejected);
    if (current.submitted_by)
      await publish({ tx, pending: events }, "supplier.reviewed", {
        supplierId: id,
        name: current.name,
        submittedBy: current.submitted_by,
        reviewerId: viewer.userId,
        approved,
      });
  });
  if (realtime) await events.flush(realtime);
  return view(db, viewer, id);
}

/** PUT /api/suppliers/:id/verified — admins only (moderators review, but do not vouch). */
export async function setVerified({ db, viewer }: Ctx, id: string, isVerified: boolean) {
  if (!viewer.profile.is_admin) throw AppError.forbidden();
  if (!(await q.setVerified(db, id, isVerified))) throw notFound();
  return view(db, viewer, id);
}

/** DELETE /api/suppliers/:id — staff; its ratings and passages go with it (cascade). */
export async function deleteSupplier({ db, viewer }: Ctx, id: string) {
  requireStaff(viewer);
  await db.transaction(async (tx) => {
    const deleted = await q.deleteSupplier(tx, id);
    if (!deleted) throw notFound();
    await releaseLogoUpload(tx, deleted.logo_url);
  });
  return { ok: true as const };
}

/**
 * A member is being deleted (inside that transaction): a supplier in the directory keeps the logo
 * they uploaded, as the community's; a suggestion not approved (pending or rejected) loses it with
 * them. Answers the object keys of the logos kept.
 */
export async function logosKeptFromMember(tx: Db, userId: string): Promise<string[]> {
  const kept = await q.settleLogosOf(tx, mediaUrl(`${userId}/logo-`));
  return kept.map((url) => LOGO_MEDIA_PATH.exec(url)?.[1]).filter((key): key is string => !!key);
}

/** The supplier, locked, if the viewer may rate it: approved (others: 409 if seen, else 404). */
async function lockForRating(tx: Db, viewer: Viewer, id: string) {
  const current = await q.lockSupplier(tx, id);
  if (!current || !canSee(viewer, current)) throw notFound();
  if (current.status !== "approved") throw conflict(m.notApproved);
}

async function ratingResult(tx: Db, id: string, userId: string): Promise<SupplierRatingResult> {
  const totals = await q.recountRatings(tx, id);
  const mine = await q.findRating(tx, id, userId);
  return {
    rating_avg: Number(totals.rating_avg),
    rating_count: totals.rating_count,
    my_rating: mine
      ? { stars: mine.stars, comment: mine.comment, updated_at: mine.updated_at.toISOString() }
      : null,
  };
}

/**
 * PUT /api/suppliers/:id/rating — one rating per member (sending again changes it). The totals
 * are counted again under the supplier's row lock in the same transaction, so concurrent
 * ratings never lose one.
 */
export function rateSupplier({ db, viewer }: Ctx, id: string, input: Required<RateSupplierInput>) {
  return db.transaction(async (tx) => {
    await lockForRating(tx, viewer, id);
    await q.upsertRating(tx, {
      supplierId: id,
      userId: viewer.userId,
      stars: input.stars,
      comment: input.comment,
    });
    return ratingResult(tx, id, viewer.userId);
  });
}

/** DELETE /api/suppliers/:id/rating — idempotent. */
export function removeRating({ db, viewer }: Ctx, id: string) {
  return db.transaction(async (tx) => {
    const current = await q.lockSupplier(tx, id);
    if (!current || !canSee(viewer, current)) throw notFound();
    await q.deleteRating(tx, id, viewer.userId);
    return ratingResult(tx, id, viewer.userId);
  });
}

const ratingCursor = cursorCodec(
  z
    .object({ c: cursorTimestamp, u: z.string().min(1).max(64) })
    .strict()
    .transform(({ c, u }) => ({ updatedAt: new Date(c), userId: u })),
);

/** GET /api/suppliers/:id/ratings — newest first, pages of 10. */
export async function listRatings(
  { db, viewer }: Ctx,
  id: string,
  cursor: string | undefined,
): Promise<SupplierRatingsPage> {
  const after = cursor ? ratingCursor.decode(cursor) : undefined;
  const supplier = await q.findSupplier(db, id);
  if (!supplier || !canSee(viewer, supplier)) throw notFound();
  // Hidden and held ratings: their author and the staff only.
  const hiddenFrom = isStaff(viewer) ? undefined : viewer.userId;
  const rows = await q.listRatings(db, id, SUPPLIER_RATINGS_PAGE_SIZE + 1, after, hiddenFrom);
  const page = rows.slice(0, SUPPLIER_RATINGS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      user: { id: r.user_id, full_name: r.full_name, username: r.username, avatar_url: r.avatar_url },
      stars: r.stars,
      comment: r.comment,
      created_at: r.created_at.toISOString(),
      updated_at: r.updated_at.toISOString(),
      ...moderationOf(r.moderation),
    })),
    next_cursor:
      rows.length > SUPPLIER_RATINGS_PAGE_SIZE && last
        ? ratingCursor.encode({ c: last.updated_at.toISOString(), u: last.user_id })
        : null,
  };
}

/** A rating's id in the moderators' queue: `${supplier_id}:${user_id}`. */
export function ratingKey(id: string): { supplierId: string; userId: string } | null {
  const at = id.indexOf(":");
  const supplierId = id.slice(0, at);
  const userId = id.slice(at + 1);
  if (at < 0 || !userId || !z.uuid().safeParse(supplierId).success) return null;
  return { supplierId, userId };
}

/**
 * A rating the viewer may see (of a supplier they may see; hidden or held only when it is theirs
 * or they are staff), or null.
 */
export async function visibleRating(db: Db, viewer: AccessViewer, id: string) {
  const key = ratingKey(id);
  if (!key) return null;
  const [row] = await q.ratingsForModeration(db, [key]);
  if (!row || !canSee(viewer, { status: row.supplier_status, submitted_by: row.submitted_by })) return null;
  return row.moderation === "visible" || row.user_id === viewer.userId || isStaff(viewer) ? row : null;
}

/** Sets a rating's moderation state; the supplier's totals are counted again under its row lock. */
export async function setRatingModeration(tx: Db, key: { supplierId: string; userId: string }, to: string) {
  await q.lockSupplier(tx, key.supplierId);
  await q.setRatingModeration(tx, key.supplierId, key.userId, to);
  await q.recountRatings(tx, key.supplierId);
}

/** Deletes a rating in the caller's transaction, as its author's delete does (totals again). */
export async function removeRatingIn(tx: Db, key: { supplierId: string; userId: string }) {
  await q.lockSupplier(tx, key.supplierId);
  await q.deleteRating(tx, key.supplierId, key.userId);
  await q.recountRatings(tx, key.supplierId);
}

const SUBMISSIONS_PAGE_SIZE = 20;

/** GET /api/suppliers/submissions — staff: every suggestion in the status; members: their own. */
export async function listSubmissions(
  { db, viewer }: Ctx,
  query: z.output<typeof supplierSubmissionsQuerySchema>,
): Promise<SupplierSubmissionsPage> {
  const scope = isStaff(viewer) ? null : viewer.userId;
  const offset = (query.page - 1) * SUBMISSIONS_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    q.listSubmissions(db, query.status, scope, SUBMISSIONS_PAGE_SIZE, offset),
    q.countSubmissions(db, query.status, scope),
  ]);
  return {
    items: rows.map((row) => toView(row, viewer, undefined)),
    total,
    page: query.page,
    page_size: SUBMISSIONS_PAGE_SIZE,
  };
}

/** The admin hub's 'Fornecedores' card: suggestions waiting for review and the approved directory. */
export function suppliersHubCounts(db: Db) {
  return q.countSuppliersByReview(db);
}
