import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { transactionByName, type Db, type NamedQuery } from "../db";
import { pgArray } from "../db/array";

/**
 * The one Portuguese full-text index (`search_chunks`, kept by triggers in the same transaction
 * as the content — migration 0012). Words are matched without accents and by their Portuguese
 * stem; each word of the question is widened with its trigram neighbours from `search_terms`, so
 * 'estacao' also finds 'estações' (a different stem once the accent is gone) and typos still land.
 *
 * This layer knows nothing of members: the caller passes what the reader may see (`SearchAccess`),
 * decided by the modules that own courses and spaces.
 */

export type SearchKind =
  "course" | "lesson" | "post" | "comment" | "wiki" | "supplier" | "event" | "suggestion";

/** Every kind, in the order a search without `kinds` covers them. */
export const SEARCH_KINDS: readonly SearchKind[] = [
  "course",
  "lesson",
  "post",
  "comment",
  "wiki",
  "supplier",
  "event",
  "suggestion",
];

export type SearchAccess = {
  /**
   * Courses whose lessons the reader may open, each with the whole days passed since their drip
   * start (a lesson opens when its release_after_days ≤ that). null: every course (admins).
   * Preview lessons and course descriptions of published courses are open to every reader.
   */
  courseDays: Record<string, number> | null;
  /** Private spaces the reader may not see: their posts, comments and events are left out. */
  hiddenSpaceIds: string[];
};

/**
 * Restrict to some courses (their descriptions and lessons) and spaces (posts and comments).
 * A restricted search (an agent with a scope) leaves the wiki, suppliers, events and suggestions
 * out: its scope names courses and spaces only.
 */
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
  wiki_article_id: string | null;
  supplier_id: string | null;
  event_id: string | null;
  suggestion_id: string | null;
  rank: number;
  course_title: string | null;
  course_slug: string | null;
  lesson_slug: string | null;
  space_name: string | null;
  wiki_slug: string | null;
  /** The wiki article's category. */
  wiki_category: string | null;
  supplier_city: string | null;
  supplier_uf: string | null;
  /** An event's first start (ISO) and recurrence rule. */
  event_starts_at: string | null;
  event_recurrence: string | null;
  event_location: string | null;
  /** A suggestion's status on the board. */
  suggestion_status: string | null;
};

/** At most this many words of a question are searched (each with up to 3 neighbours). */
export const MAX_QUERY_WORDS = 8;
/** How close a known word must be to count as the same word ('estacao' ~ 'estacoes' is 0.42). */
export const NEIGHBOUR_SIMILARITY = 0.4;

/**
 * Words of a question that say how it is asked, not what about: PostgreSQL's Portuguese stop
 * words leave them in ('quanto', 'onde', 'vou', 'posso'), and they match half the community.
 */
const QUESTION_WORDS = new Set(
  (
    "quanto quanta quantos quantas onde aonde qual quais quem porque pq vou vai vamos " +
    "posso pode podem podemos devo deve devem preciso precisa precisamos consigo consegue " +
    "alguem algum alguma alguns algumas existe existem tenho tem temos fazer faco faz sobre"
  ).split(" "),
);

/** The words of a question as the index stores them: lower case, no accents, 3 to 32 letters. */
export function queryWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && w.length <= 32 && !QUESTION_WORDS.has(w));
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** Turns a step into its text and values, for a statement by name. */
const dialect = new PgDialect();

/** Kinds as an array literal; only known kinds, which are plain words. */
function kindsLiteral(kinds: readonly SearchKind[]) {
  if (kinds.some((k) => !SEARCH_KINDS.includes(k)))
    throw new Error(`unknown search kind in ${kinds.join(",")}`);
  return `'{${kinds.join(",")}}'`;
}

/** Ranking looks at this many candidates per step at most (a very common word matches thousands). */
export const MAX_CANDIDATES = 1000;

type Row = Record<string, unknown>;

