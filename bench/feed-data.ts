// Set-based data for the feed benchmark: a handful of INSERT … SELECT over generate_series, the same
// SQL on PostgreSQL and on PGlite. Everything is derived from the row number (md5-based), so two runs
// of the same size produce the same community, and the counters are consistent by construction.
import { sql } from "drizzle-orm";
import type { Db } from "../apps/server/src/platform/db";
import { memberId, unit, uuidOf } from "./generate";

export type FeedDataSize = { members: number; posts: number };

/** The size the bars are stated for: 10k members, 100k posts over a year. */
export const FULL_SIZE: FeedDataSize = { members: 10_000, posts: 100_000 };

/** The private space the benchmark's member does not belong to (10% of the posts). */
const PRIVATE_SPACE_SLUG = "bench-vip";

const SPACES = [
  { n: 1, name: "Geral", slug: "bench-geral", type: "publicacoes", isPrivate: false },
  { n: 2, name: "Dicas", slug: "bench-dicas", type: "publicacoes", isPrivate: false },
  { n: 3, name: "Imagens", slug: "bench-imagens", type: "imagens", isPrivate: false },
  { n: 4, name: "VIP", slug: PRIVATE_SPACE_SLUG, type: "publicacoes", isPrivate: true },
];

const LOREM =
  "Pessoal, queria compartilhar uma experiência da semana: organizei a rotina de estudos em blocos " +
  "de cinquenta minutos, com pausas curtas, e a produtividade melhorou muito. Alguém mais testou? " +
  "Também deixo aqui as anotações da última aula, com os exercícios resolvidos e algumas dúvidas " +
  "que ficaram em aberto sobre avaliação, revisão espaçada e projetos práticos em grupo. ";

/** A version-4-shaped UUID from an md5 (the API validates ids, cursors included, as RFC 9562 UUIDs). */
const postId = (n: string) => uuidOf(`'bench-post:' || (${n})`);
const spaceId = (k: string) => uuidOf(`'bench-space:' || (${k})`);

export type GeneratedData = {
  seconds: number;
  steps: { step: string; seconds: number }[];
  counts: Record<string, number>;
};

/**
 * Fills a migrated, empty database around an existing member (`viewerId`, created through the
 * server's own account code): `members - 1` more members, 4 spaces (one private), `posts` posts over
 * the year before `now`, about 3 likes and 1 comment per post, 4 follows per member, 5 pinned posts.
 * The viewer likes every 25th post (4k likes, a very active member) and follows 200 members.
 */
