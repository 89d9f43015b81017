import { randomBytes } from "node:crypto";
import {
  certificateCodeFromBytes,
  certificateWorkloadMinutes,
  INVITE_VALIDITY_DAYS,
  secondsToComplete,
} from "@guilda/shared";
import { communityDay } from "@guilda/shared/rules/gamification";
import { eq, sql } from "drizzle-orm";
import {
  aiAgentCourses,
  aiAgents,
  aiAgentSpaces,
  certificates,
  chatMessages,
  communitySettings,
  courseLessons,
  courseModules,
  follows,
  lessonComments,
  lessonProgress,
  postComments,
  postLikes,
  courses,
  memberInvites,
  posts,
  profiles,
  spaces,
  userCourseCategories,
  userCourses,
} from "../db/schema";
import { hashPassword } from "../platform/auth/password";
import type { Db } from "../platform/db";
import { createConfirmedAccount } from "../platform/auth/accounts";
import { PendingEvents } from "../platform/realtime/pending";
import {
  award,
  ensureDefaultMissions,
  importHistory,
  type AwardInput,
  type HistoryRow,
} from "../modules/gamification/gamification.service";
import {
  DEMO_AGENTS,
  DEMO_COMMUNITY_NAME,
  DEMO_COURSES,
  DEMO_POSTS,
  DEMO_SPACES,
  FIRST_NAMES,
  LAST_NAMES,
} from "./demo-content";
import type { DemoPeople } from "./demo-people";
import { seedPricingAndRules } from "./demo-pricing";
import { seedEvents } from "./demo-events";
import { seedSuggestions } from "./demo-suggestions";
import { seedSuppliers } from "./demo-suppliers";
import { seedToolsAndPages } from "./demo-tools";
import { seedWiki } from "./demo-wiki";

export const DEMO_ADMIN_EMAIL = "admin@guilda.local";
export const DEMO_MEMBER_EMAIL = "membro@guilda.local";

/** A small deterministic generator, so every demo community looks the same. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 24 * 60 * 60 * 1000;
const slugify = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ".")
    .replace(/^\.|\.$/g, "");

const lessonSlug = (title: string) =>
  title
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

type SeededLesson = {
  id: string;
  course_id: string;
  duration_seconds: number;
  release_after_days: number | null;
};

/** Modules and lessons of every demo course (two inserts); each course's lessons in reading order. */
async function seedCourseContent(db: Db, courseId: Map<string, string>) {
  const moduleDefs = DEMO_COURSES.flatMap((c) =>
    c.modules.map((mod, position) => ({ courseId: courseId.get(c.slug)!, position, mod })),
  );
  const moduleRows = await db
    .insert(courseModules)
    .values(moduleDefs.map((d) => ({ course_id: d.courseId, title: d.mod.title, position: d.position })))
    .returning({ id: courseModules.id });
  const lessonRows = await db
    .insert(courseLessons)
    .values(
      moduleDefs.flatMap((d, i) =>
        d.mod.lessons.map((lesson, position) => ({
          module_id: moduleRows[i]!.id,
          course_id: d.courseId,
          title: lesson.title,
          slug: lessonSlug(lesson.title),
          kind: lesson.video ? "video" : "text",
          video_url: lesson.video ?? null,
          content: lesson.text ?? null,
          duration_seconds: lesson.seconds,
          position,
          is_preview: lesson.preview ?? false,
          release_after_days: lesson.dripDays ?? null,
        })),
      ),
    )
    .returning({
      id: courseLessons.id,
      course_id: courseLessons.course_id,
      duration_seconds: courseLessons.duration_seconds,
      release_after_days: courseLessons.release_after_days,
    });
  // Inserted module by module in reading order, and returned in that order.
  const byCourse = new Map<string, SeededLesson[]>();
  for (const lesson of lessonRows) {
    const list = byCourse.get(lesson.course_id) ?? [];
    list.push(lesson);
    byCourse.set(lesson.course_id, list);
  }
  return byCourse;
}

