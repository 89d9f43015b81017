import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { courseMessages, DAY_MS, feedMessages } from "@guilda/shared";
import type {
  CourseCard,
  CourseCatalog,
  CoursePage,
  LessonCommentsPage,
  LessonPage,
  MyCourses,
} from "@guilda/shared/schemas/courses";
import {
  certificates,
  courseLessons,
  courseModules,
  courses,
  lessonAttachments,
  lessonComments,
  lessonProgress,
  mediaUploads,
  userCourseCategories,
  userCourses,
} from "../../db/schema";
import type { Db } from "../../platform/db";
import { createSpace, makeAdmin, makeModerator, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";

type App = Awaited<ReturnType<typeof createTestApp>>;

type LessonSpec = {
  slug: string;
  title?: string;
  kind?: "video" | "text";
  video_url?: string | null;
  content?: string | null;
  duration_seconds?: number;
  is_preview?: boolean;
  release_after_days?: number | null;
};
type CourseSpec = {
  slug: string;
  title: string;
  category?: string | null;
  published?: boolean;
  publishedDaysAgo?: number;
  order?: number;
  description?: string | null;
  offer_url?: string | null;
  cover_url?: string | null;
  /** Modules in reading order; they are inserted last-first so that only `position` orders them. */
  modules: { title: string; lessons: LessonSpec[] }[];
};

const ago = (days: number) => new Date(Date.now() - days * DAY_MS);

/** A course straight in the database (the admin editor is tested on its own). */
async function makeCourse(db: Db, spec: CourseSpec) {
  const published = spec.published ?? true;
  const [course] = await db
    .insert(courses)
    .values({
      slug: spec.slug,
      title: spec.title,
      category: spec.category ?? null,
      description: spec.description ?? null,
      cover_url: spec.cover_url ?? null,
      is_published: published,
      published_at: published ? ago(spec.publishedDaysAgo ?? 1) : null,
      order: spec.order ?? 0,
      offer_url: spec.offer_url ?? null,
    })
    .returning();
  const lessons = new Map<string, string>();
  const moduleIds: string[] = [];
  for (const [position, mod] of [...spec.modules.entries()].reverse()) {
    const [row] = await db
      .insert(courseModules)
      .values({ course_id: course!.id, title: mod.title, position })
      .returning();
    moduleIds[position] = row!.id;
    for (const [lessonPosition, lesson] of [...mod.lessons.entries()].reverse()) {
      const [l] = await db
        .insert(courseLessons)
        .values({
          course_id: course!.id,
          module_id: row!.id,
          slug: lesson.slug,
          title: lesson.title ?? lesson.slug,
          kind: lesson.kind ?? "video",
          video_url: lesson.video_url ?? null,
          content: lesson.content ?? null,
          duration_seconds: lesson.duration_seconds ?? 0,
          is_preview: lesson.is_preview ?? false,
          release_after_days: lesson.release_after_days ?? null,
          position: lessonPosition,
        })
        .returning();
      lessons.set(lesson.slug, l!.id);
    }
  }
  return { id: course!.id, lessons, moduleIds };
}

function grantCourse(
  db: Db,
  userId: string,
  courseId: string,
  grantedDaysAgo = 1,
  expiresAt: Date | null = null,
) {
  return db.insert(userCourses).values({
    user_id: userId,
    course_id: courseId,
    purchased_at: ago(grantedDaysAgo),
    expires_at: expiresAt,
  });
}

function grantCategory(db: Db, userId: string, category: string, grantedDaysAgo = 1) {
  return db
    .insert(userCourseCategories)
    .values({ user_id: userId, category, granted_at: ago(grantedDaysAgo) });
}

const pngOf = (color: string) =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: color } })
    .png()
    .toBuffer();

async function upload(client: TestClient, color: string) {
  const res = await client.request("POST", "/api/uploads", undefined, {
    rawBody: await pngOf(color),
    headers: { "content-type": "application/octet-stream" },
  });
  expect(res.status).toBe(201);
  return res.json as { id: string; url: string };
}

const cardsOf = (catalog: CourseCatalog) => catalog.categories.flatMap((g) => g.courses);

