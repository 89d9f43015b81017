import type { SupplierSort } from "@guilda/shared/rules/suppliers";
import { and, desc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { profiles, searchChunks, supplierRatings, suppliers } from "../../db/schema";
import { pgArray } from "../../platform/db/array";
import type { Db } from "../../platform/db";

/** The accents `name_key` folds (migration 0016, `-- suppliers:`), for folding other text the same way. */
const ACCENTED = "ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ";
const PLAIN = "aaaaaaeeeeiiiiooooouuuucnyaaaaaaeeeeiiiiooooouuuucnyy";

const cardColumns = {
  id: suppliers.id,
  name: suppliers.name,
  categories: suppliers.categories,
  city: suppliers.city,
  uf: suppliers.uf,
  logo_url: suppliers.logo_url,
  is_verified: suppliers.is_verified,
  rating_avg: suppliers.rating_avg,
  rating_count: suppliers.rating_count,
};
export type CardRow = Awaited<ReturnType<typeof listApproved>>[number];

export type DirectoryFilter = {
  /** tsquery text for the 'portuguese' config (platform/search/match.ts), or undefined. */
  match?: string | undefined;
  /**
   * Text the index cannot search (words under 3 letters, only stop words: 'SP', '3D'), lower case
   * without accents: matched in the name, the city or the UF instead.
   */
  plain?: string | undefined;
  category?: string | undefined;
  uf?: string | undefined;
};

function directoryWhere(f: DirectoryFilter): SQL {
  const parts: SQL[] = [sql`${suppliers.status} = 'approved'`];
  if (f.category) parts.push(sql`${suppliers.categories} @> ${pgArray([f.category])}::text[]`);
  if (f.uf) parts.push(sql`${suppliers.uf} = ${f.uf}`);
  if (f.plain !== undefined) {
    const like = `%${f.plain.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    parts.push(
      sql`(${suppliers.name_key} like ${like} or lower(coalesce(${suppliers.city}, '')) like ${like} or lower(coalesce(${suppliers.uf}, '')) = ${f.plain})`,
    );
  }
  if (f.match)
    parts.push(sql`${suppliers.id} in (
      select ${searchChunks.supplier_id} from ${searchChunks}
      where ${searchChunks.kind} = 'supplier' and ${searchChunks.tsv} @@ to_tsquery('portuguese', ${f.match}))`);
  return sql.join(parts, sql` and `);
}

// Spelled exactly as the partial indexes are (DESC NULLS LAST), so the order is read from them.
const ORDER: Record<SupplierSort, SQL> = {
  rating: sql`${suppliers.rating_avg} desc nulls last, ${suppliers.rating_count} desc nulls last, ${suppliers.name_key}, ${suppliers.id}`,
  name: sql`${suppliers.name_key}, ${suppliers.id}`,
};

/**
 * One page of approved suppliers (the directory). The page's ids are found first and the rows
 * read after: without filters the ids come from an index alone (both orders' indexes hold
 * name_key and id), so a deep page skips index entries, not table rows.
 */
export function listApproved(db: Db, f: DirectoryFilter, sort: SupplierSort, limit: number, offset: number) {
  const page = db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(directoryWhere(f))
    .orderBy(ORDER[sort])
    .limit(limit)
    .offset(offset);
  return db.select(cardColumns).from(suppliers).where(inArray(suppliers.id, page)).orderBy(ORDER[sort]);
}

export async function countApproved(db: Db, f: DirectoryFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(suppliers)
    .where(directoryWhere(f));
  return Number(row?.n ?? 0);
}

/**
 * What the category and UF counts depend on: how many approved suppliers there are and when the
 * last of them changed (a rating does not touch updated_at). One pass over ~1 row per supplier.
 */
export async function approvedVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, at: sql<string | null>`max(${suppliers.updated_at})::text` })
    .from(suppliers)
    .where(eq(suppliers.status, "approved"));
  return `${row?.n ?? 0}:${row?.at ?? ""}`;
}

/** Categories of approved suppliers with how many use each, most used first. */
export async function categoryCounts(db: Db): Promise<{ name: string; count: number }[]> {
  const result = (await db.execute(sql`
    select c as name, count(*)::int as count
    from ${suppliers}, unnest(${suppliers.categories}) c
    where ${suppliers.status} = 'approved'
    group by c
    order by count(*) desc, translate(lower(c), ${ACCENTED}, ${PLAIN}), c
  `)) as unknown as { rows: { name: string; count: number }[] };
  return result.rows.map((r) => ({ name: String(r.name), count: Number(r.count) }));
}

export async function ufCounts(db: Db): Promise<{ uf: string; count: number }[]> {
  const rows = await db
    .select({ uf: suppliers.uf, count: sql<number>`count(*)::int` })
    .from(suppliers)
    .where(and(eq(suppliers.status, "approved"), sql`${suppliers.uf} is not null`))
    .groupBy(suppliers.uf)
    .orderBy(suppliers.uf);
  return rows.map((r) => ({ uf: r.uf!, count: Number(r.count) }));
}

/** Pending suggestions: every one (submittedBy null) or one member's. */
export async function countPending(db: Db, submittedBy: string | null): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(suppliers)
    .where(
      and(eq(suppliers.status, "pending"), submittedBy ? eq(suppliers.submitted_by, submittedBy) : undefined),
    );
  return Number(row?.n ?? 0);
}

const submitter = alias(profiles, "submitter");

const detailColumns = {
  ...cardColumns,
  description: suppliers.description,
  website: suppliers.website,
  instagram: suppliers.instagram,
  whatsapp: suppliers.whatsapp,
  status: suppliers.status,
  review_note: suppliers.review_note,
  submitted_by: suppliers.submitted_by,
  reviewed_at: suppliers.reviewed_at,
  created_at: suppliers.created_at,
  updated_at: suppliers.updated_at,
  submitter_name: submitter.full_name,
  submitter_username: submitter.username,
  submitter_avatar: submitter.avatar_url,
};
export type DetailRow = NonNullable<Awaited<ReturnType<typeof findSupplier>>>;

function detailQuery(db: Db) {
  return db
    .select(detailColumns)
    .from(suppliers)
    .leftJoin(submitter, eq(submitter.id, suppliers.submitted_by));
}

export async function findSupplier(db: Db, id: string) {
  const [row] = await detailQuery(db).where(eq(suppliers.id, id)).limit(1);
  return row;
}

/** Suggestions in a status, newest first: every one (submittedBy null) or one member's. */
export function listSubmissions(
  db: Db,
  status: "pending" | "rejected",
  submittedBy: string | null,
  limit: number,
  offset: number,
) {
  return detailQuery(db)
    .where(
      and(eq(suppliers.status, status), submittedBy ? eq(suppliers.submitted_by, submittedBy) : undefined),
    )
    .orderBy(desc(suppliers.created_at), desc(suppliers.id))
    .limit(limit)
    .offset(offset);
}

export async function countSubmissions(db: Db, status: "pending" | "rejected", submittedBy: string | null) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(suppliers)
    .where(
      and(eq(suppliers.status, status), submittedBy ? eq(suppliers.submitted_by, submittedBy) : undefined),
    );
  return Number(row?.n ?? 0);
}

type SupplierValues = {
  name: string;
  description: string;
  categories: string[];
  city: string | null;
  uf: string | null;
  website: string | null;
  instagram: string | null;
  whatsapp: string | null;
  logo_url: string | null;
};

export async function insertSupplier(
  db: Db,
  values: SupplierValues & {
    status: "pending" | "approved";
    submitted_by: string;
    reviewed_by: string | null;
  },
): Promise<string> {
  const [row] = await db
    .insert(suppliers)
    .values({ ...values, reviewed_at: values.reviewed_by ? sql`now()` : null })
    .returning({ id: suppliers.id });
  return row!.id;
}

/** The supplier's row, locked until the transaction ends (ratings, edits and reviews serialize on it). */
export async function lockSupplier(db: Db, id: string) {
  const result = (await db.execute(
    sql`select id, name, status, logo_url, submitted_by from ${suppliers} where id = ${id} for update`,
  )) as unknown as {
    rows: {
      id: string;
      name: string;
      status: string;
      logo_url: string | null;
      submitted_by: string | null;
    }[];
  };
  return result.rows[0];
}

export async function updateSupplier(db: Db, id: string, values: SupplierValues) {
  await db
    .update(suppliers)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(suppliers.id, id));
}

/**
 * Moves a suggestion to `status` unless it is there already (two reviewers at once: one wins).
 * Returns whether it moved.
 */
export async function setReview(
  db: Db,
  id: string,
  review: { status: "approved" | "rejected"; note: string | null; reviewerId: string },
): Promise<boolean> {
  const rows = await db
    .update(suppliers)
    .set({
      status: review.status,
      review_note: review.note,
      reviewed_by: review.reviewerId,
      reviewed_at: sql`now()`,
      updated_at: sql`now()`,
    })
    .where(and(eq(suppliers.id, id), ne(suppliers.status, review.status)))
    .returning({ id: suppliers.id });
  return rows.length > 0;
}

export async function setVerified(db: Db, id: string, isVerified: boolean): Promise<boolean> {
  const rows = await db
    .update(suppliers)
    .set({ is_verified: isVerified, updated_at: sql`now()` })
    .where(eq(suppliers.id, id))
    .returning({ id: suppliers.id });
  return rows.length > 0;
}

export async function deleteSupplier(db: Db, id: string) {
  const rows = await db
    .delete(suppliers)
    .where(eq(suppliers.id, id))
    .returning({ id: suppliers.id, logo_url: suppliers.logo_url });
  return rows[0];
}

// ---------------------------------------------------------------------------------------------
// Ratings

/** Whole milliseconds, so a keyset cursor (JavaScript dates) finds the row again exactly. */
const nowMs = sql`date_trunc('milliseconds', now())`;

/** Creates or changes the member's rating (created_at stays the first one's). */
export async function upsertRating(
  db: Db,
  r: { supplierId: string; userId: string; stars: number; comment: string | null },
) {
  await db
    .insert(supplierRatings)
    .values({
      supplier_id: r.supplierId,
      user_id: r.userId,
      stars: r.stars,
      comment: r.comment,
      created_at: nowMs,
      updated_at: nowMs,
    })
    .onConflictDoUpdate({
      target: [supplierRatings.supplier_id, supplierRatings.user_id],
      set: { stars: r.stars, comment: r.comment, updated_at: nowMs },
    });
}

export async function deleteRating(db: Db, supplierId: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(supplierRatings)
    .where(and(eq(supplierRatings.supplier_id, supplierId), eq(supplierRatings.user_id, userId)))
    .returning({ stars: supplierRatings.stars });
  return rows.length > 0;
}

/**
 * Count and sum again from the ratings themselves (never moved by a delta the client could
 * repeat); rating_avg is generated from them. Hidden and held ratings do not count. Runs under
 * the supplier's row lock.
 */
export async function recountRatings(db: Db, supplierId: string) {
  const counted = sql`${supplierRatings.supplier_id} = ${supplierId} and ${supplierRatings.moderation} = 'visible'`;
  const [row] = await db
    .update(suppliers)
    .set({
      rating_count: sql`(select count(*)::int from ${supplierRatings} where ${counted})`,
      rating_sum: sql`(select coalesce(sum(${supplierRatings.stars}), 0)::int from ${supplierRatings} where ${counted})`,
    })
    .where(eq(suppliers.id, supplierId))
    .returning({ rating_avg: suppliers.rating_avg, rating_count: suppliers.rating_count });
  return row!;
}

export async function findRating(db: Db, supplierId: string, userId: string) {
  const [row] = await db
    .select({
      stars: supplierRatings.stars,
      comment: supplierRatings.comment,
      updated_at: supplierRatings.updated_at,
    })
    .from(supplierRatings)
    .where(and(eq(supplierRatings.supplier_id, supplierId), eq(supplierRatings.user_id, userId)))
    .limit(1);
  return row;
}

export type RatingCursor = { updatedAt: Date; userId: string };

/**
 * Newest (last changed) first, keyed by (updated_at, user_id). `hiddenFrom` set: hidden and held
 * ratings only when they are theirs (staff: unset).
 */
export function listRatings(
  db: Db,
  supplierId: string,
  limit: number,
  cursor?: RatingCursor,
  hiddenFrom?: string,
) {
  return db
    .select({
      user_id: supplierRatings.user_id,
      stars: supplierRatings.stars,
      comment: supplierRatings.comment,
      created_at: supplierRatings.created_at,
      updated_at: supplierRatings.updated_at,
      moderation: supplierRatings.moderation,
      full_name: profiles.full_name,
      username: profiles.username,
      avatar_url: profiles.avatar_url,
    })
    .from(supplierRatings)
    .innerJoin(profiles, eq(profiles.id, supplierRatings.user_id))
    .where(
      and(
        eq(supplierRatings.supplier_id, supplierId),
        hiddenFrom
          ? sql`(${supplierRatings.moderation} = 'visible' or ${supplierRatings.user_id} = ${hiddenFrom})`
          : undefined,
        cursor
          ? sql`(${supplierRatings.updated_at}, ${supplierRatings.user_id}) < (${cursor.updatedAt.toISOString()}::timestamptz, ${cursor.userId})`
          : undefined,
      ),
    )
    .orderBy(desc(supplierRatings.updated_at), desc(supplierRatings.user_id))
    .limit(limit);
}

export async function setRatingModeration(db: Db, supplierId: string, userId: string, state: string) {
  await db
    .update(supplierRatings)
    .set({ moderation: state })
    .where(and(eq(supplierRatings.supplier_id, supplierId), eq(supplierRatings.user_id, userId)));
}

/** Ratings by (supplier, member) as the moderators' queue shows them, with their supplier. */
export function ratingsForModeration(db: Db, keys: { supplierId: string; userId: string }[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select({
      supplier_id: supplierRatings.supplier_id,
      user_id: supplierRatings.user_id,
      stars: supplierRatings.stars,
      comment: supplierRatings.comment,
      created_at: supplierRatings.created_at,
      moderation: supplierRatings.moderation,
      supplier_name: suppliers.name,
      supplier_status: suppliers.status,
      submitted_by: suppliers.submitted_by,
    })
    .from(supplierRatings)
    .innerJoin(suppliers, eq(suppliers.id, supplierRatings.supplier_id))
    .where(
      or(
        ...keys.map((k) =>
          and(eq(supplierRatings.supplier_id, k.supplierId), eq(supplierRatings.user_id, k.userId)),
        ),
      ),
    );
}

/**
 * The logos a member being deleted uploaded (their /media paths start with `prefix`): cleared from
 * suppliers outside the directory (pending or rejected suggestions), and returned for those in it.
 */
export async function settleLogosOf(db: Db, prefix: string): Promise<string[]> {
  const theirs = sql`starts_with(${suppliers.logo_url}, ${prefix})`;
  await db
    .update(suppliers)
    .set({ logo_url: null })
    .where(and(theirs, ne(suppliers.status, "approved")));
  const kept = await db
    .select({ logo_url: suppliers.logo_url })
    .from(suppliers)
    .where(and(theirs, eq(suppliers.status, "approved")));
  return kept.map((r) => r.logo_url!);
}

/** Suggestions waiting for the staff's review and the approved directory (the admin hub's 'Fornecedores'). */
export async function countSuppliersByReview(db: Db) {
  const [row] = await db
    .select({
      waiting: sql<number>`count(*) filter (where ${suppliers.status} = 'pending')::int`,
      approved: sql<number>`count(*) filter (where ${suppliers.status} = 'approved')::int`,
    })
    .from(suppliers);
  return { waiting: Number(row?.waiting ?? 0), approved: Number(row?.approved ?? 0) };
}