/**
 * Each meaningful word of the question with its trigram neighbours from the index's vocabulary,
 * as tsquery text: '(estacao | estacoes)'. Stop words ('como', 'para') drop out here.
 */
async function wordGroups(db: Db, words: string[]): Promise<string[]> {
  const result = (await db.execute(sql`
    select u.w as word,
           -- the nearest words first, straight from the GiST index (distance = 1 - similarity)
           array(select t from (select n.term as t, n.term <-> u.w as d from search_terms n
                                order by n.term <-> u.w limit 4) near
                 where t <> u.w and d <= ${1 - NEIGHBOUR_SIMILARITY}
                 order by d, t
                 limit 3) as neighbours
    from unnest(${pgArray(words)}::text[]) with ordinality as u(w, i)
    where to_tsvector('portuguese', u.w) <> ''::tsvector
    order by u.i
  `)) as unknown as { rows: { word: string; neighbours: string[] | string }[] };
  return result.rows.map((row) => {
    // node-postgres parses text[]; PGlite may hand back the literal
    const neighbours = Array.isArray(row.neighbours)
      ? row.neighbours
      : String(row.neighbours).replace(/^{|}$/g, "").split(",").filter(Boolean);
    // vocabulary and question words are [a-z0-9]+ only: safe inside tsquery text
    return `(${[row.word, ...neighbours].filter((t) => /^[a-z0-9]+$/.test(t)).join(" | ")})`;
  });
}

/**
 * The steps of a search, strictest first: passages with every word, then with any two, then
 * with any one. Each step only ranks what the index returns for it, so a question made of
 * common words never ranks every passage that holds one of them.
 */
function steps(groups: string[]): string[] {
  if (groups.length === 1) return [groups[0]!];
  const all = groups.join(" & ");
  const any = groups.join(" | ");
  if (groups.length === 2) return [all, any];
  const pairs: string[] = [];
  for (let i = 0; i < groups.length; i++)
    for (let j = i + 1; j < groups.length; j++) pairs.push(`(${groups[i]} & ${groups[j]})`);
  return [all, pairs.join(" | "), any];
}

export async function searchPassages(
  db: Db,
  input: {
    query: string;
    /** May still be loading: it is awaited only once the words are looked up. */
    access: SearchAccess | Promise<SearchAccess>;
    scope: SearchScope;
    kinds?: SearchKind[];
    limit: number;
  },
): Promise<SearchHit[]> {
  const { results } = await searchGroups(db, {
    query: input.query,
    access: input.access,
    scope: input.scope,
    groups: [{ kinds: input.kinds ?? SEARCH_KINDS, limit: input.limit }],
  });
  return results[0] ?? [];
}

/** The source a passage belongs to: a long lesson or post has several passages. */
export function sourceOf(hit: SearchHit): string {
  return (hit.comment_id ??
    hit.lesson_id ??
    hit.post_id ??
    hit.course_id ??
    hit.wiki_article_id ??
    hit.supplier_id ??
    hit.event_id ??
    hit.suggestion_id)!;
}

/**
 * Several searches of one question at once (the search page: one per group of kinds, groups
 * sharing no kind), the words looked up once and each step one statement for every group. With `distinct`, each source (a lesson, a post…) comes once, by its best
 * passage. Also answers the words searched (each question word and its neighbours), for
 * highlighting.
 */