const HOUR = 60 * 60 * 1000;

function completedRow(userId: string, lesson: SeededLesson, at: Date) {
  return {
    user_id: userId,
    lesson_id: lesson.id,
    course_id: lesson.course_id,
    position_seconds: lesson.duration_seconds,
    seconds_watched: secondsToComplete(lesson.duration_seconds) ?? 0,
    completed: true,
    completed_at: at,
    updated_at: at,
  };
}

type ProgressSeed = {
  now: number;
  courseId: Map<string, string>;
  lessonsByCourse: Map<string, SeededLesson[]>;
  grants: { user_id: string; course_id: string; purchased_at: Date }[];
  demoMember: { id: string; name: string };
  /** The demo member, another member with access and an admin. */
  commenters: [string, string, string];
};

/**
 * Progress that makes the courses look lived in: the demo member finished 'Primeiros passos'
 * (with its certificate) and stopped in the middle of 'Pintura'; other members with access
 * completed some lessons, in order and only once open (never a whole course, so that one
 * certificate is the only one).
 */
async function seedCourseProgress(db: Db, seed: ProgressSeed) {
  const { now, courseId, lessonsByCourse, grants, demoMember, commenters } = seed;
  const random = prng(7);
  const rows: (typeof lessonProgress.$inferInsert)[] = [];

  for (const grant of grants) {
    if (grant.user_id === demoMember.id) continue;
    const lessons = lessonsByCourse.get(grant.course_id) ?? [];
    const count = Math.floor(random() * lessons.length); // at most all but one
    const start = grant.purchased_at.getTime();
    for (const [i, lesson] of lessons.slice(0, count).entries()) {
      const at = Math.min(start + (i + 1) * 6 * HOUR, now - HOUR);
      if (start + (lesson.release_after_days ?? 0) * DAY > at) break; // a drip lesson not open yet
      rows.push(completedRow(grant.user_id, lesson, new Date(at)));
    }
  }

  const finished = DEMO_COURSES.find((c) => c.slug === "primeiros-passos")!;
  const finishedLessons = lessonsByCourse.get(courseId.get(finished.slug)!)!;
  const paintingLessons = lessonsByCourse.get(courseId.get("pintura-estatuas")!)!;
  // Finished over the last two days, a lesson every eight hours.
  const firstDone = now - 48 * HOUR;
  finishedLessons.forEach((lesson, i) =>
    rows.push(completedRow(demoMember.id, lesson, new Date(firstDone + i * 8 * HOUR))),
  );
  const lastDone = new Date(firstDone + (finishedLessons.length - 1) * 8 * HOUR);
  paintingLessons
    .slice(0, 2)
    .forEach((lesson, i) => rows.push(completedRow(demoMember.id, lesson, new Date(now - (5 - i) * HOUR))));
  // Stopped at 1:15 of the third lesson an hour ago: 'Continuar de onde parou' resumes there.
  const stoppedIn = paintingLessons[2]!;
  rows.push({
    user_id: demoMember.id,
    lesson_id: stoppedIn.id,
    course_id: stoppedIn.course_id,
    position_seconds: Math.min(75, stoppedIn.duration_seconds),
    seconds_watched: Math.min(80, stoppedIn.duration_seconds),
    updated_at: new Date(now - HOUR),
  });
  await db.insert(lessonProgress).values(rows);
  const completed = rows.filter((r) => r.completed);

  const totalSeconds = finishedLessons.reduce((sum, l) => sum + l.duration_seconds, 0);
  await db.insert(certificates).values({
    code: certificateCodeFromBytes(randomBytes(8)),
    user_id: demoMember.id,
    course_id: courseId.get(finished.slug)!,
    member_name: demoMember.name,
    course_title: finished.title,
    workload_minutes: certificateWorkloadMinutes(finished.workloadHours ?? null, totalSeconds),
    issued_at: lastDone,
  });

  const welcome = finishedLessons[0]!;
  const [question] = await db
    .insert(lessonComments)
    .values({
      lesson_id: welcome.id,
      user_id: commenters[0],
      content: "Qual foi a primeira peça da coleção de vocês? A minha foi um Falcon de 1983!",
      created_at: new Date(now - 40 * HOUR),
    })
    .returning({ id: lessonComments.id });
  await db.insert(lessonComments).values([
    {
      lesson_id: welcome.id,
      user_id: commenters[2],
      parent_id: question!.id,
      content: "Que começo! A minha foi uma Barbie Moranguinho que guardo até hoje.",
      created_at: new Date(now - 38 * HOUR),
    },
    {
      lesson_id: welcome.id,
      user_id: commenters[1],
      content: "Aula ótima para quem está começando. Anotei tudo sobre foco!",
      created_at: new Date(now - 20 * HOUR),
    },
  ]);
  return completed.map((r) => ({
    user_id: r.user_id,
    lesson_id: r.lesson_id,
    course_id: r.course_id,
    completed_at: r.completed_at as Date,
  }));
}

