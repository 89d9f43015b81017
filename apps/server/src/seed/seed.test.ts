import { formatCertificateCode } from "@guilda/shared";
import { isAgentIconName } from "@guilda/shared/rules/agent-icons";
import type { AiAgentAdmin, AiAgentOptions } from "@guilda/shared/schemas/ai";
import type { AdminCourse, AdminCourseList, CourseMembersPage } from "@guilda/shared/schemas/courses";
import { communityDay } from "@guilda/shared/rules/gamification";
import { parseVideoLink } from "@guilda/shared/rules/video-link";
import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { certificates, lessonComments, missions, pointsLedger, profiles, spaces } from "../db/schema";
import { rescore } from "../modules/gamification/gamification.service";
import { createTestApp, type TestClient } from "../test/harness";
import { DEMO_ADMIN_EMAIL, DEMO_MEMBER_EMAIL, seedDemo } from "./seed";

describe("demo courses", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.db, "senha-demo-de-teste");
    admin = t.client();
    const signIn = await admin.post("/api/auth/sign-in/email", {
      email: DEMO_ADMIN_EMAIL,
      password: "senha-demo-de-teste",
    });
    expect(signIn.status).toBe(200);
  });

  const course = async (slug: string) => {
    const list = (await admin.get("/api/admin/courses")).json as AdminCourseList;
    const row = list.items.find((c) => c.slug === slug)!;
    return { row, detail: (await admin.get(`/api/admin/courses/${row.id}`)).json as AdminCourse };
  };

  it("gives every published course modules and lessons of each kind, with a preview and drip lessons", async () => {
    const list = ((await admin.get("/api/admin/courses")).json as AdminCourseList).items;
    expect(list).toHaveLength(9);
    const published = list.filter((c) => c.is_published);
    expect(published).toHaveLength(7);
    for (const row of published) {
      expect(row.module_count, row.slug).toBeGreaterThanOrEqual(2);
      expect(row.lesson_count, row.slug).toBeGreaterThanOrEqual(3);
      expect(row.published_at, row.slug).not.toBeNull();
    }
    expect(list.filter((c) => !c.is_published).every((c) => c.published_at === null)).toBe(true);

    const lessons = [];
    for (const row of published) {
      const detail = (await admin.get(`/api/admin/courses/${row.id}`)).json as AdminCourse;
      lessons.push(...detail.modules.flatMap((mod) => mod.lessons));
    }
    const providers = lessons.map((l) => {
      if (l.kind === "text") return "text";
      const parsed = parseVideoLink(l.video_url!);
      expect(parsed.ok, l.video_url!).toBe(true);
      return parsed.ok ? parsed.video.kind : "invalid";
    });
    expect(new Set(providers)).toEqual(new Set(["youtube", "vimeo", "text"]));
    for (const lesson of lessons) {
      expect(lesson.duration_seconds).toBeGreaterThan(0);
      expect(lesson.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (lesson.kind === "text") expect(lesson.content!.length).toBeGreaterThan(10);
    }
    expect(lessons.filter((l) => l.is_preview).length).toBeGreaterThanOrEqual(1);
    expect(lessons.filter((l) => l.release_after_days !== null).map((l) => l.release_after_days)).toEqual([
      7, 14,
    ]);
    // Two of them new enough for /novos-cursos (30 days).
    const recent = published.filter((c) => Date.now() - Date.parse(c.published_at!) < 30 * 86_400_000);
    expect(recent.map((c) => c.slug).sort()).toEqual(["importacao", "vendendo-marketplaces"]);
    // The 'curso' space is linked to the restoration course.
    const [space] = await t.db.select().from(spaces).where(eq(spaces.slug, "turma-restauracao"));
    expect(space!.course_id).toBe(list.find((c) => c.slug === "restauracao-action-figures")!.id);
  });

  it("has the demo member finish one course, with its certificate, and stop in the middle of another", async () => {
    const [rafael] = await t.db.select().from(profiles).where(eq(profiles.username, "rafael"));
    const finished = await course("primeiros-passos");
    const finishedMembers = (await admin.get(`/api/admin/courses/${finished.row.id}/members`))
      .json as CourseMembersPage;
    const me = finishedMembers.items.find((r) => r.id === rafael!.id)!;
    const [certificate] = await t.db.select().from(certificates);
    expect(await t.db.$count(certificates)).toBe(1);
    expect(certificate).toMatchObject({
      user_id: rafael!.id,
      course_id: finished.row.id,
      member_name: "Rafael Nogueira",
      course_title: "Primeiros passos no colecionismo",
      workload_minutes: 120,
      revoked_at: null,
    });
    expect(certificate!.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(me.progress).toEqual({ completed: 5, total: 5, percent: 100 });
    expect(me.certificate_code).toBe(formatCertificateCode(certificate!.code));
    // Only Rafael completed it; others are on their way.
    expect(finished.row).toMatchObject({ completions: 1, certificates: 1 });
    expect(finished.row.members_with_access).toBeGreaterThan(5);
    expect(finishedMembers.items.filter((r) => r.progress.completed > 0).length).toBeGreaterThan(2);

    const painting = await course("pintura-estatuas");
    const paintingMembers = (await admin.get(`/api/admin/courses/${painting.row.id}/members`))
      .json as CourseMembersPage;
    expect(paintingMembers.items.find((r) => r.id === rafael!.id)!.progress).toEqual({
      completed: 2,
      total: 6,
      percent: 33,
    });
    expect(painting.detail.stats.progress_rows).toBeGreaterThanOrEqual(3);
    expect(finished.detail.stats.comments).toBe(3);
    expect(await t.db.$count(lessonComments)).toBe(3);
  });

  it("gives the agents prompts, welcomes, suggested questions and scopes that fit the courses", async () => {
    const agents = (await admin.get("/api/admin/ai-agents")).json as AiAgentAdmin[];
    const options = (await admin.get("/api/admin/ai-agents/options")).json as AiAgentOptions;
    const courseSlugs = new Map(
      ((await admin.get("/api/admin/courses")).json as AdminCourseList).items.map((c) => [c.id, c.slug]),
    );
    const spaceRows = await t.db.select({ id: spaces.id, slug: spaces.slug }).from(spaces);
    const spaceSlugs = new Map(spaceRows.map((s) => [s.id, s.slug]));
    expect(options.courses).toHaveLength(courseSlugs.size);
    const summary = agents.map((a) => ({
      name: a.name,
      tier: a.required_tier,
      active: a.is_active,
      default: a.is_default,
      scope: a.scope,
      courses: a.course_ids.map((id) => courseSlugs.get(id)).sort(),
      spaces: a.space_ids.map((id) => spaceSlugs.get(id)).sort(),
    }));
    expect(summary).toEqual([
      {
        name: "Assistente da Guilda",
        tier: "trial",
        active: true,
        default: true,
        scope: "all",
        courses: [],
        spaces: [],
      },
      {
        name: "Avaliador de Peças",
        tier: "trial",
        active: true,
        default: false,
        scope: "selected",
        courses: ["avaliar-estado", "primeiros-passos"],
        spaces: ["galeria"],
      },
      {
        name: "Consultor de Importação",
        tier: "enterprise",
        active: true,
        default: false,
        scope: "selected",
        courses: ["importacao"],
        spaces: [],
      },
      {
        name: "Curador de Coleções",
        tier: "premium",
        active: false,
        default: false,
        scope: "selected",
        courses: ["primeiros-passos"],
        spaces: ["galeria"],
      },
      {
        name: "Mentor de Vendas",
        tier: "basic",
        active: true,
        default: false,
        scope: "selected",
        courses: ["fotografia-produto", "vendendo-marketplaces"],
        spaces: ["comece-por-aqui"],
      },
      {
        name: "Restaurador Virtual",
        tier: "premium",
        active: true,
        default: false,
        scope: "selected",
        courses: ["pintura-estatuas", "restauracao-action-figures"],
        spaces: ["turma-restauracao"],
      },
      {
        name: "Tradutor de Manuais",
        tier: "basic",
        active: false,
        default: false,
        scope: "all",
        courses: [],
        spaces: [],
      },
    ]);
    for (const agent of agents) {
      expect(agent.system_prompt!.length, agent.name).toBeGreaterThan(50);
      expect(agent.welcome_message!.length, agent.name).toBeGreaterThan(20);
      expect(agent.suggested_questions.length, agent.name).toBeLessThanOrEqual(4);
      if (agent.is_active) expect(agent.suggested_questions.length, agent.name).toBeGreaterThanOrEqual(3);
      expect(isAgentIconName(agent.icon ?? ""), agent.name).toBe(true);
    }
  });

  it("puts a few members on paid AI tiers and keeps the demo member on trial", async () => {
    const rows = await t.db
      .select({ email: profiles.email, tier: profiles.ai_tier, is_admin: profiles.is_admin })
      .from(profiles);
    const count = (tier: string) => rows.filter((r) => r.tier === tier).length;
    expect([count("basic"), count("premium"), count("enterprise")]).toEqual([2, 2, 1]);
    expect(rows.find((r) => r.email === DEMO_MEMBER_EMAIL)!.tier).toBe("trial");
    expect(rows.find((r) => r.email === DEMO_ADMIN_EMAIL)!.tier).toBe("trial");
    expect(rows.filter((r) => r.tier !== "trial").every((r) => !r.is_admin)).toBe(true);
  });

  it("writes every demo point through the ledger: rescore finds no difference", async () => {
    const report = await rescore(t.db);
    expect(report.members).toBe(40);
    expect(report.differences).toEqual([]);
    expect(report.fixed).toBe(0);
    const reasons = await t.db
      .select({ reason: pointsLedger.reason, n: sql<number>`count(*)::int` })
      .from(pointsLedger)
      .groupBy(pointsLedger.reason)
      .orderBy(asc(pointsLedger.reason));
    expect(reasons.map((r) => r.reason)).toEqual([
      "comment_written",
      "course_completed",
      "daily_visit",
      "lesson_completed",
      "like_received",
      "mission_completed",
      "post_published",
    ]);
    // Nobody but the admin signed in above has today's visit: a member's first request pays it.
    const today = await t.db
      .select({ user: profiles.username })
      .from(pointsLedger)
      .innerJoin(profiles, eq(profiles.id, pointsLedger.user_id))
      .where(
        sql`${pointsLedger.reason} = 'daily_visit' and ${pointsLedger.source} = ${communityDay(new Date())}`,
      );
    expect(today).toEqual([{ user: "helena" }]);
    const rows = await t.db.select({ level: profiles.level, points: profiles.points }).from(profiles);
    const levels = new Set(rows.map((r) => r.level));
    expect([...levels].sort()).toEqual(["Jedi", "Mestre Jedi", "Padawan"]);
    expect(rows.filter((r) => r.points > 0).length).toBeGreaterThan(30);
    const [rafael] = await t.db.select().from(profiles).where(eq(profiles.username, "rafael"));
    const [helena] = await t.db.select().from(profiles).where(eq(profiles.username, "helena"));
    expect(rafael!.level).toBe("Jedi");
    expect(helena!.level).toBe("Mestre Jedi");
  });

  it("has the five default missions, and Rafael completed the ones his activity reached", async () => {
    const list = await t.db.select().from(missions).orderBy(asc(missions.order));
    expect(list.map((m) => m.title)).toEqual([
      "Complete seu perfil",
      "Primeira publicação",
      "Primeira aula concluída",
      "Cinco comentários",
      "Primeiro curso concluído",
    ]);
    const [rafael] = await t.db.select().from(profiles).where(eq(profiles.username, "rafael"));
    const done = await t.db
      .select({ source: pointsLedger.source })
      .from(pointsLedger)
      .where(sql`${pointsLedger.user_id} = ${rafael!.id} and ${pointsLedger.reason} = 'mission_completed'`);
    const titles = done.map((d) => list.find((m) => m.id === d.source)!.title).sort();
    expect(titles).toContain("Primeira aula concluída");
    expect(titles).toContain("Primeiro curso concluído");
  });

  it("fills /recursos/wiki: 5+ articles in 3 categories, each with 2+ revisions, headings, lists, a table, links and an image", async () => {
    type Index = { categories: { name: string; articles: { slug: string; revision: number }[] }[] };
    const index = (await admin.get("/api/wiki")).json as Index;
    expect(index.categories.map((c) => c.name)).toEqual([
      "Primeiros passos",
      "Conservação e cuidados",
      "Avaliação e negociação",
    ]);
    const articles = index.categories.flatMap((c) => c.articles);
    expect(articles.length).toBeGreaterThanOrEqual(5);
    for (const { slug, revision } of articles) {
      expect(revision, slug).toBeGreaterThanOrEqual(2);
      const view = (await admin.get(`/api/wiki/articles/${slug}`)).json;
      expect(view.toc.length, slug).toBeGreaterThanOrEqual(2);
      expect(view.html, slug).toMatch(/<h2 id="[a-z0-9-]+">/);
      expect(view.html, slug).toMatch(/<(ul|ol)>/);
      expect(view.html, slug).toContain("<table>");
      expect(view.html, slug).toMatch(/<a href="(\/|https:\/\/)/);
      expect(view.html, slug).toMatch(/<img src="\/demo\/[a-z]+\.svg" alt="[^"]+"/);
      const history = (await admin.get(`/api/wiki/articles/${slug}/revisions`)).json;
      expect(
        history.items.map((r: { revision: number }) => r.revision),
        slug,
      ).toEqual(Array.from({ length: revision }, (_, i) => revision - i));
      // the newest revision is the article as shown; every revision has an author and a summary
      const latest = (await admin.get(`/api/wiki/articles/${slug}/revisions/${revision}`)).json;
      expect(latest.markdown, slug).toBe(view.markdown);
      for (const r of history.items) expect([r.author_name, r.summary].every(Boolean), slug).toBe(true);
      const diff = (await admin.get(`/api/wiki/articles/${slug}/diff?from=1&to=2`)).json;
      expect(diff.added + diff.removed + (diff.title_change ? 1 : 0), slug).toBeGreaterThan(0);
    }
  });

  it("fills the Recursos section: the built-ins, the fairs guide page and tools in three categories", async () => {
    const sidebar = (await admin.get("/api/resources")).json.items as { slug: string; path: string }[];
    expect(sidebar.map((r) => r.path)).toEqual([
      "/recursos/fornecedores",
      "/recursos/wiki",
      "/recursos/ferramentas",
      "/recursos/guia-de-feiras-e-eventos",
    ]);
    const page = await admin.get("/api/resources/guia-de-feiras-e-eventos");
    expect(page.json.title).toBe("Guia de feiras e eventos");
    expect(page.json.html).toContain("<table>");
    expect(page.json.html).toContain("<h2>O que levar</h2>");
    const tools = (await admin.get("/api/tools")).json.categories as {
      name: string;
      tools: { name: string; url: string }[];
    }[];
    expect(tools.map((c) => c.name)).toEqual(["Catálogos online", "Fotos e anúncios", "Preços e avaliação"]);
    expect(tools.flatMap((c) => c.tools)).toHaveLength(8);
    for (const tool of tools.flatMap((c) => c.tools)) expect(tool.url, tool.name).toMatch(/^https:\/\//);
  });

  it("fills /sugestoes: every status, votes within each member's 10 open, counters that match, a merged duplicate", async () => {
    type Item = {
      id: string;
      title: string;
      status: string;
      vote_count: number;
      duplicate_of: { id: string } | null;
    };
    const items = (await admin.get("/api/suggestions?limit=50")).json.items as Item[];
    expect(new Set(items.map((i) => i.status))).toEqual(
      new Set(["nova", "em_analise", "planejada", "em_andamento", "concluida", "recusada", "duplicada"]),
    );
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(items.filter((i) => i.vote_count > 0).length).toBeGreaterThanOrEqual(10);
    const catalog = items.find((i) => i.title.startsWith("Catálogo de referência de moedas"))!;
    const duplicate = items.find((i) => i.status === "duplicada")!;
    expect(duplicate).toMatchObject({ vote_count: 0, duplicate_of: { id: catalog.id } });
    const trending = (await admin.get("/api/suggestions?sort=trending&limit=1")).json.items;
    expect(trending[0].id).toBe(catalog.id);
    const planned = (await admin.get(`/api/suggestions/${items.find((i) => i.status === "planejada")!.id}`))
      .json;
    expect(planned.history.length).toBeGreaterThan(0);
    expect(planned.history.at(-1)).toMatchObject({
      to_status: "planejada",
      changed_by: { full_name: expect.any(String) },
    });
    const counts = await t.db.execute(sql`
      select count(*)::int as wrong from suggestions s
      where s.vote_count <> (select count(*) from suggestion_votes v where v.suggestion_id = s.id)
         or s.comment_count <> (select count(*) from suggestion_comments c where c.suggestion_id = s.id)`);
    expect((counts as unknown as { rows: { wrong: number }[] }).rows[0]!.wrong).toBe(0);
    const open = await t.db.execute(sql`
      select coalesce(max(n), 0)::int as most from (
        select count(*) as n from suggestion_votes v join suggestions s on s.id = v.suggestion_id
        where s.status not in ('concluida', 'recusada', 'duplicada') group by v.user_id) t`);
    const most = (open as unknown as { rows: { most: number }[] }).rows[0]!.most;
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(10);
  });

  it("fills /recursos/fornecedores: 10+ approved suppliers in several UFs, rated, two waiting and one refused", async () => {
    type Card = { id: string; name: string; uf: string; rating_count: number; is_verified: boolean };
    const page = (await admin.get("/api/suppliers?page_size=50")).json as { items: Card[]; total: number };
    expect(page.total).toBeGreaterThanOrEqual(10);
    expect(new Set(page.items.map((s) => s.uf)).size).toBeGreaterThanOrEqual(6);
    expect(page.items.filter((s) => s.rating_count > 0).length).toBeGreaterThanOrEqual(10);
    expect(page.items.some((s) => s.is_verified)).toBe(true);
    const found = (await admin.get("/api/suppliers?q=relogios")).json.items as Card[];
    expect(found.map((s) => s.name)).toContain("Relógios Antigos Vale do Paraíba");
    expect((await admin.get("/api/suppliers/facets")).json.pending_count).toBe(2);
    expect((await admin.get("/api/suppliers/submissions?status=rejected")).json.total).toBe(1);
    const wrong = await t.db.execute(sql`
      select count(*)::int as wrong from suppliers s
      where s.rating_count <> (select count(*) from supplier_ratings r where r.supplier_id = s.id)
         or s.rating_sum <> (select coalesce(sum(stars), 0) from supplier_ratings r where r.supplier_id = s.id)`);
    expect((wrong as unknown as { rows: { wrong: number }[] }).rows[0]!.wrong).toBe(0);
  });

  it("fills /calendario: a weekly live, a full meetup with a waiting list, a cancelled and an online event", async () => {
    type Item = {
      event_id: string;
      title: string;
      status: string;
      is_recurring: boolean;
      online_url: string | null;
    };
    const rafael = t.client();
    const signIn = await rafael.post("/api/auth/sign-in/email", {
      email: DEMO_MEMBER_EMAIL,
      password: "senha-demo-de-teste",
    });
    expect(signIn.status).toBe(200);
    const now = Date.now();
    const range = (from: number, to: number) =>
      rafael.get(`/api/events?from=${new Date(from).toISOString()}&to=${new Date(to).toISOString()}`);
    const past = (await range(now - 30 * 86_400_000, now)).json.items as Item[];
    const next = (await range(now, now + 31 * 86_400_000)).json.items as Item[];
    expect(past.some((i) => i.title === "Feira de trocas de colecionadores")).toBe(true);
    expect(next.filter((i) => i.title === "Live semanal: bancada aberta").length).toBeGreaterThanOrEqual(4);
    expect(next.some((i) => i.status === "cancelled")).toBe(true);
    expect(next.some((i) => i.online_url && !i.is_recurring)).toBe(true);
    const meetup = next.find((i) => i.title === "Encontro presencial em São Paulo")!;
    const detail = (await rafael.get(`/api/events/${meetup.event_id}`)).json;
    expect(detail.counts.going).toBe(detail.capacity);
    expect(detail.counts.waitlist).toBeGreaterThan(0);
    expect(detail.my_status).toBe("waitlist");
    expect(detail.waitlist_position).toBe(3);
  });
});