export async function searchGroups(
  db: Db,
  input: {
    query: string;
    access: SearchAccess | Promise<SearchAccess>;
    scope: SearchScope;
    groups: { kinds: readonly SearchKind[]; limit: number }[];
    distinct?: boolean;
  },
): Promise<{ terms: string[]; results: SearchHit[][] }> {
  const words = queryWords(input.query);
  const none = { terms: [], results: input.groups.map(() => []) };
  if (words.length === 0) return none;
  // The words are looked up while the access loads; both before the transaction below, which on
  // PGlite holds the only connection until it ends.
  const [groups, access] = await Promise.all([wordGroups(db, words), input.access]);
  if (groups.length === 0) return none;
  const terms = [...new Set(groups.flatMap((g) => g.replace(/[()\s]/g, "").split("|")))];
  // Several groups (the search page: six branches, each weighing the GIN indexes against a long
  // tsquery) took longer to plan for the words of every question than to run: their steps are
  // planned once per connection, without the words (a generic plan). One group plans quickly, and
  // its plan for the words at hand runs faster on questions of common words: it is planned each
  // time. With a LIMIT on thousands of expected matches the planner would rather read the whole
  // table than the GIN index; every query here is an index lookup, so say so for this transaction.
  const generic = input.groups.length > 1;
  const results = await transactionByName(db, async (query) => {
    await query(null, "set local enable_seqscan = off");
    if (generic) await query(null, "set local plan_cache_mode = force_generic_plan");
    return ranked(query, groups, access, {
      scope: input.scope,
      groups: input.groups,
      distinct: input.distinct ?? false,
      generic,
    });
  });
  return { terms, results };
}

/**
 * The steps of a search, strictest first, until each group has its `limit` passages. Each step is
 * one statement: a branch per group still short of passages (its kinds written into the branch,
 * so the planner picks that group's own index), each ranking at most MAX_CANDIDATES.
 */