describe("courses for members: lists, course and lesson pages, access, drip and comments", () => {
  let t: App;
  let admin: TestClient;
  let outsider: TestClient;
  let student: TestClient;
  let lapsed: TestClient;
  let painter: TestClient;
  let moderator: TestClient;
  let ids: Record<"admin" | "outsider" | "student" | "lapsed" | "painter" | "moderator", string>;
  let pintura: Awaited<ReturnType<typeof makeCourse>>;
  let importacao: Awaited<ReturnType<typeof makeCourse>>;
  let rascunho: Awaited<ReturnType<typeof makeCourse>>;
  let avancada: Awaited<ReturnType<typeof makeCourse>>;
  let antigo: Awaited<ReturnType<typeof makeCourse>>;
  let lessonFileUrl: string;
  let attachmentUrl: string;
  let draftCoverUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    outsider = t.client();
    student = t.client();
    lapsed = t.client();
    painter = t.client();
    moderator = t.client();
    ids = {
      admin: (await signUpConfirmed(admin, t.db, { name: "Helena Admin" })).id,
      outsider: (await signUpConfirmed(outsider, t.db, { name: "Otávio Sem Acesso" })).id,
      student: (await signUpConfirmed(student, t.db, { name: "Sara Aluna" })).id,
      lapsed: (await signUpConfirmed(lapsed, t.db, { name: "Lauro Expirado" })).id,
      painter: (await signUpConfirmed(painter, t.db, { name: "Paula Categoria" })).id,
      moderator: (await signUpConfirmed(moderator, t.db, { name: "Moacir Moderador" })).id,
    };
    await makeAdmin(t.db, ids.admin);
    await makeModerator(t.db, ids.moderator);

    pintura = await makeCourse(t.db, {
      slug: "pintura-de-miniaturas",
      title: "Pintura de Miniaturas",
      category: "Pintura",
      order: 1,
      publishedDaysAgo: 5,
      description: "Do **primer** ao verniz <script>alert(1)</script>",
      offer_url: "https://loja.exemplo.com.br/pintura",
      modules: [
        {
          title: "Fundamentos",
          lessons: [
            {
              slug: "boas-vindas",
              title: "Boas-vindas",
              video_url: "https://youtu.be/dQw4w9WgXcQ",
              duration_seconds: 300,
              is_preview: true,
            },
            {
              slug: "primers",
              title: "Primers",
              kind: "text",
              content: "## Primer\n\nUse **spray**. <img src=x onerror=alert(1)>",
              duration_seconds: 600,
            },
          ],
        },
        {
          title: "Técnicas",
          lessons: [
            {
              slug: "aerografo",
              title: "Aerógrafo",
              duration_seconds: 900,
              release_after_days: 7,
            },
            {
              slug: "verniz",
              title: "Verniz",
              video_url: "https://vimeo.com/123456789",
              duration_seconds: 1200,
              release_after_days: 30,
            },
          ],
        },
      ],
    });
    importacao = await makeCourse(t.db, {
      slug: "importacao-essencial",
      title: "Importação Essencial",
      publishedDaysAgo: 40,
      modules: [{ title: "Único", lessons: [{ slug: "impostos", duration_seconds: 60 }] }],
    });
    rascunho = await makeCourse(t.db, {
      slug: "rascunho-secreto",
      title: "Rascunho Secreto",
      category: "Pintura",
      published: false,
      modules: [
        { title: "Único", lessons: [{ slug: "segredo", kind: "text", content: "Conteúdo secreto" }] },
      ],
    });
    avancada = await makeCourse(t.db, {
      slug: "pintura-avancada",
      title: "Pintura Avançada",
      category: "Pintura",
      order: 0,
      publishedDaysAgo: 2,
      modules: [{ title: "Único", lessons: [{ slug: "olhos", duration_seconds: 100 }] }],
    });
    antigo = await makeCourse(t.db, {
      slug: "vendas-100-garantidas",
      title: "Vendas 100% garantidas",
      category: "Vendas",
      publishedDaysAgo: 31,
      modules: [{ title: "Único", lessons: [{ slug: "funil", duration_seconds: 30 }] }],
    });
    await makeCourse(t.db, {
      slug: "guia-de-leilao",
      title: "Guia_de_leilao",
      category: "Vendas",
      publishedDaysAgo: 3,
      modules: [],
    });

    // The student: the painting course granted 10 days ago (the 7-day lesson is open, the 30-day one not).
    await grantCourse(t.db, ids.student, pintura.id, 10);
    await grantCourse(t.db, ids.student, importacao.id, 60);
    await grantCourse(t.db, ids.student, avancada.id, 1);
    // Lapsed: a grant that ended yesterday.
    await grantCourse(t.db, ids.lapsed, pintura.id, 90, ago(1));
    // Painter: the whole 'Pintura' category, and 'Geral' (courses without a category).
    await grantCategory(t.db, ids.painter, "Pintura", 3);
    await grantCategory(t.db, ids.painter, "Geral", 3);
    await grantCourse(t.db, ids.moderator, pintura.id, 100);

    // Files: the 'aerografo' lesson plays an uploaded file and offers an attachment; the draft has a cover.
    const video = await upload(admin, "#102030");
    const attachment = await upload(admin, "#405060");
    const cover = await upload(admin, "#708090");
    lessonFileUrl = video.url;
    attachmentUrl = attachment.url;
    draftCoverUrl = cover.url;
    const aerografo = pintura.lessons.get("aerografo")!;
    await t.db
      .update(mediaUploads)
      .set({ lesson_id: aerografo, used_at: new Date(), content_type: "video/mp4", media_type: "video" })
      .where(eq(mediaUploads.id, video.id));
    await t.db
      .update(mediaUploads)
      .set({ lesson_id: aerografo, used_at: new Date() })
      .where(eq(mediaUploads.id, attachment.id));
    await t.db
      .update(mediaUploads)
      .set({ course_id: rascunho.id, used_at: new Date() })
      .where(eq(mediaUploads.id, cover.id));
    await t.db.update(courses).set({ cover_url: cover.url }).where(eq(courses.id, rascunho.id));
    await t.db
      .update(courseLessons)
      .set({ video_upload_id: video.id })
      .where(eq(courseLessons.id, aerografo));
    await t.db
      .insert(lessonAttachments)
      .values({ lesson_id: aerografo, upload_id: attachment.id, name: "Guia de diluição" });
  });

  it("needs a session for every course path", async () => {
    const visitor = t.client();
    for (const path of [
      "/api/courses",
      "/api/courses/catalog",
      "/api/courses/showcase",
      "/api/courses/mine",
      "/api/courses/new",
      "/api/courses/pintura-de-miniaturas",
      "/api/courses/pintura-de-miniaturas/lessons/boas-vindas",
      `/api/lessons/${pintura.lessons.get("boas-vindas")}/comments`,
    ])
      expect((await visitor.get(path)).status).toBe(401);
    expect(
      (await visitor.post(`/api/lessons/${pintura.lessons.get("boas-vindas")}/comments`, { content: "oi" }))
        .status,
    ).toBe(401);
  });

  it("lists published courses only in the sidebar, by title, with 'Geral' for no category", async () => {
    for (const client of [outsider, admin]) {
      const res = await client.get("/api/courses");
      expect(res.status).toBe(200);
      expect(res.json).toEqual([
        expect.objectContaining({ title: "Guia_de_leilao", category: "Vendas" }),
        { id: importacao.id, title: "Importação Essencial", slug: "importacao-essencial", category: "Geral" },
        expect.objectContaining({ title: "Pintura Avançada", category: "Pintura" }),
        expect.objectContaining({ title: "Pintura de Miniaturas" }),
        expect.objectContaining({ title: "Vendas 100% garantidas" }),
      ]);
    }
  });

  it("groups the catalog by category, then order and title, with figures and locks per member", async () => {
    const res = await outsider.get("/api/courses/catalog");
    expect(res.status).toBe(200);
    const catalog = res.json as CourseCatalog;
    expect(catalog.categories.map((g) => [g.category, g.courses.map((c) => c.slug)])).toEqual([
      ["Geral", ["importacao-essencial"]],
      ["Pintura", ["pintura-avancada", "pintura-de-miniaturas"]],
      ["Vendas", ["guia-de-leilao", "vendas-100-garantidas"]],
    ]);
    const card = cardsOf(catalog).find((c) => c.slug === "pintura-de-miniaturas")!;
    expect(card).toMatchObject({
      title: "Pintura de Miniaturas",
      category: "Pintura",
      lesson_count: 4,
      duration_seconds: 3000,
      lock: { state: "no_access" },
      progress: { completed: 0, total: 4, percent: 0 },
    });
    expect(cardsOf(catalog).find((c) => c.slug === "guia-de-leilao")).toMatchObject({
      lesson_count: 0,
      duration_seconds: 0,
      lock: { state: "no_access" },
    });
    // Nothing unpublished, even for an admin.
    for (const client of [outsider, admin]) {
      const slugs = cardsOf((await client.get("/api/courses/catalog")).json).map((c) => c.slug);
      expect(slugs).not.toContain("rascunho-secreto");
      expect(slugs).toHaveLength(5);
    }
    const adminCards = cardsOf((await admin.get("/api/courses/catalog")).json);
    expect(adminCards.every((c) => c.lock.state === "open")).toBe(true);
  });

  it("says why a course is locked: expired, or opening later when every lesson drips", async () => {
    const lapsedCard = cardsOf((await lapsed.get("/api/courses/catalog")).json).find(
      (c) => c.slug === "pintura-de-miniaturas",
    )!;
    expect(lapsedCard.lock.state).toBe("expired");
    expect(lapsedCard.lock.state === "expired" && Date.parse(lapsedCard.lock.expired_at!)).toBeLessThan(
      Date.now(),
    );

    const dripped = await makeCourse(t.db, {
      slug: "curso-gotejado",
      title: "Curso gotejado",
      category: "Extra",
      modules: [{ title: "Único", lessons: [{ slug: "dia-cinco", release_after_days: 5 }] }],
    });
    await grantCourse(t.db, ids.student, dripped.id, 2);
    const card = cardsOf((await student.get("/api/courses/catalog")).json).find(
      (c) => c.slug === "curso-gotejado",
    )!;
    expect(card.lock.state).toBe("scheduled");
    const opensAt = card.lock.state === "scheduled" ? Date.parse(card.lock.opens_at) : 0;
    expect(Math.abs(opensAt - (Date.now() + 3 * DAY_MS))).toBeLessThan(60_000);
    await t.db.delete(courses).where(eq(courses.id, dripped.id));
  });

  it("searches titles without accents or case, taking %, _ and quotes as plain text", async () => {
    const search = async (q: string) =>
      cardsOf((await outsider.get(`/api/courses/catalog?q=${encodeURIComponent(q)}`)).json).map(
        (c) => c.slug,
      );
    expect(await search("IMPORTACAO")).toEqual(["importacao-essencial"]);
    expect(await search("pintura avançada")).toEqual(["pintura-avancada"]);
    expect(await search("%")).toEqual(["vendas-100-garantidas"]);
    expect(await search("_")).toEqual(["guia-de-leilao"]);
    expect(await search("' OR 1=1--")).toEqual([]);
    expect(await search("secreto")).toEqual([]);
    expect((await outsider.get(`/api/courses/catalog?q=${"a".repeat(101)}`)).status).toBe(400);
    expect((await outsider.get("/api/courses/catalog?sort=x")).status).toBe(400);
  });

  it("shows the showcase with modules, ownership and the offer link", async () => {
    const items = (await student.get("/api/courses/showcase")).json.items as (CourseCard & {
      module_titles: string[];
      module_count: number;
      owned: boolean;
      offer_url: string | null;
    })[];
    expect(items.map((c) => c.slug)).toEqual([
      "guia-de-leilao",
      "importacao-essencial",
      "pintura-avancada",
      "vendas-100-garantidas",
      "pintura-de-miniaturas",
    ]);
    const painting = items.find((c) => c.slug === "pintura-de-miniaturas")!;
    expect(painting).toMatchObject({
      module_titles: ["Fundamentos", "Técnicas"],
      module_count: 2,
      owned: true,
      offer_url: "https://loja.exemplo.com.br/pintura",
    });
    expect(items.find((c) => c.slug === "vendas-100-garantidas")!.owned).toBe(false);
    const forOutsider = (await outsider.get("/api/courses/showcase")).json.items as {
      slug: string;
      owned: boolean;
    }[];
    expect(forOutsider.every((c) => !c.owned)).toBe(true);
  });

  it("lists new courses of the last 30 days, newest first, published only", async () => {
    const items = (await outsider.get("/api/courses/new")).json.items as CourseCard[];
    expect(items.map((c) => c.slug)).toEqual(["pintura-avancada", "guia-de-leilao", "pintura-de-miniaturas"]);
    expect((await admin.get("/api/courses/new")).json.items.map((c: CourseCard) => c.slug)).not.toContain(
      "rascunho-secreto",
    );
  });

  it("hides an unpublished course from members (404) and shows it to admins", async () => {
    expect((await outsider.get("/api/courses/rascunho-secreto")).status).toBe(404);
    expect((await painter.get("/api/courses/rascunho-secreto")).json.message).toBe(
      courseMessages.courseNotFound,
    );
    const lesson = await painter.get("/api/courses/rascunho-secreto/lessons/segredo");
    expect(lesson.status).toBe(404);
    expect(lesson.text).not.toContain("Conteúdo secreto");
    expect((await painter.get(`/api/lessons/${rascunho.lessons.get("segredo")}/comments`)).status).toBe(404);
    const page = await admin.get("/api/courses/rascunho-secreto");
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({ is_published: false, lock: { state: "open", expires_at: null } });
    const adminLesson = await admin.get("/api/courses/rascunho-secreto/lessons/segredo");
    expect(adminLesson.status).toBe(200);
    expect(adminLesson.json.content_html).toContain("Conteúdo secreto");
    // Its cover: the admin reads it, a member is told it does not exist.
    expect((await admin.get(draftCoverUrl)).status).toBe(200);
    expect((await painter.get(draftCoverUrl)).status).toBe(404);
    await t.db.update(courses).set({ is_published: true }).where(eq(courses.id, rascunho.id));
    expect((await outsider.get(draftCoverUrl)).status).toBe(200);
    await t.db.update(courses).set({ is_published: false }).where(eq(courses.id, rascunho.id));
    expect((await outsider.get(draftCoverUrl)).status).toBe(404);
  });

  it("refuses a locked lesson with 403 COURSE_LOCKED and nothing of it: body, video or files", async () => {
    const res = await outsider.get("/api/courses/pintura-de-miniaturas/lessons/primers");
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      code: "COURSE_LOCKED",
      message: courseMessages.lockedNoAccess,
      reasons: ["no_access"],
    });
    const video = await outsider.get("/api/courses/pintura-de-miniaturas/lessons/verniz");
    expect(video.status).toBe(403);
    expect(video.text).not.toContain("123456789");
    const aerografo = pintura.lessons.get("aerografo")!;
    for (const url of [lessonFileUrl, attachmentUrl]) {
      const file = await outsider.get(url);
      expect(file.status).toBe(403);
      expect(file.json.code).toBe("COURSE_LOCKED");
      expect(file.headers.get("content-type")).toContain("application/json");
    }
    expect((await outsider.get(`/api/lessons/${aerografo}/comments`)).json).toMatchObject({
      code: "COURSE_LOCKED",
      reasons: ["no_access"],
    });
    expect(
      (await outsider.post(`/api/lessons/${aerografo}/comments`, { content: "Posso ver?" })).status,
    ).toBe(403);
    expect(await t.db.$count(lessonComments)).toBe(0);
  });

  it("refuses an expired grant with the reason 'expired'", async () => {
    const res = await lapsed.get("/api/courses/pintura-de-miniaturas/lessons/primers");
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ message: courseMessages.lockedExpired, reasons: ["expired"] });
    expect(res.text).not.toContain("spray");
    expect((await lapsed.get(lessonFileUrl)).json.reasons).toEqual(["expired"]);
    const page = (await lapsed.get("/api/courses/pintura-de-miniaturas")).json as CoursePage;
    expect(page.lock.state).toBe("expired");
    expect(page.modules[0]!.lessons.map((l) => [l.slug, l.state, l.lock?.reason ?? null])).toEqual([
      ["boas-vindas", "not_started", null],
      ["primers", "locked", "expired"],
    ]);
  });

  it("opens every course of a granted category, and 'Geral' for courses without one", async () => {
    const lesson = await painter.get("/api/courses/pintura-avancada/lessons/olhos");
    expect(lesson.status).toBe(200);
    expect((await painter.get("/api/courses/importacao-essencial/lessons/impostos")).status).toBe(200);
    expect((await painter.get("/api/courses/vendas-100-garantidas/lessons/funil")).status).toBe(403);
    const locks = Object.fromEntries(
      cardsOf((await painter.get("/api/courses/catalog")).json).map((c) => [c.slug, c.lock.state]),
    );
    expect(locks).toEqual({
      "importacao-essencial": "open",
      "pintura-avancada": "open",
      "pintura-de-miniaturas": "open",
      "guia-de-leilao": "no_access",
      "vendas-100-garantidas": "no_access",
    });
    // Drip counts from the category grant (3 days ago): the 7-day lesson is not open yet.
    const drip = await painter.get("/api/courses/pintura-de-miniaturas/lessons/aerografo");
    expect(drip.status).toBe(403);
    expect(drip.json.reasons).toEqual(["drip"]);
  });

  it("opens a preview lesson without access, and never the locked ones around it", async () => {
    const res = await outsider.get("/api/courses/pintura-de-miniaturas/lessons/boas-vindas");
    expect(res.status).toBe(200);
    const lesson = res.json as LessonPage;
    expect(lesson).toMatchObject({
      title: "Boas-vindas",
      kind: "video",
      video: { provider: "youtube", id: "dQw4w9WgXcQ" },
      preview_only: true,
      previous: null,
      next: { slug: "primers", title: "Primers", locked: true },
      module: { id: pintura.moduleIds[0], title: "Fundamentos" },
      course: { slug: "pintura-de-miniaturas", progress: { completed: 0, total: 4, percent: 0 } },
    });
    const commentsUrl = `/api/lessons/${pintura.lessons.get("boas-vindas")}/comments`;
    const comments = await outsider.get(commentsUrl);
    expect(comments.status).toBe(200);
    expect(comments.json).toEqual({ items: [], next_cursor: null, comments_count: 0, can_comment: false });
    // The preview's discussion is the students': read by everyone, written by those with access.
    const refused = await outsider.post(commentsUrl, { content: "Vale a pena comprar?" });
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({
      code: "COURSE_LOCKED",
      message: courseMessages.lockedNoAccess,
      reasons: ["no_access"],
    });
    const byStudent = await student.post(commentsUrl, { content: "Vale muito!" });
    expect(byStudent.status).toBe(201);
    const seen = (await outsider.get(commentsUrl)).json as LessonCommentsPage;
    expect(seen.items.map((c) => c.content)).toEqual(["Vale muito!"]);
    expect(seen.can_comment).toBe(false);
    expect(((await student.get(commentsUrl)).json as LessonCommentsPage).can_comment).toBe(true);
    expect(((await moderator.get(commentsUrl)).json as LessonCommentsPage).can_comment).toBe(true);
    await t.db.delete(lessonComments).where(eq(lessonComments.id, byStudent.json.id));
  });

  it("drips a lesson: 403 'drip' with its opening date on the course page, open once the days pass", async () => {
    const page = (await student.get("/api/courses/pintura-de-miniaturas")).json as CoursePage;
    const [, tecnicas] = page.modules;
    expect(tecnicas!.lessons.map((l) => [l.slug, l.state])).toEqual([
      ["aerografo", "not_started"],
      ["verniz", "locked"],
    ]);
    const lock = tecnicas!.lessons[1]!.lock!;
    expect(lock.reason).toBe("drip");
    const [grant] = await t.db
      .select({ at: userCourses.purchased_at })
      .from(userCourses)
      .where(and(eq(userCourses.user_id, ids.student), eq(userCourses.course_id, pintura.id)));
    expect(lock.opens_at).toBe(new Date(grant!.at.getTime() + 30 * DAY_MS).toISOString());

    const refused = await student.get("/api/courses/pintura-de-miniaturas/lessons/verniz");
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ message: courseMessages.lockedDrip, reasons: ["drip"] });
    expect(refused.text).not.toContain("123456789");
    const verniz = pintura.lessons.get("verniz")!;
    expect((await student.get(`/api/lessons/${verniz}/comments`)).json.reasons).toEqual(["drip"]);

    // 31 days after the first grant, it opens.
    await t.db
      .update(userCourses)
      .set({ purchased_at: ago(31) })
      .where(and(eq(userCourses.user_id, ids.student), eq(userCourses.course_id, pintura.id)));
    const open = await student.get("/api/courses/pintura-de-miniaturas/lessons/verniz");
    expect(open.status).toBe(200);
    expect(open.json.video).toEqual({ provider: "vimeo", id: "123456789" });
    expect(open.json.next).toBeNull();
    expect(open.json.previous).toEqual({ slug: "aerografo", title: "Aerógrafo", locked: false });
    const after = (await student.get("/api/courses/pintura-de-miniaturas")).json as CoursePage;
    expect(after.modules[1]!.lessons.map((l) => l.state)).toEqual(["not_started", "not_started"]);
    await t.db
      .update(userCourses)
      .set({ purchased_at: ago(10) })
      .where(and(eq(userCourses.user_id, ids.student), eq(userCourses.course_id, pintura.id)));
  });

  it("gives the lesson page the file player, safe HTML and attachments under /media", async () => {
    const res = await student.get("/api/courses/pintura-de-miniaturas/lessons/aerografo");
    expect(res.status).toBe(200);
    const lesson = res.json as LessonPage;
    expect(lesson.video).toEqual({ provider: "file", url: lessonFileUrl, content_type: "video/mp4" });
    expect(lesson.attachments).toEqual([
      {
        id: expect.any(String),
        name: "Guia de diluição",
        url: attachmentUrl,
        size: expect.any(Number),
        content_type: "image/png",
      },
    ]);
    expect(lesson.previous).toEqual({ slug: "primers", title: "Primers", locked: false });
    expect(lesson.next).toEqual({ slug: "verniz", title: "Verniz", locked: true });
    expect(lesson.preview_only).toBe(false);
    expect((await student.get(lessonFileUrl)).status).toBe(200);
    expect((await student.get(attachmentUrl)).status).toBe(200);

    const text = (await student.get("/api/courses/pintura-de-miniaturas/lessons/primers")).json as LessonPage;
    expect(text.video).toBeNull();
    expect(text.content_html).toContain("<h2>Primer</h2>");
    expect(text.content_html).toContain("<strong>spray</strong>");
    expect(text.content_html).not.toContain("onerror");
    expect((await student.get("/api/courses/pintura-de-miniaturas/lessons/nao-existe")).status).toBe(404);
    expect((await student.get("/api/courses/importacao-essencial/lessons/primers")).status).toBe(404);
  });

  it("builds the course page: outline in order, states, progress, resume, certificate and space", async () => {
    const lesson = (slug: string) => pintura.lessons.get(slug)!;
    await t.db.insert(lessonProgress).values([
      {
        user_id: ids.student,
        lesson_id: lesson("boas-vindas"),
        course_id: pintura.id,
        position_seconds: 300,
        seconds_watched: 290,
        completed: true,
        completed_at: ago(3),
        updated_at: ago(3),
      },
      {
        user_id: ids.student,
        lesson_id: lesson("aerografo"),
        course_id: pintura.id,
        position_seconds: 412,
        seconds_watched: 400,
        updated_at: ago(1),
      },
      {
        user_id: ids.student,
        lesson_id: lesson("primers"),
        course_id: pintura.id,
        position_seconds: 0,
        completed: true,
        completed_at: ago(2),
        updated_at: ago(2),
      },
    ]);
    await t.db.insert(certificates).values({
      code: "7K2M9QXH",
      user_id: ids.student,
      course_id: pintura.id,
      member_name: "Sara Aluna",
      course_title: "Pintura de Miniaturas",
      workload_minutes: 60,
    });
    const space = await createSpace(t.db, { slug: "clube-da-pintura", type: "curso", order: 3 });
    await admin.patch(`/api/admin/spaces/${space.id}`, { course_id: pintura.id, name: "Clube da Pintura" });

    const page = (await student.get("/api/courses/pintura-de-miniaturas")).json as CoursePage;
    expect(page).toMatchObject({
      slug: "pintura-de-miniaturas",
      category: "Pintura",
      lock: { state: "open", expires_at: null },
      progress: { completed: 2, total: 4, percent: 50 },
      lesson_count: 4,
      duration_seconds: 3000,
      resume: { lesson_slug: "aerografo", lesson_title: "Aerógrafo", position_seconds: 412 },
      certificate: { code: "GLD-7K2M-9QXH" },
      space: { slug: "clube-da-pintura", name: "Clube da Pintura" },
    });
    expect(page.description_html).toContain("<strong>primer</strong>");
    expect(page.description_html).not.toContain("<script");
    expect(page.modules.map((m) => [m.title, m.lessons.map((l) => [l.slug, l.state])])).toEqual([
      [
        "Fundamentos",
        [
          ["boas-vindas", "done"],
          ["primers", "done"],
        ],
      ],
      [
        "Técnicas",
        [
          ["aerografo", "in_progress"],
          ["verniz", "locked"],
        ],
      ],
    ]);
    expect(page.modules[0]!.lessons[0]).toEqual({
      id: lesson("boas-vindas"),
      slug: "boas-vindas",
      title: "Boas-vindas",
      kind: "video",
      duration_seconds: 300,
      is_preview: true,
      state: "done",
      lock: null,
    });
    // The lesson page carries the same progress and the course's.
    const aerografo = (await student.get("/api/courses/pintura-de-miniaturas/lessons/aerografo"))
      .json as LessonPage;
    expect(aerografo.progress).toEqual({ position_seconds: 412, seconds_watched: 400, completed_at: null });
    expect(aerografo.course.progress).toEqual({ completed: 2, total: 4, percent: 50 });

    // Someone else sees none of it; a revoked certificate is not offered.
    const other = (await painter.get("/api/courses/pintura-de-miniaturas")).json as CoursePage;
    expect(other).toMatchObject({ resume: null, certificate: null, progress: { completed: 0, percent: 0 } });
    await t.db.update(certificates).set({ revoked_at: new Date(), revoked_reason: "teste" });
    expect((await student.get("/api/courses/pintura-de-miniaturas")).json.certificate).toBeNull();
    // A private 'curso' space is linked only for who may see it.
    await admin.patch(`/api/admin/spaces/${space.id}`, { is_private: true });
    expect((await student.get("/api/courses/pintura-de-miniaturas")).json.space).toBeNull();
    expect((await admin.get("/api/courses/pintura-de-miniaturas")).json.space).toEqual({
      slug: "clube-da-pintura",
      name: "Clube da Pintura",
    });
    expect((await moderator.get("/api/courses/pintura-de-miniaturas")).json.space).toEqual({
      slug: "clube-da-pintura",
      name: "Clube da Pintura",
    });
    // A member added to the private space sees it; the next linked space they may see comes first.
    expect((await admin.put(`/api/admin/spaces/${space.id}/members/${ids.student}`)).status).toBe(200);
    expect((await student.get("/api/courses/pintura-de-miniaturas")).json.space).toEqual({
      slug: "clube-da-pintura",
      name: "Clube da Pintura",
    });
    await admin.del(`/api/admin/spaces/${space.id}/members/${ids.student}`);
    const openSpace = await createSpace(t.db, { slug: "pintura-aberta", type: "curso", order: 9 });
    await admin.patch(`/api/admin/spaces/${openSpace.id}`, { course_id: pintura.id, name: "Pintura Aberta" });
    expect((await student.get("/api/courses/pintura-de-miniaturas")).json.space).toEqual({
      slug: "pintura-aberta",
      name: "Pintura Aberta",
    });
    expect((await admin.get("/api/courses/pintura-de-miniaturas")).json.space).toEqual({
      slug: "clube-da-pintura",
      name: "Clube da Pintura",
    });
    await admin.patch(`/api/admin/spaces/${openSpace.id}`, { course_id: null });
    await admin.patch(`/api/admin/spaces/${space.id}`, { is_private: false });
  });

  it("shows every change to a course's modules and lessons on the next page, whoever made it", async () => {
    // The outline is kept in memory per course; the database's triggers say when it changed, so
    // writes that bypass this instance (another instance, SQL by hand) show at once too.
    const course = await makeCourse(t.db, {
      slug: "restauro-de-relogios",
      title: "Restauro de Relógios",
      modules: [
        { title: "Abertura", lessons: [{ slug: "ferramentas", title: "Ferramentas" }, { slug: "limpeza" }] },
        { title: "Mecanismo", lessons: [{ slug: "escape" }] },
      ],
    });
    await grantCourse(t.db, ids.student, course.id);
    const outline = async () => {
      const page = (await student.get("/api/courses/restauro-de-relogios")).json as CoursePage;
      return page.modules.map((m) => [m.title, m.lessons.map((l) => `${l.slug}:${l.title}:${l.state}`)]);
    };
    expect(await outline()).toEqual([
      ["Abertura", ["ferramentas:Ferramentas:not_started", "limpeza:limpeza:not_started"]],
      ["Mecanismo", ["escape:escape:not_started"]],
    ]);
    const lessonId = (slug: string) => course.lessons.get(slug)!;

    await t.db
      .update(courseLessons)
      .set({ title: "Ferramentas e bancada" })
      .where(eq(courseLessons.id, lessonId("ferramentas")));
    // Progress is the member's own and is read on every page.
    await t.db.insert(lessonProgress).values({
      user_id: ids.student,
      lesson_id: lessonId("limpeza"),
      course_id: course.id,
      position_seconds: 30,
      seconds_watched: 30,
    });
    expect(await outline()).toEqual([
      ["Abertura", ["ferramentas:Ferramentas e bancada:not_started", "limpeza:limpeza:in_progress"]],
      ["Mecanismo", ["escape:escape:not_started"]],
    ]);

    // A lesson moved to the other module, a new lesson, the modules swapped.
    await t.db
      .update(courseLessons)
      .set({ module_id: course.moduleIds[1]!, position: 1 })
      .where(eq(courseLessons.id, lessonId("limpeza")));
    await t.db.insert(courseLessons).values({
      course_id: course.id,
      module_id: course.moduleIds[0]!,
      slug: "lubrificacao",
      title: "Lubrificação",
      kind: "text",
      position: 5,
    });
    await t.db.update(courseModules).set({ position: 9 }).where(eq(courseModules.id, course.moduleIds[0]!));
    expect(await outline()).toEqual([
      ["Mecanismo", ["escape:escape:not_started", "limpeza:limpeza:in_progress"]],
      [
        "Abertura",
        ["ferramentas:Ferramentas e bancada:not_started", "lubrificacao:Lubrificação:not_started"],
      ],
    ]);

    // A module deleted takes its lessons; a lesson deleted is gone.
    await t.db.delete(courseModules).where(eq(courseModules.id, course.moduleIds[0]!));
    await t.db.delete(courseLessons).where(eq(courseLessons.id, lessonId("escape")));
    expect(await outline()).toEqual([["Mecanismo", ["limpeza:limpeza:in_progress"]]]);
    await t.db.delete(courses).where(eq(courses.id, course.id));
    expect((await student.get("/api/courses/restauro-de-relogios")).status).toBe(404);
  });

  it("lists my courses: in progress by latest activity, then not started, then completed", async () => {
    await t.db.insert(lessonProgress).values({
      user_id: ids.student,
      lesson_id: importacao.lessons.get("impostos")!,
      course_id: importacao.id,
      completed: true,
      completed_at: ago(0.5),
      updated_at: ago(0.5),
    });
    const mine = (await student.get("/api/courses/mine")).json as MyCourses;
    expect(mine.items.map((c) => [c.slug, c.progress.percent])).toEqual([
      ["pintura-de-miniaturas", 50],
      ["pintura-avancada", 0],
      ["importacao-essencial", 100],
    ]);
    expect(mine.items[0]).toMatchObject({
      resume: { lesson_slug: "aerografo", position_seconds: 412 },
      lock: { state: "open" },
    });
    expect(Date.parse(mine.items[0]!.last_activity_at!)).toBeCloseTo(ago(1).getTime(), -5);
    expect(mine.items[1]).toMatchObject({ resume: null, last_activity_at: null });
    expect((await outsider.get("/api/courses/mine")).json).toEqual({ items: [] });
    expect((await lapsed.get("/api/courses/mine")).json).toEqual({ items: [] });
    expect(
      ((await painter.get("/api/courses/mine")).json as MyCourses).items.map((c) => c.slug).sort(),
    ).toEqual(["importacao-essencial", "pintura-avancada", "pintura-de-miniaturas"]);
  });

  describe("lesson comments", () => {
    let lessonId: string;
    const url = () => `/api/lessons/${lessonId}/comments`;

    beforeAll(() => {
      lessonId = pintura.lessons.get("primers")!;
    });

    it("takes comments and one level of replies, as the signed-in member", async () => {
      const first = await student.post(url(), { content: "  Qual primer vocês usam?  ", user_id: ids.admin });
      expect(first.status).toBe(400); // unknown fields are refused
      const ok = await student.post(url(), { content: "  Qual primer vocês usam?  " });
      expect(ok.status).toBe(201);
      expect(ok.json).toMatchObject({
        lesson_id: lessonId,
        parent_id: null,
        content: "Qual primer vocês usam?",
        author: { id: ids.student, full_name: "Sara Aluna" },
      });
      const reply = await moderator.post(url(), { content: "Cinza, sempre.", parent_id: ok.json.id });
      expect(reply.status).toBe(201);
      const deeper = await student.post(url(), { content: "Por quê?", parent_id: reply.json.id });
      expect(deeper.status).toBe(400);
      expect(deeper.json.fieldErrors.parent_id).toBe(feedMessages.replyDepth);
      const elsewhere = await student.post(`/api/lessons/${pintura.lessons.get("aerografo")}/comments`, {
        content: "Resposta perdida",
        parent_id: ok.json.id,
      });
      expect(elsewhere.status).toBe(404);
      expect((await student.post(url(), { content: "   " })).json.fieldErrors.content).toBe(
        "Escreva um comentário.",
      );

      const page = (await outsider.get(url())).json;
      expect(page.code).toBe("COURSE_LOCKED");
      const list = (await painter.get(url())).json as LessonCommentsPage;
      expect(list.comments_count).toBe(2);
      expect(list.items).toHaveLength(1);
      expect(list.items[0]).toMatchObject({
        id: ok.json.id,
        replies: [
          {
            id: reply.json.id,
            parent_id: ok.json.id,
            content: "Cinza, sempre.",
            author: { id: ids.moderator },
          },
        ],
      });
    });

    it("lets the author, an admin or a moderator delete; a top-level comment takes its replies", async () => {
      const parent = (await student.post(url(), { content: "Comentário a moderar" })).json;
      const reply = (await painter.post(url(), { content: "Resposta", parent_id: parent.id })).json;
      const own = (await painter.post(url(), { content: "Meu comentário" })).json;

      const refused = await painter.del(`/api/lesson-comments/${parent.id}`);
      expect(refused.status).toBe(403);
      expect(refused.json.code).toBe("FORBIDDEN");
      expect((await outsider.del(`/api/lesson-comments/${own.id}`)).json.code).toBe("COURSE_LOCKED");
      expect((await painter.del(`/api/lesson-comments/${own.id}`)).status).toBe(200);
      const before = (await painter.get(url())).json.comments_count as number;
      const removed = await moderator.del(`/api/lesson-comments/${parent.id}`);
      expect(removed.status).toBe(200);
      expect(removed.json.comments_count).toBe(before - 2);
      const rows = await t.db.select({ id: lessonComments.id }).from(lessonComments);
      expect(rows.map((r) => r.id)).not.toContain(reply.id);
      expect((await admin.del(`/api/lesson-comments/${parent.id}`)).status).toBe(404);
      expect((await admin.del(`/api/lesson-comments/nao-e-uuid`)).status).toBe(400);
    });

    it("lets a moderator without access read and moderate a lesson's discussion, not open the lesson", async () => {
      const lesson = avancada.lessons.get("olhos")!;
      const posted = await painter.post(`/api/lessons/${lesson}/comments`, { content: "Spam de fora" });
      expect(posted.status).toBe(201);
      expect((await moderator.get("/api/courses/pintura-avancada/lessons/olhos")).json.code).toBe(
        "COURSE_LOCKED",
      );
      expect((await outsider.get(`/api/lessons/${lesson}/comments`)).json.code).toBe("COURSE_LOCKED");
      const seen = (await moderator.get(`/api/lessons/${lesson}/comments`)).json as LessonCommentsPage;
      expect(seen.items.map((c) => c.content)).toEqual(["Spam de fora"]);
      expect((await outsider.del(`/api/lesson-comments/${posted.json.id}`)).json.code).toBe("COURSE_LOCKED");
      const removed = await moderator.del(`/api/lesson-comments/${posted.json.id}`);
      expect(removed.json).toEqual({ ok: true, comments_count: 0 });
    });

    it("pages top-level comments oldest first with a keyset cursor, without repeats", async () => {
      await t.db.delete(lessonComments);
      const base = Date.now() - 3_600_000;
      // 45 comments, some sharing a timestamp (the id breaks the tie), each of the first three with a reply.
      const inserted = await t.db
        .insert(lessonComments)
        .values(
          Array.from({ length: 45 }, (_, i) => ({
            lesson_id: lessonId,
            user_id: i % 2 ? ids.student : ids.painter,
            content: `Comentário ${i}`,
            created_at: new Date(base + Math.floor(i / 3) * 1000),
          })),
        )
        .returning({ id: lessonComments.id, created_at: lessonComments.created_at });
      const ordered = [...inserted]
        .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || (a.id < b.id ? -1 : 1))
        .map((r) => r.id);
      await t.db.insert(lessonComments).values(
        ordered.slice(0, 3).map((parent_id) => ({
          lesson_id: lessonId,
          user_id: ids.moderator,
          parent_id,
          content: "Resposta",
        })),
      );
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await painter.get(url() + (cursor ? `?cursor=${cursor}` : ""));
        expect(res.status).toBe(200);
        const page = res.json as LessonCommentsPage;
        expect(page.comments_count).toBe(48);
        seen.push(...page.items.map((c) => c.id));
        if (pages === 0) expect(page.items.slice(0, 3).map((c) => c.replies.length)).toEqual([1, 1, 1]);
        cursor = page.next_cursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(pages).toBe(3);
      expect(seen).toEqual(ordered);
      expect((await painter.get(`${url()}?cursor=lixo`)).status).toBe(400);
      expect(
        (await painter.get(`${url()}?cursor=${Buffer.from('{"c":"x","i":"y"}').toString("base64url")}`))
          .status,
      ).toBe(400);
    });
  });

  describe("the 'curso' space", () => {
    it("links a 'curso' space to an existing course, and only that type", async () => {
      const created = await admin.post("/api/admin/spaces", { space_type: "curso", course_id: avancada.id });
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({ space_type: "curso", course_id: avancada.id });
      const chat = await admin.post("/api/admin/spaces", { space_type: "chat", course_id: avancada.id });
      expect(chat.status).toBe(400);
      expect(chat.json.fieldErrors.course_id).toBe("Só um espaço do tipo Curso pode ser ligado a um curso.");
      const missing = await admin.patch(`/api/admin/spaces/${created.json.id}`, {
        course_id: crypto.randomUUID(),
      });
      expect(missing.status).toBe(400);
      expect(missing.json.fieldErrors.course_id).toBe("Escolha um curso da lista.");
      const unlinked = await admin.patch(`/api/admin/spaces/${created.json.id}`, { course_id: null });
      expect(unlinked.json.course_id).toBeNull();
      const relinked = await admin.patch(`/api/admin/spaces/${created.json.id}`, { course_id: rascunho.id });
      expect(relinked.json.course_id).toBe(rascunho.id);
      expect(
        (await student.patch(`/api/admin/spaces/${created.json.id}`, { course_id: avancada.id })).status,
      ).toBe(403);

      // The space page shows the course card only to who may see the course.
      const forMember = await student.get(`/api/spaces/${created.json.slug}`);
      expect(forMember.status).toBe(200);
      expect(forMember.json.course).toBeNull();
      const forAdmin = (await admin.get(`/api/spaces/${created.json.slug}`)).json;
      expect(forAdmin.course).toMatchObject({
        id: rascunho.id,
        slug: "rascunho-secreto",
        lock: { state: "open" },
      });
      await admin.patch(`/api/admin/spaces/${created.json.id}`, { course_id: avancada.id });
      expect((await student.get(`/api/spaces/${created.json.slug}`)).json.course).toMatchObject({
        slug: "pintura-avancada",
        title: "Pintura Avançada",
        cover_url: null,
        lesson_count: 1,
        lock: { state: "open" },
      });
      expect((await outsider.get(`/api/spaces/${created.json.slug}`)).json.course.lock).toEqual({
        state: "no_access",
      });
      const plain = (await student.get("/api/spaces/clube-da-pintura")).json;
      expect(plain.course).toMatchObject({ slug: "pintura-de-miniaturas" });
    });
  });

  it("gives a lesson's sidebar its outline as the server decides it: done, in progress, the lesson open, drip with its date", async () => {
    const course = await makeCourse(t.db, {
      slug: "modelagem-em-massa",
      title: "Modelagem em Massa",
      modules: [
        {
          title: "Base",
          lessons: [
            {
              slug: "armacao",
              video_url: "https://vimeo.com/11111111",
              duration_seconds: 100,
              is_preview: true,
            },
            { slug: "massa", kind: "text", content: "Misture." },
          ],
        },
        {
          title: "Detalhes",
          lessons: [
            { slug: "rosto", kind: "text", content: "Olhos.", release_after_days: 3 },
            { slug: "maos", kind: "text", content: "Dedos.", release_after_days: 20 },
          ],
        },
      ],
    });
    await grantCourse(t.db, ids.student, course.id, 5);
    const lesson = (slug: string) => course.lessons.get(slug)!;
    await t.db.insert(lessonProgress).values([
      {
        user_id: ids.student,
        lesson_id: lesson("armacao"),
        course_id: course.id,
        position_seconds: 100,
        seconds_watched: 95,
        completed: true,
        completed_at: ago(2),
        updated_at: ago(2),
      },
      {
        user_id: ids.student,
        lesson_id: lesson("massa"),
        course_id: course.id,
        position_seconds: 0,
        updated_at: ago(1),
      },
    ]);
    // The member is on 'massa': the course page the sidebar reads says where each lesson stands.
    const current = (await student.get("/api/courses/modelagem-em-massa/lessons/massa")).json as LessonPage;
    const page = (await student.get("/api/courses/modelagem-em-massa")).json as CoursePage;
    const outline = page.modules.flatMap((m) => m.lessons);
    expect(outline.map((l) => [l.slug, l.state, l.lock?.reason ?? null])).toEqual([
      ["armacao", "done", null],
      ["massa", "in_progress", null],
      ["rosto", "not_started", null],
      ["maos", "locked", "drip"],
    ]);
    const [grant] = await t.db
      .select({ at: userCourses.purchased_at })
      .from(userCourses)
      .where(and(eq(userCourses.user_id, ids.student), eq(userCourses.course_id, course.id)));
    expect(outline[3]!.lock!.opens_at).toBe(new Date(grant!.at.getTime() + 20 * DAY_MS).toISOString());
    // The lesson open is in the outline, and both pages agree on the progress and where to resume.
    expect(outline.find((l) => l.id === current.id)!.slug).toBe("massa");
    expect(page.progress).toEqual({ completed: 1, total: 4, percent: 25 });
    expect(current.course.progress).toEqual(page.progress);
    expect(page.resume).toMatchObject({ lesson_slug: "massa" });
    expect(page.certificate).toBeNull();
    // Someone without access sees the same outline locked, but for the free preview.
    const closed = (await outsider.get("/api/courses/modelagem-em-massa")).json as CoursePage;
    expect(
      closed.modules.flatMap((m) => m.lessons).map((l) => [l.slug, l.state, l.lock?.reason ?? null]),
    ).toEqual([
      ["armacao", "not_started", null],
      ["massa", "locked", "no_access"],
      ["rosto", "locked", "no_access"],
      ["maos", "locked", "no_access"],
    ]);
    await t.db.delete(courses).where(eq(courses.id, course.id));
  });

  it("keeps the antigo course out of /novos-cursos but in the catalog", async () => {
    const slugs = cardsOf((await outsider.get("/api/courses/catalog")).json).map((c) => c.slug);
    expect(slugs).toContain("vendas-100-garantidas");
    expect((await outsider.get("/api/courses/new")).json.items.map((c: CourseCard) => c.id)).not.toContain(
      antigo.id,
    );
  });
});
