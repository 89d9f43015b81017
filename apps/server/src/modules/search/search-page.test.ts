import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { courseLessons, courses, events, posts, spaceMembers, suggestions } from "../../db/schema";
import { createSpace, makeModerator, signUpConfirmed } from "../../test/accounts";
import { createCourseWithLessons, grantCourse } from "../../test/course-fixtures";
import { createTestApp, type TestClient } from "../../test/harness";
import { search } from "./search-page.service";

const DAY = 24 * 60 * 60 * 1000;

type Group = { group: string; items: Record<string, any>[]; has_more: boolean; page: number };

/** GET /api/search: groups, access per role, plain-text snippets with marks, hostile input. */
describe("GET /api/search", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let ana: TestClient;
  let anaId: string;
  let outsider: TestClient;
  let outsiderId: string;
  let moderator: TestClient;

  const groups = async (client: TestClient, q: string, extra = "") => {
    const res = await client.get(`/api/search?q=${encodeURIComponent(q)}${extra}`);
    expect(res.status, res.text).toBe(200);
    return res.json.groups as Group[];
  };
  const titlesIn = async (client: TestClient, q: string, group: string) =>
    ((await groups(client, q, `&kind=${group}`))[0]!.items ?? []).map((i) => i.title).sort();

  beforeAll(async () => {
    t = await createTestApp();
    ana = t.client();
    anaId = (await signUpConfirmed(ana, t.db, { name: "Ana Beatriz Conceição", username: "anabeatriz" })).id;
    outsider = t.client();
    outsiderId = (await signUpConfirmed(outsider, t.db, { name: "Otávio Fora", username: "otaviofora" })).id;
    moderator = t.client();
    await makeModerator(t.db, (await signUpConfirmed(moderator, t.db)).id);
  });

  it("asks for a session, at least 2 characters and a known group, in Portuguese", async () => {
    expect((await t.client().get("/api/search?q=relogio")).status).toBe(401);
    const short = await ana.get("/api/search?q=a");
    expect(short.status).toBe(400);
    expect(short.json.message).toBe("Digite pelo menos 2 caracteres para buscar.");
    const blank = await ana.get("/api/search?q=%20%20%20");
    expect(blank.status).toBe(400);
    expect((await ana.get("/api/search")).status).toBe(400);
    const kind = await ana.get("/api/search?q=relogio&kind=senhas");
    expect(kind.status).toBe(400);
    expect(kind.json.message).toBe("Tipo de resultado inválido.");
    expect((await ana.get("/api/search?q=relogio&kind=posts&page=0")).status).toBe(400);
    expect((await ana.get("/api/search?q=relogio&kind=posts&page=abc")).status).toBe(400);
    expect((await ana.get(`/api/search?q=${"a".repeat(201)}`)).status).toBe(400);
  });

  it("answers every group in page order, with plain-text snippets and the ranges to mark", async () => {
    const space = await createSpace(t.db, { slug: "oficina" });
    const post = await ana.post("/api/posts", {
      space_id: space.id,
      title: "Manutenção de relógios de bolso",
      content:
        "Antes de tudo, **limpe** a caixa. <script>alert(1)</script> Depois faça a manutenção preventiva do movimento.",
    });
    expect(post.status, post.text).toBe(201);
    const all = await groups(ana, "manutencao");
    expect(all.map((g) => g.group)).toEqual([
      "posts",
      "members",
      "courses",
      "wiki",
      "suppliers",
      "events",
      "suggestions",
    ]);
    const [hit] = all[0]!.items;
    expect(hit).toMatchObject({
      kind: "post",
      id: post.json.id,
      title: "Manutenção de relógios de bolso",
      context: "oficina",
      url: `/post/${post.json.id}`,
    });
    // plain text, never HTML: markdown marks and tags are gone; the ranges cover the words
    expect(hit!.snippet).not.toMatch(/[<>*]/);
    expect(hit!.snippet).toContain("limpe a caixa");
    const marked = (text: string, ranges: [number, number][]) => ranges.map(([a, b]) => text.slice(a, b));
    expect(marked(hit!.title, hit!.title_highlights)).toEqual(["Manutenção"]);
    expect(marked(hit!.snippet, hit!.highlights)).toEqual(["manutenção"]);
  });

  it("shows members by name without accents, never their e-mail, and not by e-mail", async () => {
    const [found] = (await groups(ana, "conceicao", "&kind=members"))[0]!.items;
    expect(found).toMatchObject({
      kind: "member",
      id: anaId,
      title: "Ana Beatriz Conceição",
      context: "@anabeatriz",
      url: `/membro/${anaId}`,
    });
    expect(JSON.stringify(found)).not.toContain("@exemplo.com.br");
    const byEmail = await groups(outsider, "exemplo.com.br", "&kind=members");
    expect(byEmail[0]!.items).toEqual([]);
  });

  it("keeps private spaces' posts and events to who may see them", async () => {
    const secret = await createSpace(t.db, { slug: "cofre", isPrivate: true });
    const lives = await createSpace(t.db, { slug: "encontros-fechados", type: "eventos", isPrivate: true });
    await t.db.insert(posts).values({
      title: "Planilha secreta de cotações",
      content: "Valores combinados.",
      author_id: anaId,
      space_id: secret.id,
    });
    const start = new Date(Date.now() + 3 * DAY);
    await t.db.insert(events).values({
      space_id: lives.id,
      title: "Cotações ao vivo",
      description: "Leilão fechado para o grupo.",
      starts_at: start,
      ends_at: new Date(start.getTime() + 3600_000),
      location: "Sala Vermelha",
    });
    expect(await titlesIn(outsider, "cotacoes", "posts")).toEqual([]);
    expect(await titlesIn(outsider, "cotacoes", "events")).toEqual([]);
    expect(await titlesIn(moderator, "cotacoes", "posts")).toEqual(["Planilha secreta de cotações"]);
    expect(await titlesIn(moderator, "cotacoes", "events")).toEqual(["Cotações ao vivo"]);
    await t.db.insert(spaceMembers).values([
      { space_id: secret.id, user_id: outsiderId },
      { space_id: lives.id, user_id: outsiderId },
    ]);
    expect(await titlesIn(outsider, "cotacoes", "posts")).toEqual(["Planilha secreta de cotações"]);
    const [event] = (await groups(outsider, "sala vermelha", "&kind=events"))[0]!.items;
    expect(event).toMatchObject({
      kind: "event",
      title: "Cotações ao vivo",
      context: "encontros-fechados",
      starts_at: start.toISOString(),
      recurring: false,
      location: "Sala Vermelha",
    });
    expect(event!.url).toBe(`/calendario/eventos/${event!.id}`);
  });

  it("finds events until they are cancelled, under their space's new name too", async () => {
    const space = await createSpace(t.db, { slug: "lives", type: "eventos" });
    const start = new Date(Date.now() + DAY);
    const [event] = await t.db
      .insert(events)
      .values({
        space_id: space.id,
        title: "Live de numismática",
        description: "Moedas do Império.",
        starts_at: start,
        ends_at: start,
        recurrence: "FREQ=WEEKLY;COUNT=4",
      })
      .returning();
    const [found] = (await groups(ana, "moedas imperio", "&kind=events"))[0]!.items;
    expect(found).toMatchObject({ title: "Live de numismática", recurring: true });
    await t.db.execute(
      // the space's name is the passage's context
      `update spaces set name = 'Lives e encontros' where id = '${space.id}'`,
    );
    expect(await titlesIn(ana, "encontros numismatica", "events")).toEqual(["Live de numismática"]);
    await t.db
      .update(events)
      .set({ status: "cancelled", cancelled_at: new Date() })
      .where(eq(events.id, event!.id));
    expect(await titlesIn(ana, "numismatica", "events")).toEqual([]);
  });

  it("gives lessons only to who may open them: access, drip, preview, publication", async () => {
    const { course, lessons } = await createCourseWithLessons(t.db, {
      title: "Restauração de vitrines",
      lessons: [{ is_preview: true }, {}, { release_after_days: 10 }],
    });
    const titles = ["Vitrine: aula aberta", "Vitrine: vidros e molduras", "Vitrine: iluminação"];
    for (const [i, lesson] of lessons.entries())
      await t.db
        .update(courseLessons)
        .set({ title: titles[i]!, content: "Cuidados com a vitrine de colecionador." })
        .where(eq(courseLessons.id, lesson.id));
    const lessonTitles = async (client: TestClient) =>
      (await groups(client, "vitrines", "&kind=courses"))[0]!.items
        .filter((i) => i.kind === "lesson")
        .map((i) => i.title)
        .sort();
    const lessonTitlesAt = async (userId: string, now: Date) =>
      (
        await search(
          {
            db: t.db,
            viewer: {
              userId,
              email: "",
              profile: { is_admin: false, is_moderator: false } as never,
            },
          },
          { q: "vitrines", kind: "courses", page: 1 },
          now,
        )
      ).groups[0]!.items.filter((i) => i.kind === "lesson")
        .map((i) => i.title)
        .sort();

    // the course itself is open to all; without access only the preview lesson
    expect((await groups(outsider, "vitrines", "&kind=courses"))[0]!.items.map((i) => i.kind)).toContain(
      "course",
    );
    expect(await lessonTitles(outsider)).toEqual(["Vitrine: aula aberta"]);
    await grantCourse(t.db, outsiderId, course.id);
    expect(await lessonTitles(outsider)).toEqual(["Vitrine: aula aberta", "Vitrine: vidros e molduras"]);
    expect(await lessonTitlesAt(outsiderId, new Date(Date.now() + 10 * DAY + 60_000))).toEqual([
      "Vitrine: aula aberta",
      "Vitrine: iluminação",
      "Vitrine: vidros e molduras",
    ]);
    // unpublished: gone for everyone
    await t.db.update(courses).set({ is_published: false }).where(eq(courses.id, course.id));
    expect((await groups(outsider, "vitrines", "&kind=courses"))[0]!.items).toEqual([]);
    expect((await groups(moderator, "vitrines", "&kind=courses"))[0]!.items).toEqual([]);
  });

  it("finds suggestions for every member, except those merged as duplicates", async () => {
    const [original] = await t.db
      .insert(suggestions)
      .values({ user_id: anaId, title: "Modo escuro no aplicativo", description: "Ajuda à noite." })
      .returning();
    const [copy] = await t.db
      .insert(suggestions)
      .values({ user_id: anaId, title: "Tema escuro no aplicativo", description: "" })
      .returning();
    expect(await titlesIn(outsider, "escuro aplicativo", "suggestions")).toEqual([
      "Modo escuro no aplicativo",
      "Tema escuro no aplicativo",
    ]);
    await t.db
      .update(suggestions)
      .set({ status: "duplicada", duplicate_of: original!.id })
      .where(eq(suggestions.id, copy!.id));
    const items = (await groups(outsider, "escuro", "&kind=suggestions"))[0]!.items;
    expect(items).toEqual([
      expect.objectContaining({
        title: "Modo escuro no aplicativo",
        status: "nova",
        url: `/sugestoes/${original!.id}`,
      }),
    ]);
  });

  it("pages one group, each source once, and says whether there is more", async () => {
    const space = await createSpace(t.db, { slug: "galeria" });
    const long = Array.from(
      { length: 6 },
      (_, i) => `Parágrafo ${i} sobre cartões telefônicos raros. ${"x ".repeat(300)}`,
    ).join("\n\n");
    for (let i = 0; i < 12; i++)
      await t.db.insert(posts).values({
        title: `Cartões telefônicos ${i}`,
        content: i === 0 ? long : "Coleção de cartões.",
        author_id: anaId,
        space_id: space.id,
      });
    const first = (await groups(ana, "cartoes telefonicos"))[0]!;
    expect(first.items).toHaveLength(5);
    expect(first.has_more).toBe(true);
    const page1 = (await groups(ana, "cartoes telefonicos", "&kind=posts&page=1"))[0]!;
    const page2 = (await groups(ana, "cartoes telefonicos", "&kind=posts&page=2"))[0]!;
    expect(page1.items).toHaveLength(10);
    expect(page1.has_more).toBe(true);
    expect(page2.items).toHaveLength(2);
    expect(page2.has_more).toBe(false);
    const ids = [...page1.items, ...page2.items].map((i) => i.id);
    expect(new Set(ids).size).toBe(12);
  });

  it("treats SQL and LIKE characters as plain text", async () => {
    for (const q of ["' OR 1=1--", "%%", "__", "%_%", "\\%", "'; drop table posts; --", "a:* & b"]) {
      const res = await outsider.get(`/api/search?q=${encodeURIComponent(q)}`);
      expect(res.status, `${q}: ${res.text}`).toBe(200);
      expect(
        (res.json.groups as Group[]).flatMap((g) => g.items),
        q,
      ).toEqual([]);
    }
    // the tables are still there
    expect(await titlesIn(ana, "manutencao", "posts")).toEqual(["Manutenção de relógios de bolso"]);
  });
});

describe("GET /api/search rate limit", () => {
  it("answers 429 in Portuguese once the member's budget is spent", async () => {
    const t = await createTestApp({ env: { WRITE_LIMITS: JSON.stringify({ searches: { max: 3 } }) } });
    const member = t.client();
    await signUpConfirmed(member, t.db);
    for (let i = 0; i < 3; i++) expect((await member.get("/api/search?q=relogio")).status).toBe(200);
    const limited = await member.get("/api/search?q=relogio");
    expect(limited.status).toBe(429);
    expect(limited.json.message).toMatch(/Muitas|tente|aguarde/i);
    // another member has a budget of their own
    const other = t.client();
    await signUpConfirmed(other, t.db);
    expect((await other.get("/api/search?q=relogio")).status).toBe(200);
  });
});