async function ranked(
  query: NamedQuery,
  groups: string[],
  access: SearchAccess,
  input: {
    scope: SearchScope;
    groups: { kinds: readonly SearchKind[]; limit: number }[];
    distinct: boolean;
    /** Each step as a statement by name, planned once per connection. */
    generic: boolean;
  },
): Promise<SearchHit[][]> {
  const { scope } = input;

  // The courses the reader may open, with their drip days, as a small table joined once.
  const open = Object.entries(access.courseDays ?? {});
  const openIds = pgArray(open.map(([id]) => id));
  const openDays = `{${open.map(([, d]) => Math.trunc(d)).join(",")}}`;
  const lessonOpen =
    access.courseDays === null
      ? sql`true`
      : sql`(c.is_preview or coalesce(c.release_after_days, 0) <= o.days)`;
  const inScopeCourses = scope ? sql`c.course_id = any(${pgArray(scope.courseIds)}::uuid[])` : sql`true`;
  const inScopeSpaces = scope ? sql`c.space_id = any(${pgArray(scope.spaceIds)}::uuid[])` : sql`true`;
  const hidden = pgArray(access.hiddenSpaceIds);
  // The kinds are written into the text (they are this module's own names), so that a generic plan
  // can still prove a partial index's `kind` predicate.
  const allowedFor = (
    kinds: readonly SearchKind[],
  ) => sql`c.kind = any(${sql.raw(kindsLiteral(kinds))}::text[])
    and (
      (c.kind in ('post', 'comment')
        and not (c.space_id = any(${hidden}::uuid[]))
        and ${inScopeSpaces})
      -- an event is seen by whoever may see its space; a scoped search leaves events out
      or (c.kind = 'event' and ${scope === null ? sql`true` : sql`false`}
        and not (c.space_id = any(${hidden}::uuid[])))
      or (c.kind = 'course' and c.published and ${inScopeCourses})
      or (c.kind = 'lesson' and c.published and ${inScopeCourses} and ${lessonOpen})
      -- every signed-in reader may read the wiki, approved suppliers and the suggestions board
      -- (only approved suppliers are indexed); a scoped search is about its courses and spaces only
      or (c.kind in ('wiki', 'supplier', 'suggestion') and ${scope === null ? sql`true` : sql`false`})
    )`;
  const parts = `{${groups.map((g) => `"${g}"`).join(",")}}`;
  const every = groups.join(" | ");
  const source = sql`coalesce(c.comment_id, c.lesson_id, c.post_id, c.course_id, c.wiki_article_id,
    c.supplier_id, c.event_id, c.suggestion_id)`;

  const found: SearchHit[][] = input.groups.map(() => []);
  const groupOf = new Map<string, number>();
  input.groups.forEach((g, i) => g.kinds.forEach((k) => groupOf.set(k, i)));

  for (const step of steps(groups)) {
    const pending = input.groups
      .map((g, i) => ({ ...g, i, want: g.limit - found[i]!.length }))
      .filter((g) => g.want > 0);
    if (pending.length === 0) break;
    const all = found.flat();
    const seen = `{${all.map((h) => String(h.id)).join(",")}}`;
    const seenSources = input.distinct ? pgArray(all.map(sourceOf)) : null;
    const branch = (g: (typeof pending)[number]) => sql`(
        select * from (
          select ${input.distinct ? sql`distinct on (source)` : sql``} * from (
            -- more of the question's words first, then ts_rank (title A > text B > context C)
            select c.id, c.kind, c.title, c.body, c.course_id, c.lesson_id, c.post_id, c.comment_id, c.space_id,
                   c.wiki_article_id, c.supplier_id, c.event_id, c.suggestion_id, c.source,
                   (select count(*) from unnest(query.parts) p where c.tsv @@ p) + ts_rank(c.tsv, query.q, 1) as rank
            from (
              select c.*, ${source} as source from search_chunks c
              left join open_courses o on o.course_id = c.course_id
              where c.tsv @@ to_tsquery('portuguese', ${step})
                and not (c.id = any(${seen}::bigint[]))
                ${seenSources ? sql`and not (${source} = any(${seenSources}::uuid[]))` : sql``}
                and ${allowedFor(g.kinds)}
              limit ${sql.raw(String(MAX_CANDIDATES))}
            ) c, query
          ) scored
          ${input.distinct ? sql`order by source, rank desc, id desc` : sql``}
        ) s
        order by rank desc, id desc
        limit ${g.want}
      )`;
    const statement = dialect.sqlToQuery(sql`
      with query as (
        select to_tsquery('portuguese', ${every}) as q,
               array(select to_tsquery('portuguese', p) from unnest(${parts}::text[]) p) as parts
      ),
      open_courses as (
        select * from unnest(${openIds}::uuid[], ${openDays}::int[]) as o(course_id, days)
      ),
      hits as (${sql.join(pending.map(branch), sql` union all `)})
      select h.*, co.title as course_title, co.slug as course_slug, l.slug as lesson_slug, s.name as space_name,
             w.slug as wiki_slug, wc.name as wiki_category, su.city as supplier_city, su.uf as supplier_uf,
             ev.starts_at as event_starts_at, ev.recurrence as event_recurrence, ev.location as event_location,
             sg.status as suggestion_status
      from hits h
      left join courses co on co.id = h.course_id
      left join course_lessons l on l.id = h.lesson_id
      left join spaces s on s.id = h.space_id
      left join wiki_articles w on w.id = h.wiki_article_id
      left join wiki_categories wc on wc.id = w.category_id
      left join suppliers su on su.id = h.supplier_id
      left join events ev on ev.id = h.event_id
      left join suggestions sg on sg.id = h.suggestion_id
      order by h.rank desc, h.id desc
    `);
    const rows = await query<Row>(
      input.generic ? `search_${createHash("sha1").update(statement.sql).digest("hex").slice(0, 20)}` : null,
      statement.sql,
      statement.params,
    );
    for (const row of rows) {
      const { source: _source, ...hit } = row;
      const startsAt = row.event_starts_at;
      found[groupOf.get(String(row.kind)) ?? 0]!.push({
        ...(hit as unknown as SearchHit),
        id: Number(row.id),
        rank: Number(row.rank),
        event_starts_at: startsAt == null ? null : new Date(startsAt as string | Date).toISOString(),
      });
    }
  }
  return found;
}
