import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, notifications, profiles } from "../../db/schema";
import { createSpace, makeAdmin, makeModerator, signUpConfirmed } from "../../test/accounts";
import { createTestApp, DEFAULT_PASSWORD, type TestClient } from "../../test/harness";
import { NOTIFICATION_EMAIL_JOB, sweepNotificationEmails } from "../notifications/notification-emails";
import { retrieve } from "../search/search.service";

type App = Awaited<ReturnType<typeof createTestApp>>;
type Member = { client: TestClient; id: string; email: string; name: string };

/**
 * Reports, the queue, the decisions and the measures, and what each of them changes for members:
 * the feed, the post page, comments, search, notifications, sign-in and writing.
 */
describe("moderation", () => {
  let t: App;
  let admin: Member, mod: Member, author: Member, r1: Member, r2: Member, r3: Member, reader: Member;
  let spaceId: string;

  async function member(name: string): Promise<Member> {
    const client = t.client();
    const m = await signUpConfirmed(client, t.db, { name });
    // Old enough and with points: the link rule for new members stays out of the way.
    await t.db
      .update(profiles)
      .set({ created_at: new Date("2026-01-01T00:00:00Z"), points: 100 })
      .where(eq(profiles.id, m.id));
    return { client, id: m.id, email: m.email, name };
  }

  const publish = async (who: Member, title: string, content = `${title} — conteúdo`) => {
    const res = await who.client.post("/api/posts", { title, content, space_id: spaceId });
    expect(res.status, res.text).toBe(201);
    return res.json as { id: string; moderation?: string };
  };
  const feedTitles = async (who: Member) =>
    ((await who.client.get("/api/posts?tab=recentes&limit=50")).json.items as { title: string }[]).map(
      (p) => p.title,
    );
  const report = (who: Member, kind: string, itemId: string, reason = "spam") =>
    who.client.post("/api/reports", { kind, item_id: itemId, reason });
  const queue = async (who: Member, filter = "all") =>
    (await who.client.get(`/api/moderation/queue?filter=${filter}`)).json;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await member("Admin Geral");
    await makeAdmin(t.db, admin.id);
    mod = await member("Moderadora Mia");
    await makeModerator(t.db, mod.id);
    author = await member("Autor Alvo");
    r1 = await member("Rita Um");
    r2 = await member("Rui Dois");
    r3 = await member("Rosa Três");
    reader = await member("Leo Leitor");
    spaceId = (await createSpace(t.db, { slug: "geral", order: 1 })).id;
  });

  it("hides a post from everyone but its author and the staff at the third distinct report", async () => {
    const post = await publish(
      author,
      "Oferta imperdível de relógios",
      "Visite minha loja de relógios raros",
    );
    await author.client.post(`/api/posts/${post.id}/comments`, { content: "comentário do autor" });

    expect((await report(author, "post", post.id)).json.message).toBe("Você não pode denunciar o que é seu.");
    expect((await report(r1, "post", post.id, "ofensivo")).json).toEqual({ reported: true, hidden: false });
    const again = await report(r1, "post", post.id);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("Você já denunciou este conteúdo. A moderação vai analisar.");
    expect((await report(r2, "post", post.id)).json.hidden).toBe(false);
    expect(await feedTitles(reader)).toContain("Oferta imperdível de relógios");
    expect((await report(r3, "post", post.id, "outro")).json).toEqual({ reported: true, hidden: true });

    // Gone for a fourth member: feed, post page, comments, search.
    expect(await feedTitles(reader)).not.toContain("Oferta imperdível de relógios");
    expect((await reader.client.get(`/api/posts/${post.id}`)).status).toBe(404);
    expect((await reader.client.get(`/api/posts/${post.id}/comments`)).status).toBe(404);
    const search = await reader.client.get("/api/search?q=relogios%20raros");
    expect(JSON.stringify(search.json)).not.toContain(post.id);
    expect((await report(reader, "post", post.id)).status).toBe(404);
    // The author and the staff still see it, marked.
    expect((await author.client.get(`/api/posts/${post.id}`)).json.moderation).toBe("hidden");
    expect(await feedTitles(author)).toContain("Oferta imperdível de relógios");
    expect((await mod.client.get(`/api/posts/${post.id}`)).json.moderation).toBe("hidden");

    const q = await queue(mod);
    expect(q.open_count).toBe(1);
    expect(q.items).toHaveLength(1);
    const [item] = q.items;
    expect(item).toMatchObject({
      kind: "post",
      item_id: post.id,
      hidden: true,
      report_count: 3,
      held_reason: null,
      item: {
        title: "Oferta imperdível de relógios",
        link: `/post/${post.id}`,
        context: "geral",
        moderation: "hidden",
      },
      author: { id: author.id, full_name: "Autor Alvo", silenced_until: null, suspended: false },
    });
    expect(
      item.reports.map((r: { reporter: { id: string }; reason: string }) => [r.reporter.id, r.reason]),
    ).toEqual([
      [r1.id, "ofensivo"],
      [r2.id, "spam"],
      [r3.id, "outro"],
    ]);
    expect((await mod.client.get("/api/moderation/count")).json).toEqual({ open_count: 1 });
  });

  it("leaves a hidden post out of the agents' passages and the e-mail digest, and brings it back on keep", async () => {
    const { username } = (await reader.client.get("/api/session")).json.profile;
    const post = await publish(author, "Cronógrafo suíço", `Vendo cronógrafo suíço, fale com @${username}`);
    const passages = async () =>
      (
        await retrieve(
          t.db,
          { userId: reader.id, profile: { is_admin: false, is_moderator: false } },
          "cronografo suico",
          {
            scope: null,
          },
        )
      ).filter((p) => p.url === `/post/${post.id}`);
    expect(await passages()).toHaveLength(1);
    for (const who of [r1, r2, r3]) await report(who, "post", post.id);
    expect(await passages()).toHaveLength(0);

    // The reader's mention, waiting for the digest while they are away, is not mailed.
    await t.db
      .update(profiles)
      .set({ last_active_at: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(profiles.id, reader.id));
    await sweepNotificationEmails(t.deps);
    await t.deps.jobs.idle([NOTIFICATION_EMAIL_JOB]);
    const [mention] = await t.db
      .select({ state: notifications.email_state })
      .from(notifications)
      .where(eq(notifications.post_id, post.id));
    expect(mention?.state).toBe("skipped");
    const mails = (await t.db.execute(
      sql`select count(*)::int as n from mail_outbox where "to" = ${reader.email} and text like '%Cronógrafo%'`,
    )) as unknown as { rows: { n: number }[] };
    expect(mails.rows[0]!.n).toBe(0);
    expect(
      ((await reader.client.get("/api/notifications")).json.items as { type: string }[]).filter(
        (n) => n.type === "mention",
      ),
    ).toHaveLength(0);

    const item = (await queue(mod)).items.find((i: { item_id: string }) => i.item_id === post.id);
    await mod.client.post(`/api/moderation/cases/${item.id}/actions`, { action: "keep" });
    expect(await passages()).toHaveLength(1);
  });

  it("keeps the queue and its count for the staff only", async () => {
    expect((await t.client().get("/api/moderation/queue")).status).toBe(401);
    expect((await reader.client.get("/api/moderation/queue")).status).toBe(403);
    expect((await reader.client.get("/api/moderation/count")).status).toBe(403);
    expect((await reader.client.get("/api/moderation/settings")).status).toBe(403);
    const fake = "00000000-0000-4000-8000-000000000000";
    expect(
      (await reader.client.post(`/api/moderation/cases/${fake}/actions`, { action: "hide" })).status,
    ).toBe(403);
    expect(
      (
        await reader.client.post(`/api/moderation/members/${author.id}/actions`, {
          action: "warn",
          note: "x",
        })
      ).status,
    ).toBe(403);
    expect((await mod.client.post(`/api/moderation/cases/${fake}/actions`, { action: "hide" })).status).toBe(
      404,
    );
  });

  it("keeps a reported post: it comes back everywhere and the reporters hear the outcome", async () => {
    const [item] = (await queue(mod)).items;
    const kept = await mod.client.post(`/api/moderation/cases/${item.id}/actions`, { action: "keep" });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.json).toMatchObject({ status: "closed", item: { moderation: "visible" } });
    expect(
      (await mod.client.post(`/api/moderation/cases/${item.id}/actions`, { action: "hide" })).status,
    ).toBe(409);
    expect(await feedTitles(reader)).toContain("Oferta imperdível de relógios");
    const search = await reader.client.get("/api/search?q=relogios%20raros");
    expect(JSON.stringify(search.json)).toContain(item.item_id);
    for (const reporter of [r1, r2, r3]) {
      const list = (await reporter.client.get("/api/notifications")).json.items as {
        type: string;
        title: string;
      }[];
      expect(list.find((n) => n.type === "report_resolved")?.title).toBe(
        "A moderação analisou sua denúncia e manteve o conteúdo.",
      );
    }
    expect((await queue(mod)).open_count).toBe(0);
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "moderation.keep"), eq(auditLog.target_id, item.item_id)));
    expect(row).toMatchObject({
      actor_id: mod.id,
      target_kind: "post",
      target_id: item.item_id,
      before: { moderation: "hidden", reports: 3 },
      after: { moderation: "visible" },
    });
  });

  it("hides and deletes comments from the queue, and their notifications go with them", async () => {
    const post = await publish(reader, "Dúvida sobre engrenagens");
    const comment = await author.client.post(`/api/posts/${post.id}/comments`, {
      content: "resposta grosseira",
    });
    expect(comment.status).toBe(201);
    const notes = async () =>
      ((await reader.client.get("/api/notifications")).json.items as { type: string }[]).filter(
        (n) => n.type === "comment",
      ).length;
    expect(await notes()).toBe(1);
    await report(r1, "comment", comment.json.id, "assedio");
    const item = (await queue(mod)).items.find((i: { item_id: string }) => i.item_id === comment.json.id);
    expect(item).toMatchObject({
      kind: "comment",
      item: { text: "resposta grosseira", context: "Dúvida sobre engrenagens" },
    });
    expect(
      (await mod.client.post(`/api/moderation/cases/${item.id}/actions`, { action: "hide" })).status,
    ).toBe(200);
    const page = await reader.client.get(`/api/posts/${post.id}/comments`);
    expect(page.json.items).toHaveLength(0);
    expect(page.json.comments_count).toBe(0);
    expect(await notes()).toBe(0);
    const own = await author.client.get(`/api/posts/${post.id}/comments`);
    expect(own.json.items.map((c: { moderation?: string }) => c.moderation)).toEqual(["hidden"]);
    expect(
      ((await r1.client.get("/api/notifications")).json.items as { type: string; title: string }[]).find(
        (n) => n.type === "report_resolved" && n.title.includes("ocultou"),
      ),
    ).toBeTruthy();
  });

  it("holds moderators to their limits and lets admins suspend and ban", async () => {
    const act = (who: Member, target: Member, body: Record<string, unknown>) =>
      who.client.post(`/api/moderation/members/${target.id}/actions`, body);
    const thirty = await act(mod, author, { action: "silence", days: 30 });
    expect(thirty.status).toBe(403);
    expect(thirty.json.message).toBe("Moderadores podem silenciar por até 7 dias.");
    expect((await act(mod, author, { action: "silence", days: null })).status).toBe(403);
    expect((await act(mod, author, { action: "suspend" })).json.message).toBe(
      "Só administradores podem suspender ou banir.",
    );
    expect((await act(mod, author, { action: "ban" })).status).toBe(403);
    expect((await act(mod, admin, { action: "warn", note: "oi" })).status).toBe(403);
    expect((await act(mod, mod, { action: "warn", note: "oi" })).status).toBe(403);
    expect((await act(mod, author, { action: "warn" })).json.fieldErrors.note).toBe(
      "Escreva a mensagem do aviso.",
    );
    expect((await act(mod, author, { action: "silence" })).json.fieldErrors.days).toBe(
      "Escolha 1, 7 ou 30 dias, ou até liberar.",
    );

    const warned = await act(mod, author, { action: "warn", note: "Evite propaganda no feed." });
    expect(warned.status, warned.text).toBe(200);
    const warning = (
      (await author.client.get("/api/notifications")).json.items as { type: string; title: string }[]
    ).find((n) => n.type === "moderation_warning");
    expect(warning?.title).toBe("Aviso da moderação: Evite propaganda no feed.");

    const before = Date.now();
    const silenced = await act(mod, author, { action: "silence", days: 7 });
    expect(silenced.status, silenced.text).toBe(200);
    const until = Date.parse(silenced.json.silenced_until);
    expect(until - before).toBeGreaterThan(7 * 86400_000 - 60_000);
    expect(until - before).toBeLessThan(7 * 86400_000 + 60_000);
    expect((await author.client.get("/api/session")).json.profile.silenced_until).toBe(
      silenced.json.silenced_until,
    );
    const refused = await author.client.post("/api/posts", {
      title: "Ainda posso?",
      content: "teste",
      space_id: spaceId,
    });
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("SILENCED");
    expect(refused.json.message).toMatch(
      /^Você está silenciado até \d\d\/\d\d\/\d{4} às \d\d:\d\d e não pode publicar\.$/,
    );
    // Reading and reporting still work.
    expect((await author.client.get("/api/posts")).status).toBe(200);
    // The history of the author in the queue, newest first.
    await report(r2, "profile", author.id, "spam");
    const profileItem = (await queue(mod)).items.find((i: { kind: string }) => i.kind === "profile");
    expect(profileItem.history.map((h: { action: string }) => h.action).slice(0, 3)).toEqual([
      "silence",
      "warn",
      "hide",
    ]);
    expect(
      (await mod.client.post(`/api/moderation/cases/${profileItem.id}/actions`, { action: "hide" })).status,
    ).toBe(400);

    // A silence that ended is no silence.
    await t.db
      .update(profiles)
      .set({ silenced_until: new Date(Date.now() - 1000) })
      .where(eq(profiles.id, author.id));
    expect(
      (await author.client.post("/api/posts", { title: "Voltei", content: "ok", space_id: spaceId })).status,
    ).toBe(201);

    // Suspension: every session ends and signing in is refused.
    const suspended = await act(admin, author, { action: "suspend" });
    expect(suspended.json).toMatchObject({ suspended: true, banned: false });
    expect((await author.client.get("/api/posts")).status).toBe(401);
    const signIn = await t
      .client()
      .post("/api/auth/sign-in/email", { email: author.email, password: DEFAULT_PASSWORD });
    expect(signIn.status).toBe(403);
    expect(signIn.json.message).toBe("Sua conta está suspensa. Fale com a administração da comunidade.");
    expect((await act(admin, author, { action: "lift" })).json).toMatchObject({
      suspended: false,
      silenced_until: null,
    });
    const back = t.client();
    expect(
      (await back.post("/api/auth/sign-in/email", { email: author.email, password: DEFAULT_PASSWORD }))
        .status,
    ).toBe(200);

    // Ban: suspended for good, and the e-mail refused for invites and sign-ups.
    const target = await member("Spammer Total");
    expect((await act(admin, target, { action: "ban", note: "spam em massa" })).json).toMatchObject({
      banned: true,
    });
    expect((await target.client.get("/api/posts")).status).toBe(401);
    // Even once the account is deleted, the e-mail stays out: no invite, no sign-up.
    expect((await admin.client.del(`/api/admin/members/${target.id}`)).status).toBe(200);
    const signUp = await t.client().post("/api/auth/sign-up/email", {
      email: target.email,
      username: "spammer2",
      name: "Spammer Outra Vez",
      password: DEFAULT_PASSWORD,
      callbackURL: "/",
    });
    expect(signUp.status).toBe(403);
    expect(signUp.json.message).toBe("Este e-mail não pode entrar nesta comunidade.");
    const invite = await admin.client.post("/api/admin/members/batch", {
      mode: "invite",
      source: "manual",
      members: [
        {
          name: "De Novo",
          email: target.email,
          courses: [],
          tags: [],
          is_admin: false,
          is_moderator: false,
          is_student: true,
        },
      ],
    });
    expect(invite.json.results?.[0]).toMatchObject({
      status: "error",
      error: "Este e-mail não pode entrar nesta comunidade.",
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "moderation.ban"));
    expect(audit[0]).toMatchObject({
      actor_id: admin.id,
      target_id: target.id,
      target_label: "Spammer Total",
    });
    expect((audit[0]!.after as { banned_at: string | null }).banned_at).not.toBeNull();
    expect((audit[0]!.before as { banned_at: string | null }).banned_at).toBeNull();
  });

  it("holds posts and comments by the rules, shows them to the author only, and publishes them on approval", async () => {
    const settings = await admin.client.put("/api/moderation/settings", {
      hide_threshold: 3,
      link_limit: 2,
      min_points: 10,
      word_list: ["Pirâmide Financeira"],
    });
    expect(settings.status, settings.text).toBe(200);
    expect(settings.json.word_list).toEqual(["piramide financeira"]);
    expect((await mod.client.put("/api/moderation/settings", settings.json)).status).toBe(403);

    const held = await publish(r1, "Ganhe dinheiro", "Entre na PIRAMIDE financeira agora @leo");
    expect(held.moderation).toBe("held");
    expect(await feedTitles(reader)).not.toContain("Ganhe dinheiro");
    expect(await feedTitles(r1)).toContain("Ganhe dinheiro");

    // Repeated text: the third time within ten minutes waits.
    await publish(r2, "Um", "mesmo texto");
    await publish(r2, "Dois", "mesmo texto");
    expect((await publish(r2, "Três", "mesmo texto")).moderation).toBe("held");

    // Many links from a new member (first day or few points).
    const newbie = await member("Nina Nova");
    await t.db.update(profiles).set({ points: 0 }).where(eq(profiles.id, newbie.id));
    const links = "https://a.com.br https://b.com.br https://c.com.br";
    expect((await publish(newbie, "Links", links)).moderation).toBe("held");
    const c = await newbie.client.post(`/api/posts/${(await publish(reader, "Aberto")).id}/comments`, {
      content: links,
    });
    expect(c.json.moderation).toBe("held");

    const heldQueue = await queue(mod, "held");
    expect(heldQueue.items.map((i: { held_reason: string }) => i.held_reason).sort()).toEqual([
      "links",
      "links",
      "repeated",
      "words",
    ]);
    const reported = await queue(mod, "reported");
    expect(reported.items.every((i: { held_reason: string | null }) => i.held_reason === null)).toBe(true);

    // Approval publishes: the feed, the mention's notification, the points.
    const words = heldQueue.items.find((i: { held_reason: string }) => i.held_reason === "words");
    const [{ points: pointsBefore } = { points: 0 }] = await t.db
      .select({ points: profiles.points })
      .from(profiles)
      .where(eq(profiles.id, r1.id));
    const approved = await mod.client.post(`/api/moderation/cases/${words.id}/actions`, { action: "keep" });
    expect(approved.json).toMatchObject({ status: "closed", item: { moderation: "visible" } });
    expect(await feedTitles(reader)).toContain("Ganhe dinheiro");
    const [{ points: pointsAfter } = { points: 0 }] = await t.db
      .select({ points: profiles.points })
      .from(profiles)
      .where(eq(profiles.id, r1.id));
    expect(pointsAfter).toBeGreaterThan(pointsBefore);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, "moderation.approve"));
    expect(audit).toHaveLength(1);

    // Delete from the queue.
    const repeated = heldQueue.items.find((i: { held_reason: string }) => i.held_reason === "repeated");
    expect(
      (await mod.client.post(`/api/moderation/cases/${repeated.id}/actions`, { action: "delete" })).status,
    ).toBe(200);
    expect((await r2.client.get(`/api/posts/${repeated.item_id}`)).status).toBe(404);

    // The staff are never held.
    expect((await publish(mod, "Moderação", "piramide financeira explicada")).moderation).toBeUndefined();
  });

  it("validates reports and settings in Portuguese", async () => {
    const bad = await r1.client.post("/api/reports", { kind: "post", item_id: "x", reason: "chato" });
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors.reason).toBe("Escolha um motivo.");
    const kind = await r1.client.post("/api/reports", { kind: "foto", item_id: "x", reason: "spam" });
    expect(kind.json.fieldErrors.kind).toBe("Tipo de conteúdo inválido.");
    const long = await r1.client.post("/api/reports", {
      kind: "profile",
      item_id: author.id,
      reason: "outro",
      note: "x".repeat(501),
    });
    expect(long.json.fieldErrors.note).toBe("Escreva no máximo 500 caracteres.");
    const forged = await r1.client.post("/api/reports", {
      kind: "post",
      item_id: "00000000-0000-4000-8000-000000000000",
      reason: "spam",
    });
    expect(forged.status).toBe(404);
    const threshold = await admin.client.put("/api/moderation/settings", {
      hide_threshold: 0,
      link_limit: 2,
      min_points: 10,
      word_list: [],
    });
    expect(threshold.json.fieldErrors.hide_threshold).toBe("Use de 1 a 50 denúncias.");
    const count = await t.db.execute(
      sql`select count(*)::int as n from moderation_settings where hide_threshold = 0`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});
