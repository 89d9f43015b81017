import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { courseLessons, courses, posts, spaceMembers } from "../../db/schema";
import { signUpConfirmed, createSpace } from "../../test/accounts";
import { createCourseWithLessons, grantCourse } from "../../test/course-fixtures";
import { createTestApp, type TestClient } from "../../test/harness";
import { excerptFor, plainText, retrieve, type RetrievalViewer } from "./search.service";

const DAY = 24 * 60 * 60 * 1000;

describe("the search index and access-aware retrieval", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let ana: TestClient;
  let member: RetrievalViewer;
  let admin: RetrievalViewer;

  const titles = async (viewer: RetrievalViewer, query: string) =>
    (await retrieve(t.db, viewer, query, { scope: null, limit: 10 })).map((p) => p.title).sort();

  const writeLesson = (id: string, content: string) =>
    t.db.update(courseLessons).set({ content }).where(eq(courseLessons.id, id));

  beforeAll(async () => {
    t = await createTestApp();
    ana = t.client();
    const account = await signUpConfirmed(ana, t.db);
    member = { userId: account.id, profile: { is_admin: false, is_moderator: false } };
    admin = { userId: account.id, profile: { is_admin: true, is_moderator: false } };
  });

  it("keeps posts and comments in step with their writes, accents and plurals included", async () => {
    const space = await createSpace(t.db, { slug: "oficina" });
    const post = await ana.post("/api/posts", {
      space_id: space.id,
      title: "Manutenção de relógios",
      content: "Óleo fino nas engrenagens.",
    });
    expect(post.status, post.text).toBe(201);
    const id = post.json.id as string;
    expect(await titles(member, "manutencao")).toEqual(["Manutenção de relógios"]);
    expect(await titles(member, "engrenagem")).toEqual(["Manutenção de relógios"]);

    const comment = await ana.post(`/api/posts/${id}/comments`, {
      content: "Use estações de solda com controle.",
    });
    expect(comment.status).toBe(201);
    // 'estacao' and 'estações' have different stems once accents go: the trigram neighbour joins them.
    const hits = await retrieve(t.db, member, "estacao", { scope: null, limit: 5 });
    expect(hits.map((h) => [h.kind, h.title, h.url])).toEqual([
      ["comment", "Manutenção de relógios", `/post/${id}`],
    ]);

    expect((await ana.del(`/api/posts/${id}`)).status).toBe(200);
    expect(await titles(member, "manutencao")).toEqual([]);
    expect(await titles(member, "estacao")).toEqual([]);
  });

  it("never returns a post of a private space to a member outside it", async () => {
    const secret = await createSpace(t.db, { slug: "cofre", isPrivate: true });
    await t.db.insert(posts).values({
      title: "Planilha secreta de preços",
      content: "Valores combinados da equipe.",
      author_id: member.userId,
      space_id: secret.id,
    });
    const outsider = { ...member, userId: (await signUpConfirmed(t.client(), t.db)).id };
    expect(await titles(outsider, "planilha precos")).toEqual([]);
    expect(
      await titles({ ...outsider, profile: { is_admin: false, is_moderator: true } }, "planilha"),
    ).toEqual(["Planilha secreta de preços"]);
    await t.db.insert(spaceMembers).values({ space_id: secret.id, user_id: outsider.userId });
    expect(await titles(outsider, "planilha")).toEqual(["Planilha secreta de preços"]);
  });

  it("gives lessons only to who may open them: access, drip days, preview, publication", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, {
      title: "Relojoaria",
      lessons: [{ is_preview: true }, {}, { release_after_days: 10 }],
    });
    await writeLesson(lessons[0]!.id, "Aula aberta sobre cronógrafos antigos.");
    await writeLesson(lessons[1]!.id, "Cronógrafos: desmontagem do movimento.");
    await writeLesson(lessons[2]!.id, "Cronógrafos: regulagem fina depois de dez dias.");
    const lessonTitles = async (viewer: RetrievalViewer, now?: Date) =>
      (await retrieve(t.db, viewer, "cronografo", { scope: null, limit: 10, now }))
        .filter((p) => p.kind === "lesson")
        .map((p) => p.title)
        .sort();

    // no access: only the preview lesson
    expect(await lessonTitles(member)).toEqual(["Aula 1"]);
    // access since today: the drip lesson stays closed until day 10
    await grantCourse(t.db, member.userId, course.id);
    expect(await lessonTitles(member)).toEqual(["Aula 1", "Aula 2"]);
    expect(await lessonTitles(member, new Date(Date.now() + 10 * DAY + 60_000))).toEqual([
      "Aula 1",
      "Aula 2",
      "Aula 3",
    ]);
    // an expired grant closes it again
    await grantCourse(t.db, member.userId, course.id, { expiresAt: new Date(Date.now() - 1000) });
    expect(await lessonTitles(member)).toEqual(["Aula 1"]);
    expect(await lessonTitles(admin)).toEqual(["Aula 1", "Aula 2", "Aula 3"]);

    // unpublished: gone for everyone, and back when published again
    await t.db.update(courses).set({ is_published: false }).where(eq(courses.id, course.id));
    expect(await lessonTitles(member)).toEqual([]);
    expect(await lessonTitles(admin)).toEqual([]);
    await t.db.update(courses).set({ is_published: true }).where(eq(courses.id, course.id));
    expect(await lessonTitles(admin)).toEqual(["Aula 1", "Aula 2", "Aula 3"]);

    // a lesson's new text replaces its passages; a deleted lesson leaves none
    await writeLesson(lessons[1]!.id, "Agora sobre pulseiras de couro.");
    expect(await lessonTitles(admin)).toEqual(["Aula 1", "Aula 3"]);
    await t.db.delete(courseLessons).where(eq(courseLessons.id, lessons[2]!.id));
    expect(await lessonTitles(admin)).toEqual(["Aula 1"]);
  });

  it("splits long lessons into passages and quotes the part that answers", async () => {
    const { lessons } = await createCourseWithLessons(t.db, { title: "Marcenaria", lessons: [{}] });
    const filler = (n: number) =>
      Array.from({ length: n }, (_, i) => `Parágrafo ${i} sobre madeira e verniz.`).join("\n\n");
    await writeLesson(
      lessons[0]!.id,
      `${filler(30)}\n\nO segredo do encaixe rabo de andorinha é a serra japonesa.\n\n${filler(30)}`,
    );
    const [hit] = await retrieve(t.db, admin, "rabo de andorinha", { scope: null, limit: 1 });
    expect(hit!.excerpt).toContain("rabo de andorinha");
    expect(hit!.excerpt.length).toBeLessThanOrEqual(404);
    expect(hit!.text.length).toBeLessThanOrEqual(1000);
    expect(hit!.context).toBe("Marcenaria");
  });

  it("cuts a paragraph or a post too long for one passage, so a prompt never gets a whole book", async () => {
    const { lessons } = await createCourseWithLessons(t.db, { title: "Encadernação", lessons: [{}] });
    const words = Array.from({ length: 3000 }, (_, i) => `palavra${i}`).join(" ");
    await writeLesson(lessons[0]!.id, `${words} costura copta no fim.`);
    const space = await createSpace(t.db, { slug: "longos" });
    await t.db.insert(posts).values({
      title: "Relato comprido",
      content: `${"sem espaços ".repeat(10)}${"x".repeat(5000)} papel japonês no fim.`,
      author_id: member.userId,
      space_id: space.id,
    });
    const chunks = (await t.db.execute(
      sql`select kind, length(body) as len from search_chunks where lesson_id = ${lessons[0]!.id} or title = 'Relato comprido'`,
    )) as unknown as { rows: { kind: string; len: number }[] };
    expect(chunks.rows.length).toBeGreaterThan(10);
    expect(Math.max(...chunks.rows.map((r) => Number(r.len)))).toBeLessThanOrEqual(902);
    const [lesson] = await retrieve(t.db, admin, "costura copta", { scope: null, limit: 1 });
    expect(lesson!.text).toContain("costura copta");
    expect(lesson!.text.length).toBeLessThanOrEqual(1004);
    const [post] = await retrieve(t.db, admin, "papel japones", { scope: null, limit: 1 });
    expect(post!.title).toBe("Relato comprido");
    expect(post!.text).toContain("papel japonês");
  });

  it("keeps to an agent's scope and treats search syntax as plain words", async () => {
    const { course } = await createCourseWithLessons(t.db, { title: "Aerografia avançada", lessons: [{}] });
    const other = await createCourseWithLessons(t.db, { title: "Aerografia básica", lessons: [{}] });
    const scoped = await retrieve(t.db, admin, "aerografia", {
      scope: { courseIds: [course.id], spaceIds: [] },
      limit: 10,
    });
    expect(scoped.length).toBeGreaterThan(0);
    expect(
      scoped.every((p) => p.title === "Aerografia avançada" || p.context === "Aerografia avançada"),
    ).toBe(true);
    expect(scoped.some((p) => p.context === other.course.title || p.title === other.course.title)).toBe(
      false,
    );

    for (const query of ["' OR 1=1--", "%", "_", "a & b | !c", "\\", "(((", ""]) {
      await expect(retrieve(t.db, admin, query, { scope: null, limit: 5 })).resolves.toBeInstanceOf(Array);
    }
  });
});

describe("passages as plain text", () => {
  it("reads markdown as sentences: headings end in a full stop, marks and link targets go", () => {
    expect(
      plainText(
        "## Por que o primer importa\n\nA tinta **acrílica** não adere.\n\n## Quanto vou pagar?\n\n- item [link](http://x)\n1. passo",
      ),
    ).toBe("Por que o primer importa. A tinta acrílica não adere. Quanto vou pagar? item link passo");
  });

  it("quotes the part of a long text around the first word of the question", () => {
    const text = `${"Começo da aula. ".repeat(40)}Aqui falamos de rebites e parafusos. ${"Fim. ".repeat(80)}`;
    const excerpt = excerptFor(text, "como trocar rebite", 120);
    expect(excerpt.startsWith("… ")).toBe(true);
    expect(excerpt).toContain("rebites");
    expect(excerpt.length).toBeLessThanOrEqual(124);
  });
});