export async function generateFeedData(
  db: Db,
  { members, posts }: FeedDataSize,
  viewerId: string,
  now = new Date(),
): Promise<GeneratedData> {
  if (members < 1000) throw new Error("the generator needs at least 1000 members");
  const others = members - 1; // generated members are numbered 2..members; the viewer is number 1
  const yearMs = 365 * 24 * 60 * 60 * 1000;
  const stepMs = Math.floor(yearMs / posts);
  const start = new Date(now.getTime() - yearMs).toISOString();
  // Posts are evenly spread with a jitter below one step, whole milliseconds like JavaScript dates.
  const postTime = (n: string) =>
    `('${start}'::timestamptz + ((((${n})::bigint - 1) * ${stepMs} + floor(${unit("time", n)} * ${stepMs})) * interval '1 millisecond'))`;
  const likesOf = (n: string) => `least(floor(-ln(1 - ${unit("likes", n)}) * 3.5), 200)::int`;
  const commentsOf = (n: string) => `least(floor(-ln(1 - ${unit("comments", n)}) * 1.5), 60)::int`;
  const viewerLikes = (n: string) => `((${n}) % 25 = 0)`; // a very active member: 4k likes
  const spaceOf = (n: string) =>
    `(case when (${n}) % 10 < 5 then 1 when (${n}) % 10 < 8 then 2 when (${n}) % 10 = 8 then 3 else 4 end)`;
  const isPinned = (n: string) => `((${n}) % 20000 = 12345)`;

  const statements: [string, string][] = [
    [
      "spaces",
      `insert into spaces (id, name, slug, path, "order", space_type, is_private)
       values ${SPACES.map(
         (s) =>
           `(${spaceId(String(s.n))}, '${s.name}', '${s.slug}', '/espaco/${s.slug}', ${s.n}, '${s.type}', ${s.isPrivate})`,
       ).join(", ")}`,
    ],
    [
      "users",
      `insert into users (id, name, email, email_verified, created_at, updated_at)
       select ${memberId("m")}, 'Membro ' || m, 'membro' || m || '@bench.guilda.local', true, t, t
       from (select m, '${start}'::timestamptz - (m % 700) * interval '1 day' as t
             from generate_series(2, ${members}) m) s`,
    ],
    [
      "profiles",
      `insert into profiles (id, full_name, username, email, avatar_url, points, created_at, updated_at, last_active_at)
       select ${memberId("m")},
              (array['Ana','Bruno','Carla','Diego','Elisa','Fábio','Gabriela','Heitor','Íris','João','Larissa','Marcos'])[1 + m % 12]
                || ' ' || (array['Silva','Souza','Oliveira','Santos','Lima','Pereira','Costa','Almeida','Ribeiro','Gomes'])[1 + (m / 12) % 10],
              'membro' || m, 'membro' || m || '@bench.guilda.local',
              case when m % 3 = 0 then '/media/avatars/' || m || '.jpg' end,
              m % 500, t, t, '${now.toISOString()}'::timestamptz - (m % 90) * interval '1 day'
       from (select m, '${start}'::timestamptz - (m % 700) * interval '1 day' as t
             from generate_series(2, ${members}) m) s`,
    ],
    [
      "posts",
      `insert into posts (id, title, content, created_at, updated_at, is_pinned, is_deleted, media_url, media_type,
                          author_id, space_id, likes_count, comments_count)
       select ${postId("n")}, 'Publicação ' || n || ': dúvidas e descobertas da semana',
              left(repeat('${LOREM}', 3), 80 + (n * 37) % 700), t, t,
              ${isPinned("n")}, (n % 211 = 100 and not ${isPinned("n")}),
              case when n % 10 = 8 then '/media/bench/' || n || '.jpg' when n % 25 = 0 then 'dQw4w9WgXcQ' end,
              case when n % 10 = 8 then 'image' when n % 25 = 0 then 'youtube' end,
              -- a few members write most of the posts
              ${memberId(`2 + floor(power(${unit("author", "n")}, 2) * ${others})::int`)},
              ${spaceId(spaceOf("n"))},
              ${likesOf("n")} + ${viewerLikes("n")}::int, ${commentsOf("n")}
       from (select n, ${postTime("n")} as t from generate_series(1, ${posts}) n) s`,
    ],
    [
      "post_likes",
      `insert into post_likes (post_id, user_id, created_at)
       select ${postId("n")}, ${memberId(`2 + (n * 7919 + j) % ${others}`)}, ${postTime("n")} + (j + 1) * interval '7 minutes'
       from generate_series(1, ${posts}) n cross join lateral generate_series(1, ${likesOf("n")}) j
       union all
       select ${postId("n")}, '${viewerId}', ${postTime("n")} + interval '1 hour'
       from generate_series(1, ${posts}) n where ${viewerLikes("n")}`,
    ],
    [
      "post_comments",
      // Even-numbered comments of a post answer the post, odd ones reply to its first comment.
      `insert into post_comments (id, post_id, parent_id, author_id, content, created_at)
       select ${uuidOf("'bench-comment:' || n || ':' || j")}, ${postId("n")},
              case when j % 2 = 1 then ${uuidOf("'bench-comment:' || n || ':0'")} end,
              ${memberId(`2 + (n * 31 + j * 17) % ${others}`)},
              'Comentário ' || (j + 1) || ': concordo, obrigado por compartilhar!',
              ${postTime("n")} + (j + 1) * interval '13 minutes'
       from generate_series(1, ${posts}) n cross join lateral generate_series(0, ${commentsOf("n")} - 1) j`,
    ],
    [
      "follows",
      `insert into follows (follower_id, followee_id)
       select ${memberId("m")}, ${memberId(`2 + (m - 2 + 1 + j * 97) % ${others}`)}
       from generate_series(2, ${members}) m cross join generate_series(0, 3) j
       union all
       select '${viewerId}', ${memberId("m")} from generate_series(50, ${members}, 50) m`,
    ],
    ["vacuum analyze", "vacuum analyze"],
  ];

  const started = performance.now();
  const steps: GeneratedData["steps"] = [];
  for (const [step, text] of statements) {
    const t = performance.now();
    await db.execute(sql.raw(text));
    steps.push({ step, seconds: (performance.now() - t) / 1000 });
  }
  const seconds = (performance.now() - started) / 1000;
  return { seconds, steps, counts: await checkCounts(db) };
}

/** Row counts, and how many posts have counters that disagree with their likes and comments (must be 0). */
export async function checkCounts(db: Db): Promise<Record<string, number>> {
  const result = (await db.execute(
    sql.raw(`select
      (select count(*) from profiles)::int as members,
      (select count(*) from spaces)::int as spaces,
      (select count(*) from posts)::int as posts,
      (select count(*) from posts where is_pinned)::int as pinned,
      (select count(*) from posts where is_deleted)::int as deleted,
      (select count(*) from post_likes)::int as likes,
      (select count(*) from post_comments)::int as comments,
      (select count(*) from follows)::int as follows,
      (select count(*) from posts p
        left join (select post_id, count(*) as c from post_likes group by post_id) l on l.post_id = p.id
        left join (select post_id, count(*) as c from post_comments group by post_id) c on c.post_id = p.id
        where p.likes_count <> coalesce(l.c, 0) or p.comments_count <> coalesce(c.c, 0))::int as inconsistent_counters`),
  )) as unknown as { rows: Record<string, number>[] };
  return result.rows[0]!;
}