type PointsSeed = {
  now: number;
  activity: Map<string, { weight: number; since: number }>;
  posts: { id: string; author_id: string; created_at: Date }[];
  likes: { post_id: string; user_id: string; created_at: Date }[];
  comments: { id: string; author_id: string; post_author_id: string; created_at: Date }[];
  lessons: { user_id: string; lesson_id: string; course_id: string; completed_at: Date }[];
  lessonsByCourse: Map<string, SeededLesson[]>;
};

/**
 * Every demo point goes through the ledger, so profiles.points is the ledger's sum: first the
 * daily visits of the past (by how active each member is; never today, which their first
 * request pays), then what the demo content says they did, one event at a time through the
 * points service in the order it happened (daily caps, the like-pair limit, missions and
 * level-ups apply as they would have).
 */
async function seedPoints(db: Db, seed: PointsSeed) {
  await ensureDefaultMissions(db);
  const random = prng(11);
  const visits: HistoryRow[] = [];
  for (const [userId, { weight, since }] of seed.activity)
    for (let d = since; d >= 1; d--) {
      if (random() >= weight) continue;
      const at = new Date(seed.now - d * DAY);
      visits.push({ userId, reason: "daily_visit", source: communityDay(at), points: 2, at });
    }
  await importHistory(db, visits);

  const authorOf = new Map(seed.posts.map((p) => [p.id, p.author_id]));
  const events: (AwardInput & { now: Date })[] = [
    ...seed.posts.map((p) => ({
      userId: p.author_id,
      reason: "post_published" as const,
      source: p.id,
      now: p.created_at,
    })),
    ...seed.comments
      .filter((c) => c.author_id !== c.post_author_id)
      .map((c) => ({
        userId: c.author_id,
        reason: "comment_written" as const,
        source: c.id,
        now: c.created_at,
      })),
    ...seed.likes
      .filter((l) => l.user_id !== authorOf.get(l.post_id))
      .map((l) => ({
        userId: authorOf.get(l.post_id)!,
        reason: "like_received" as const,
        source: `${l.post_id}:${l.user_id}`,
        actorId: l.user_id,
        now: l.created_at,
      })),
    ...seed.lessons.map((l) => ({
      userId: l.user_id,
      reason: "lesson_completed" as const,
      source: l.lesson_id,
      now: l.completed_at,
    })),
  ];
  // A course pays when its last lesson is completed.
  const byMemberCourse = new Map<string, typeof seed.lessons>();
  for (const l of seed.lessons) {
    const key = `${l.user_id}|${l.course_id}`;
    byMemberCourse.set(key, [...(byMemberCourse.get(key) ?? []), l]);
  }
  for (const done of byMemberCourse.values()) {
    const { user_id, course_id } = done[0]!;
    if (done.length < (seed.lessonsByCourse.get(course_id)?.length ?? Infinity)) continue;
    const last = done.reduce((a, b) => (a.completed_at > b.completed_at ? a : b));
    events.push({
      userId: user_id,
      reason: "course_completed",
      source: course_id,
      now: new Date(last.completed_at.getTime() + 1),
    });
  }
  events.sort((a, b) => a.now.getTime() - b.now.getTime());
  for (const event of events) await db.transaction((tx) => award(tx, new PendingEvents(), event));
}

