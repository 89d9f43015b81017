import { sql } from "drizzle-orm";
import type { Db } from "../db";

/**
 * The one Portuguese full-text index (`search_chunks`, kept by triggers in the same transaction
 * as the content — migration 0012). Words are matched without accents and by their Portuguese
 * stem; each word of the question is widened with its trigram neighbours from `search_terms`, so
 * 'estacao' also finds 'estações' (a different stem once the accent is gone) and typos still land.
 *
 * This layer knows nothing of members: the caller passes what the reader may see (`SearchAccess`),
 * decided by the modules that own courses and spaces.
 */

export type SearchKind = "course" | "lesson" | "post" | "comment";

export type SearchAccess = {
  /**
   * Courses whose lessons the reader may open, each with the whole days passed since their drip
   * start (a lesson opens when its release_after_days ≤ that). null: every course (admins).
   * Preview lessons and course descriptions of published courses are open to every reader.
   */
  courseDays: Record<string, number> | null;
  /** Private spaces the reader may not see: their posts and comments are left out. */
  hiddenSpaceIds: string[];
};

/** Restrict to some courses (their descriptions and lessons) and spaces (posts and comments). */
export type SearchScope = { courseIds: string[]; spaceIds: string[] } | null;

export type SearchHit = {
  id: number;
  kind: SearchKind;
  title: string;
  body: string;
  course_id: string | null;
  lesson_id: string | null;
  post_id: string | null;
  comment_id: string | null;
  space_id: string | null;
  rank: number;
  course_title: string | null;
  course_slug: string | null;
  lesson_slug: string | null;
  space_name: string | null;
};

/** At most this many words of a question are searched (each with up to 3 neighbours). */
export const MAX_QUERY_WORDS = 8;
/** How close a known word must be to count as the same word ('estacao' ~ 'estacoes' is 0.42). */
export const NEIGHBOUR_SIMILARITY = 0.4;

/** The words of a question as the index stores them: lower case, no accents, 3 to 32 letters. */
export function queryWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && w.length <= 32);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** A PostgreSQL array literal of plain strings, passed as one parameter. */
function pgArray(values: readonly string[]) {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
}

export async function searchPassages(
  db: Db,
  input: { query: string; access: SearchAccess; scope: SearchScope; kinds?: SearchKind[]; limit: number },
): Promise<SearchHit[]> {
  const words = queryWords(input.query);
  if (words.length === 0) return [];
  const { access, scope } = input;
  const kinds = input.kinds ?? ["course", "lesson", "post", "comment"];

  const lessonOpen =
    access.courseDays === null
      ? sql`true`
      : sql`(c.is_preview or (${JSON.stringify(access.courseDays)}::jsonb ? c.course_id::text
            and coalesce(c.release_after_days, 0)
                <= (${JSON.stringify(access.courseDays)}::jsonb ->> c.course_id::text)::int))`;
  const inScopeCourses = scope ? sql`c.course_id = any(${pgArray(scope.courseIds)}::uuid[])` : sql`true`;
  const inScopeSpaces = scope ? sql`c.space_id = any(${pgArray(scope.spaceIds)}::uuid[])` : sql`true`;

  const result = (await db.execute(sql`
    with words as (
      select w, i from unnest(${pgArray(words)}::text[]) with ordinality as u(w, i)
      where to_tsvector('portuguese', w) <> ''::tsvector
    ),
    terms as (
      select i, w as term from words
      union
      select i, n.term from words cross join lateral (
        select term from search_terms
        where term % w and similarity(term, w) >= ${NEIGHBOUR_SIMILARITY}
        order by similarity(term, w) desc, term
        limit 3
      ) n
    ),
    -- one query per word of the question (the word or its neighbours), and their union
    groups as (
      select i, to_tsquery('portuguese', string_agg(term, ' | ')) as q from terms group by i
    ),
    query as (
      select to_tsquery('portuguese', (select string_agg(term, ' | ') from terms)) as q,
             array_agg(q) as parts
      from groups
    ),
    hits as (
      select c.id, c.kind, c.title, c.body, c.course_id, c.lesson_id, c.post_id, c.comment_id, c.space_id,
             -- passages holding more of the question's words come first, then by ts_rank
             (select count(*) from unnest(query.parts) p where c.tsv @@ p) + ts_rank(c.tsv, query.q, 1) as rank
      from search_chunks c, query
      where c.tsv @@ query.q
        and c.kind = any(${pgArray(kinds)}::text[])
        and (
          (c.kind in ('post', 'comment')
            and not (c.space_id = any(${pgArray(access.hiddenSpaceIds)}::uuid[]))
            and ${inScopeSpaces})
          or (c.kind = 'course' and c.published and ${inScopeCourses})
          or (c.kind = 'lesson' and c.published and ${inScopeCourses} and ${lessonOpen})
        )
      order by rank desc, c.id desc
      limit ${input.limit}
    )
    select h.*, co.title as course_title, co.slug as course_slug, l.slug as lesson_slug, s.name as space_name
    from hits h
    left join courses co on co.id = h.course_id
    left join course_lessons l on l.id = h.lesson_id
    left join spaces s on s.id = h.space_id
    order by h.rank desc, h.id desc
  `)) as unknown as {
    rows: (Omit<SearchHit, "id" | "rank"> & { id: number | string; rank: number | string })[];
  };

  return result.rows.map((row) => ({ ...row, id: Number(row.id), rank: Number(row.rank) }));
}