/** The demo agents with their prompts and scopes (courses and spaces by slug). */
async function seedAgents(db: Db, courseId: Map<string, string>, spaceId: Map<string, string>) {
  const rows = await db
    .insert(aiAgents)
    .values(
      DEMO_AGENTS.map((a) => ({
        name: a.name,
        description: a.description,
        icon: a.icon,
        required_tier: a.tier,
        is_active: a.active,
        is_default: a.isDefault ?? false,
        system_prompt: a.prompt,
        welcome_message: a.welcome,
        suggested_questions: a.questions,
        scope: a.courses || a.spaces ? "selected" : "all",
      })),
    )
    .returning({ id: aiAgents.id, name: aiAgents.name });
  const agentId = new Map(rows.map((r) => [r.name, r.id]));
  const courses = DEMO_AGENTS.flatMap((a) =>
    (a.courses ?? []).map((slug) => ({ agent_id: agentId.get(a.name)!, course_id: courseId.get(slug)! })),
  );
  const spaces = DEMO_AGENTS.flatMap((a) =>
    (a.spaces ?? []).map((slug) => ({ agent_id: agentId.get(a.name)!, space_id: spaceId.get(slug)! })),
  );
  if (courses.length) await db.insert(aiAgentCourses).values(courses);
  if (spaces.length) await db.insert(aiAgentSpaces).values(spaces);
}

/**
 * AI tiers of a few demo members, by their position among the generated members (the demo
 * member, Rafael, stays on trial: the locked-agent journey uses him).
 */
const DEMO_AI_TIERS: Partial<Record<number, "basic" | "premium" | "enterprise">> = {
  2: "enterprise",
  4: "basic",
  6: "premium",
  10: "basic",
  12: "premium",
};

export async function isDatabaseEmpty(db: Db) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(profiles);
  return (row?.count ?? 0) === 0;
}

/** Fills an empty database with the demo community; returns the credentials to print. */
export async function seedDemo(db: Db, password = randomBytes(9).toString("base64url")) {
  const random = prng(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const now = Date.now();
  const passwordHash = await hashPassword(password);

  await db
    .insert(communitySettings)
    .values({ id: 1, community_name: DEMO_COMMUNITY_NAME })
    .onConflictDoNothing();

  const spaceRows = await db
    .insert(spaces)
    .values(
      DEMO_SPACES.map((s, i) => ({
        name: s.name,
        slug: s.slug,
        description: s.description,
        icon: s.icon,
        path: `/espaco/${s.slug}`,
        order: i,
        space_type: s.type,
        is_private: s.private,
      })),
    )
    .returning({ id: spaces.id, slug: spaces.slug });
  const spaceId = new Map(spaceRows.map((s) => [s.slug, s.id]));

  const courseRows = await db
    .insert(courses)
    .values(
      DEMO_COURSES.map((c, i) => ({
        title: c.title,
        slug: c.slug,
        category: c.category,
        is_published: c.published,
        published_at: c.publishedDaysAgo === undefined ? null : new Date(now - c.publishedDaysAgo * DAY),
        order: i,
        description: c.description,
        workload_hours: c.workloadHours ?? null,
      })),
    )
    .returning({ id: courses.id, slug: courses.slug, category: courses.category });
  const courseId = new Map(courseRows.map((c) => [c.slug, c.id]));
  const lessonsByCourse = await seedCourseContent(db, courseId);
  // The 'curso' space discusses the restoration course.
  await db
    .update(spaces)
    .set({ course_id: courseId.get("restauracao-action-figures")! })
    .where(eq(spaces.id, spaceId.get("turma-restauracao")!));

  await seedAgents(db, courseId, spaceId);

  const adminId = await createConfirmedAccount(db, {
    email: DEMO_ADMIN_EMAIL,
    fullName: "Helena Duarte",
    username: "helena",
    passwordHash,
    createdAt: new Date(now - 540 * DAY),
    profile: { is_admin: true },
  });
  const memberIds = [adminId];
  // How often each member came by (daily visits of the past), from the most active.
  const activity = new Map<string, { weight: number; since: number }>([
    [adminId, { weight: 0.95, since: 540 }],
  ]);
  memberIds.push(
    await createConfirmedAccount(db, {
      email: DEMO_MEMBER_EMAIL,
      fullName: "Rafael Nogueira",
      username: "rafael",
      passwordHash,
      createdAt: new Date(now - 120 * DAY),
    }),
  );
  activity.set(memberIds[1]!, { weight: 0.8, since: 120 });
  for (let i = 0; i < 38; i++) {
    const fullName = `${FIRST_NAMES[i % FIRST_NAMES.length]} ${pick(LAST_NAMES)}`;
    const username = `${slugify(fullName)}${i}`;
    const levelIndex = Math.min(3, Math.floor(random() * random() * 5));
    const isAdmin = i === 0;
    const isModerator = i > 0 && i < 4;
    const isPlain = i % 9 === 5; // a few members hold no role at all
    const days = Math.floor(random() * 500 + 1);
    const id = await createConfirmedAccount(db, {
      email: `${username}@exemplo.com.br`,
      fullName,
      username,
      passwordHash,
      createdAt: new Date(now - days * DAY),
      profile: {
        is_admin: isAdmin,
        is_moderator: isModerator,
        ai_tier: DEMO_AI_TIERS[i] ?? "trial",
        is_student: !isPlain,
      },
    });
    memberIds.push(id);
    // Points come from what members did (below); this only says how often they came by.
    activity.set(id, { weight: [0.04, 0.2, 0.5, 0.9][levelIndex]! * (0.5 + random()), since: days });
  }

  const published = courseRows.slice(0, 6);
  const grants = memberIds.slice(1, 25).flatMap((userId, i) =>
    published
      .filter((_, j) => (i + j) % 3 === 0)
      .map((c) => ({
        user_id: userId,
        course_id: c.id,
        access_granted: true,
        purchased_at: new Date(now - (i + 3) * DAY),
      })),
  );
  if (grants.length) await db.insert(userCourses).values(grants);
  await db
    .insert(userCourseCategories)
    .values(
      memberIds
        .slice(2, 8)
        .map((userId) => ({ user_id: userId, category: "Restauração", access_granted: true })),
    );

  const postRows = await db
    .insert(posts)
    .values(
      DEMO_POSTS.map((p, i) => {
        const authorIsStaff = p.pinned || p.space === "avisos" || p.space === "bastidores";
        return {
          title: p.title,
          content: p.content,
          space_id: spaceId.get(p.space)!,
          author_id: authorIsStaff ? adminId : memberIds[1 + ((i * 7) % (memberIds.length - 1))]!,
          is_pinned: p.pinned ?? false,
          media_type: p.media?.type ?? null,
          media_url: p.media?.url ?? null,
          created_at: new Date(now - (i * 17 + 2) * 60 * 60 * 1000),
        };
      }),
    )
    .returning({ id: posts.id, author_id: posts.author_id, created_at: posts.created_at });

  // Real engagement: likes and comments (with replies), counters kept in step.
  const likes = postRows.flatMap((post, i) =>
    memberIds.slice(0, (i * 5) % 13).map((userId, k) => ({
      post_id: post.id,
      user_id: userId,
      created_at: new Date(Math.min(post.created_at.getTime() + (k + 1) * 7 * 60 * 1000, now - 60 * 1000)),
    })),
  );
  if (likes.length) await db.insert(postLikes).values(likes);
  const commentTexts = [
    "Que peça linda! Onde você encontrou?",
    "Muito bom, obrigado por compartilhar.",
    "Tenho uma parecida, depois posto aqui.",
  ];
  const commentCount = new Map<string, number>();
  const commentRows: { id: string; author_id: string; post_author_id: string; created_at: Date }[] = [];
  for (const [i, post] of postRows.entries()) {
    if (i % 3 !== 0) continue;
    const [top] = await db
      .insert(postComments)
      .values({
        post_id: post.id,
        author_id: memberIds[(i + 3) % memberIds.length]!,
        content: commentTexts[i % commentTexts.length]!,
        created_at: new Date(post.created_at.getTime() + 30 * 60 * 1000),
      })
      .returning({
        id: postComments.id,
        author_id: postComments.author_id,
        created_at: postComments.created_at,
      });
    const [reply] = await db
      .insert(postComments)
      .values({
        post_id: post.id,
        parent_id: top!.id,
        author_id: memberIds[(i + 5) % memberIds.length]!,
        content: "Concordo!",
        created_at: new Date(post.created_at.getTime() + 60 * 60 * 1000),
      })
      .returning({
        id: postComments.id,
        author_id: postComments.author_id,
        created_at: postComments.created_at,
      });
    commentRows.push(
      { ...top!, post_author_id: post.author_id },
      { ...reply!, post_author_id: post.author_id },
    );
    commentCount.set(post.id, 2);
  }
  for (const post of postRows) {
    const likesCount = likes.filter((l) => l.post_id === post.id).length;
    await db
      .update(posts)
      .set({ likes_count: likesCount, comments_count: commentCount.get(post.id) ?? 0 })
      .where(sql`${posts.id} = ${post.id}`);
  }
  await db
    .insert(follows)
    .values(memberIds.slice(2, 8).map((followee) => ({ follower_id: memberIds[1]!, followee_id: followee })));
  const chatSpace = spaceId.get("bate-papo");
  if (chatSpace)
    await db.insert(chatMessages).values(
      ["Bom dia, pessoal!", "Alguém vai na feira de sábado?", "Eu vou! Levo as duplicatas para troca."].map(
        (content, i) => ({
          space_id: chatSpace,
          author_id: memberIds[(i * 4 + 1) % memberIds.length]!,
          content,
          created_at: new Date(now - (3 - i) * 10 * 60 * 1000),
        }),
      ),
    );

  const progress = await seedCourseProgress(db, {
    now,
    courseId,
    lessonsByCourse,
    grants,
    demoMember: { id: memberIds[1]!, name: "Rafael Nogueira" },
    commenters: [memberIds[1]!, memberIds[4]!, adminId],
  });

  await db.insert(memberInvites).values(
    [
      { name: "Cláudia Menezes", email: "claudia.menezes@exemplo.com.br" },
      { name: "Sérgio Tavares", email: "sergio.tavares@exemplo.com.br" },
      { name: "Bianca Moura", email: "bianca.moura@exemplo.com.br" },
    ].map((invite, i) => ({
      ...invite,
      invite_token: randomBytes(32).toString("base64url"),
      tags: i === 0 ? ["vip", "restauração"] : [],
      selected_courses: i === 0 ? [published[0]!.id] : [],
      invited_by: adminId,
      created_at: new Date(now - (i + 1) * DAY),
      expires_at: new Date(now + (INVITE_VALIDITY_DAYS - i - 1) * DAY),
    })),
  );

  await seedPricingAndRules(db, adminId);

  // memberIds[3] is the first demo moderator (i = 1 above).
  const people: DemoPeople = { adminId, moderatorId: memberIds[3]!, memberIds: memberIds.slice(1), now };
  await seedSuppliers(db, people);
  await seedWiki(db, people);
  await seedToolsAndPages(db, people);
  await seedSuggestions(db, people);
  await seedEvents(db, people);

  await seedPoints(db, {
    now,
    activity,
    posts: postRows,
    likes,
    comments: commentRows,
    lessons: progress,
    lessonsByCourse,
  });

  return { adminEmail: DEMO_ADMIN_EMAIL, memberEmail: DEMO_MEMBER_EMAIL, password };
}
