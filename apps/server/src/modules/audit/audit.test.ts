import { auditMessages } from "@guilda/shared/messages/audit";
import type { AdminHub } from "@guilda/shared/schemas/admin-hub";
import type { AuditAction, AuditEntryView, AuditPage } from "@guilda/shared/schemas/audit";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema";
import { createCourseWithLessons } from "../../test/course-fixtures";
import { makeAdmin, makeModerator, signUpConfirmed } from "../../test/accounts";
import { createTestApp, PUBLIC_URL, type TestClient } from "../../test/harness";
import { saveBackupSettings } from "../backups/backups.service";
import { recordAudit } from "./audit.service";

type App = Awaited<ReturnType<typeof createTestApp>>;

describe("audit log (/api/admin/audit)", () => {
  let t: App;
  let admin: TestClient;
  let adminId: string;
  let member: TestClient;
  let memberId: string;
  let moderator: TestClient;

  const page = async (query = "") => {
    const res = await admin.get(`/api/admin/audit${query ? `?${query}` : ""}`);
    expect(res.status, res.text).toBe(200);
    return res.json as AuditPage;
  };
  const count = async () => (await t.db.select({ id: auditLog.id }).from(auditLog)).length;
  /** The newest entry of an action, checked to be the admin's. */
  const last = async (action: AuditAction): Promise<AuditEntryView> => {
    const { items } = await page(`action=${action}&limit=1`);
    expect(items, action).toHaveLength(1);
    expect(items[0]!.actor).toEqual({ id: adminId, full_name: "Ana Admin" });
    return items[0]!;
  };
  const ok = (res: { status: number; text: string }, status = 200) =>
    expect(res.status, res.text).toBe(status);

  beforeAll(async () => {
    t = await createTestApp();
    // The daily backup's tick must not start a backup in the middle of these tests.
    await saveBackupSettings(t.db, { enabled: false, hour: 3, retention: 7 });
    admin = t.client();
    adminId = (await signUpConfirmed(admin, t.db, { name: "Ana Admin" })).id;
    await makeAdmin(t.db, adminId);
    member = t.client();
    memberId = (await signUpConfirmed(member, t.db, { name: "Bruno Membro" })).id;
    moderator = t.client();
    await makeModerator(t.db, (await signUpConfirmed(moderator, t.db, { name: "Mara Moderadora" })).id);
  });

  it("is for admins only: 401 signed out, 403 for members and moderators, on every endpoint", async () => {
    const anonymous = t.client();
    for (const url of ["/api/admin/audit", "/api/admin/audit/export.csv", "/api/admin/audit/actors"]) {
      expect((await anonymous.get(url)).status).toBe(401);
      expect((await member.get(url)).status).toBe(403);
      expect((await moderator.get(url)).status).toBe(403);
    }
    ok(await admin.get("/api/admin/audit"));
    const actors = (await admin.get("/api/admin/audit/actors")).json as { full_name: string }[];
    expect(actors.map((a) => a.full_name)).toEqual(["Ana Admin", "Mara Moderadora"]);
  });

  it("records role changes with the values before and after; a refused change writes nothing", async () => {
    ok(await admin.put(`/api/admin/members/${memberId}/roles`, { is_moderator: true }));
    const entry = await last("member.roles");
    expect(entry).toMatchObject({
      target_kind: "member",
      target_id: memberId,
      target_label: "Bruno Membro",
      before: { is_moderator: false },
      after: { is_moderator: true },
    });
    // Aluno is the source given by hand.
    ok(await admin.put(`/api/admin/members/${memberId}/roles`, { is_student: false, is_moderator: false }));
    expect(await last("member.roles")).toMatchObject({
      before: { is_moderator: true, is_student: true },
      after: { is_moderator: false, is_student: false },
    });
    const access = (await admin.get(`/api/admin/members/${memberId}/access`)).json;
    expect(access.roles).toEqual({ is_admin: false, is_moderator: false, is_student: false });

    const before = await count();
    // Refused: one's own Admin, a member's or moderator's call, an unknown member, nothing to change.
    const own = await admin.put(`/api/admin/members/${adminId}/roles`, { is_admin: false });
    expect(own.status).toBe(400);
    expect(own.json.fieldErrors.is_admin).toBe("Você não pode tirar de si mesmo o papel de administrador.");
    expect((await moderator.put(`/api/admin/members/${memberId}/roles`, { is_admin: true })).status).toBe(
      403,
    );
    expect((await admin.put("/api/admin/members/ninguem/roles", { is_admin: true })).status).toBe(404);
    expect((await admin.put(`/api/admin/members/${memberId}/roles`, {})).status).toBe(400);
    // Saved as it was: nothing changed, nothing recorded.
    ok(await admin.put(`/api/admin/members/${memberId}/roles`, { is_moderator: false }));
    expect(await count()).toBe(before);
  });

  it("records access given by hand: a course, a category and the AI tier", async () => {
    const { course } = await createCourseWithLessons(t.db, {
      title: "Fotografia Noturna",
      category: "Fotografia",
      lessons: [{ kind: "text" }],
    });
    const expires = new Date(Date.now() + 30 * 86_400_000).toISOString();
    ok(
      await admin.put(`/api/admin/members/${memberId}/courses/${course.id}`, {
        granted: true,
        expires_at: expires,
      }),
    );
    expect(await last("member.course")).toMatchObject({
      target_label: "Bruno Membro",
      before: { course: "Fotografia Noturna", granted: false, expires_at: null },
      after: { course: "Fotografia Noturna", granted: true, expires_at: expires },
    });
    ok(await admin.put(`/api/admin/members/${memberId}/categories/Fotografia`, { granted: true }));
    expect(await last("member.category")).toMatchObject({
      before: { category: "Fotografia", granted: false },
      after: { category: "Fotografia", granted: true },
    });
    ok(await admin.put(`/api/admin/members/${memberId}/ai-tier`, { tier: "premium" }));
    expect(await last("member.ai_tier")).toMatchObject({
      before: { tier: "trial", chosen: "premium" },
      after: { tier: "premium", chosen: "premium" },
    });
  });

  it("records invites sent and cancelled, accounts created, sign-ups approved and refused", async () => {
    const sent = await admin.post("/api/admin/members/batch", {
      mode: "invite",
      source: "manual",
      members: [{ name: "Carla Convidada", email: "carla@exemplo.com.br", is_moderator: true }],
    });
    ok(sent);
    const inviteId = sent.json.results[0].invite_id as string;
    expect(await last("invite.send")).toMatchObject({
      target_kind: "invite",
      target_id: inviteId,
      target_label: "Carla Convidada",
      before: null,
      after: { email: "carla@exemplo.com.br", is_moderator: true, is_admin: false, courses: 0 },
    });
    ok(await admin.del(`/api/admin/invites/${inviteId}`));
    expect(await last("invite.cancel")).toMatchObject({
      target_id: inviteId,
      before: { status: "pending" },
      after: { status: "cancelled" },
    });

    const created = await admin.post("/api/admin/members/batch", {
      mode: "create",
      source: "manual",
      members: [{ name: "Davi Direto", email: "davi@exemplo.com.br", password: "Xq7-mundo-verde-42" }],
    });
    ok(created);
    expect(await last("member.create")).toMatchObject({
      target_kind: "member",
      target_label: "Davi Direto",
      after: { email: "davi@exemplo.com.br" },
    });

    ok(await admin.put("/api/admin/settings/join-policy", { join_policy: "approval" }));
    expect(await last("settings.join_policy")).toMatchObject({
      target_kind: "settings",
      before: { join_policy: "open" },
      after: { join_policy: "approval" },
    });
    const first = await signUpConfirmed(t.client(), t.db, { name: "Paula Pendente" });
    const second = await signUpConfirmed(t.client(), t.db, { name: "Rui Recusado" });
    ok(await admin.post(`/api/admin/members/${first.id}/approve`));
    expect(await last("signup.approve")).toMatchObject({
      target_id: first.id,
      target_label: "Paula Pendente",
      after: { status: "approved" },
    });
    ok(await admin.post(`/api/admin/members/${second.id}/refuse`));
    expect(await last("signup.refuse")).toMatchObject({
      target_id: second.id,
      target_label: "Rui Recusado",
      before: { status: "pending", email: second.email },
    });
    // An approval that finds nothing waiting records nothing.
    const before = await count();
    expect((await admin.post(`/api/admin/members/${first.id}/approve`)).status).toBe(404);
    expect(await count()).toBe(before);
    ok(await admin.put("/api/admin/settings/join-policy", { join_policy: "open" }));
  });

  it("records a member's deletion with a snapshot of who they were", async () => {
    const gone = await signUpConfirmed(t.client(), t.db, { name: "Gil Gone" });
    ok(await admin.del(`/api/admin/members/${gone.id}`));
    expect(await last("member.delete")).toMatchObject({
      target_id: gone.id,
      target_label: "Gil Gone",
      before: { full_name: "Gil Gone", email: gone.email, is_admin: false },
      after: null,
    });
    // Refused (oneself): nothing written.
    const before = await count();
    expect((await admin.del(`/api/admin/members/${adminId}`)).status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("records the community's settings, rules and plans with only the fields that changed", async () => {
    const settings = (await admin.get("/api/settings")).json;
    ok(
      await admin.put("/api/admin/settings", {
        community_name: "Guilda Nova",
        brand_color: settings.brand_color,
        logo_url: settings.logo_url,
        icon_url: settings.icon_url,
      }),
    );
    const identity = await last("settings.identity");
    expect(identity.before).toEqual({ community_name: settings.community_name });
    expect(identity.after).toEqual({ community_name: "Guilda Nova" });

    ok(
      await admin.put("/api/admin/settings/pinned-links", {
        links: [{ label: "Blog", url: "https://exemplo.com.br" }],
      }),
    );
    expect(await last("settings.pinned_links")).toMatchObject({
      after: { pinned_links: [{ label: "Blog", url: "https://exemplo.com.br" }] },
    });
    ok(await admin.put("/api/admin/settings/public-page", { public_page: true, public_description: "Olá" }));
    expect(await last("settings.public_page")).toMatchObject({
      before: { public_page: false, public_description: null },
      after: { public_page: true, public_description: "Olá" },
    });

    ok(await admin.put("/api/admin/rules", { markdown: "# Regras\n\nSeja gentil." }));
    expect(await last("rules.update")).toMatchObject({
      target_kind: "rules",
      target_label: "Regras da comunidade",
      before: { markdown: "" },
      after: { markdown: "# Regras\n\nSeja gentil." },
    });

    const plan = {
      name: "Premium",
      price_cents: 12990,
      billing_period: "monthly",
      features: ["Todos os cursos"],
      is_highlighted: false,
      is_visible: true,
      cta_label: "Assinar",
      cta_url: "https://exemplo.com.br/checkout",
    };
    ok(await admin.put("/api/admin/plans/premium", plan));
    ok(await admin.put("/api/admin/plans/premium", { ...plan, price_cents: 9990 }));
    expect(await last("plan.update")).toMatchObject({
      target_kind: "plan",
      target_id: "premium",
      before: { price_cents: 12990 },
      after: { price_cents: 9990 },
    });
    expect(Object.keys((await last("plan.update")).after as object)).toEqual(["price_cents"]);
  });

  it("records sales offers and provider secrets (masked), backups, gamification and spaces", async () => {
    const offer = {
      name: "Oferta Anual",
      provider: "hotmart",
      product_key: "12345",
      duration: "lifetime",
      course_ids: [],
      categories: ["Fotografia"],
    };
    const created = await admin.post("/api/admin/sales/offers", offer);
    ok(created, 201);
    expect(await last("sales.offer_create")).toMatchObject({
      target_kind: "offer",
      target_id: created.json.id,
      target_label: "Oferta Anual",
      after: { provider: "Hotmart", categories: ["Fotografia"] },
    });
    ok(await admin.put(`/api/admin/sales/offers/${created.json.id}`, { ...offer, name: "Oferta Vitalícia" }));
    expect(await last("sales.offer_update")).toMatchObject({
      target_label: "Oferta Vitalícia",
      before: { name: "Oferta Anual" },
      after: { name: "Oferta Vitalícia" },
    });
    ok(await admin.del(`/api/admin/sales/offers/${created.json.id}`), 204);
    expect(await last("sales.offer_delete")).toMatchObject({
      before: { name: "Oferta Vitalícia" },
      after: null,
    });

    ok(await admin.put("/api/admin/sales/providers/hotmart", { secret: "hottok-secreto-9876" }));
    const provider = await last("sales.provider");
    expect(provider).toMatchObject({
      target_id: "hotmart",
      before: { configured: false, secret: null },
      after: { configured: true, secret: "••••••••9876" },
    });
    expect(JSON.stringify(provider)).not.toContain("hottok-secreto");

    ok(await admin.put("/api/admin/backups/settings", { enabled: false, hour: 5, retention: 7 }));
    expect(await last("backup.settings")).toMatchObject({ before: { hour: 3 }, after: { hour: 5 } });

    const rules = (await admin.get("/api/admin/gamification")).json;
    ok(
      await admin.put("/api/admin/gamification", {
        reasons: rules.reasons,
        like_pair_daily_limit: rules.like_pair_daily_limit + 1,
        level_thresholds: rules.level_thresholds,
      }),
    );
    expect(await last("gamification.rules")).toMatchObject({
      before: { like_pair_daily_limit: rules.like_pair_daily_limit },
      after: { like_pair_daily_limit: rules.like_pair_daily_limit + 1 },
    });
    const mission = await admin.post("/api/admin/missions", {
      title: "Três posts",
      event_type: "post_published",
      target: 3,
      points: 10,
    });
    ok(mission, 201);
    expect(await last("gamification.mission_create")).toMatchObject({
      target_id: mission.json.id,
      after: { title: "Três posts", target: 3, points: 10 },
    });
    ok(await admin.patch(`/api/admin/missions/${mission.json.id}`, { points: 15 }));
    expect(await last("gamification.mission_update")).toMatchObject({
      before: { points: 10 },
      after: { points: 15 },
    });
    ok(await admin.del(`/api/admin/missions/${mission.json.id}`));
    expect(await last("gamification.mission_delete")).toMatchObject({ before: { title: "Três posts" } });

    const space = await admin.post("/api/admin/spaces", { space_type: "publicacoes" });
    ok(space, 201);
    expect(await last("space.create")).toMatchObject({
      target_kind: "space",
      target_id: space.json.id,
      after: { is_private: false },
    });
    ok(await admin.patch(`/api/admin/spaces/${space.json.id}`, { name: "Vitrine", is_private: true }));
    expect(await last("space.update")).toMatchObject({
      target_label: "Vitrine",
      before: { is_private: false },
      after: { name: "Vitrine", is_private: true },
    });
    ok(await admin.put(`/api/admin/spaces/${space.json.id}/members/${memberId}`));
    expect(await last("space.member_add")).toMatchObject({ after: { member: "Bruno Membro" } });
    ok(await admin.del(`/api/admin/spaces/${space.json.id}/members/${memberId}`));
    expect(await last("space.member_remove")).toMatchObject({ before: { member: "Bruno Membro" } });
    ok(await admin.del(`/api/admin/spaces/${space.json.id}`));
    expect(await last("space.delete")).toMatchObject({
      target_label: "Vitrine",
      before: { name: "Vitrine" },
    });
  });

  it("pages newest first with a cursor and filters by actor, action group, period and text", async () => {
    const all: AuditEntryView[] = [];
    let cursor: string | null = null;
    do {
      const res: AuditPage = await page(`limit=7${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.items.length).toBeLessThanOrEqual(7);
      all.push(...res.items);
      cursor = res.next_cursor;
    } while (cursor);
    expect(all).toHaveLength(await count());
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    const times = all.map((e) => e.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const members = await page("action=member.");
    expect(members.items.length).toBeGreaterThan(3);
    expect(members.items.every((e) => e.action.startsWith("member."))).toBe(true);
    expect((await page("action=member.roles")).items.every((e) => e.action === "member.roles")).toBe(true);
    expect((await page(`actor=${adminId}`)).items.length).toBe(Math.min(all.length, 50));
    expect((await page(`actor=${memberId}`)).items).toEqual([]);
    const byText = await page("q=bruno");
    expect(byText.items.length).toBeGreaterThan(0);
    expect(byText.items.every((e) => e.target_label === "Bruno Membro")).toBe(true);
    // LIKE wildcards typed are plain text.
    expect((await page("q=%25")).items).toEqual([]);

    // The period's days are São Paulo days: an entry at 01:30 UTC on the 11th is the 10th there.
    await t.db.transaction(async (tx) => {
      await recordAudit(tx as never, {
        actorId: adminId,
        action: "rules.update",
        target: { kind: "rules", label: "Antiga" },
      });
      await tx
        .update(auditLog)
        .set({ created_at: new Date("2020-03-11T01:30:00.000Z") })
        .where(eq(auditLog.target_label, "Antiga"));
    });
    expect((await page("from=2020-03-10&to=2020-03-10")).items.map((e) => e.target_label)).toEqual([
      "Antiga",
    ]);
    expect((await page("from=2020-03-11&to=2020-03-11")).items).toEqual([]);

    // Refused input, in pt-BR.
    const bad = await admin.get("/api/admin/audit?action=member.nada");
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors.action).toBe(auditMessages.actionInvalid);
    const period = await admin.get("/api/admin/audit?from=2026-03-11&to=2026-03-10");
    expect(period.status).toBe(400);
    expect(period.json.fieldErrors.to).toBe(auditMessages.periodInvalid);
    expect((await admin.get("/api/admin/audit?from=2026-02-30")).status).toBe(400);
    expect((await admin.get("/api/admin/audit?cursor=abc")).status).toBe(400);
    expect((await admin.get("/api/admin/audit?outra=1")).status).toBe(400);
  });

  it("exports the filtered entries as CSV: BOM, ';', CRLF, quoted cells, formulas neutralised", async () => {
    const space = await admin.post("/api/admin/spaces", { space_type: "publicacoes" });
    ok(await admin.patch(`/api/admin/spaces/${space.json.id}`, { name: '=HYPERLINK("x";"y")' }));
    // The body's bytes as sent (the client's text() would drop the BOM while decoding).
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await t.app.request(
      `${PUBLIC_URL}/api/admin/audit/export.csv?action=space.update`,
      { headers: { cookie, origin: PUBLIC_URL } },
      { incoming: { socket: { remoteAddress: admin.ip } } },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="registro-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = Buffer.from(await res.arrayBuffer()).toString("utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe('"Data";"Quem";"Ação";"Tipo";"Alvo";"Antes";"Depois"');
    expect(lines.at(-1)).toBe("");
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^"\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}";"Ana Admin";"Alterou um espaço";"Espaço";/);
    expect(rows[0]).toContain(`"'=HYPERLINK(""x"";""y"")"`);
    expect(rows[0]).toContain('"Nome: Novo Publicações"');
    expect(rows[0]).toContain(`"Nome: =HYPERLINK(""x"";""y"")"`);
    // The same filters as the list: nothing of another action.
    expect(text).not.toContain("Alterou os papéis");
    expect((await admin.get("/api/admin/audit/export.csv?action=nada")).status).toBe(400);
  });

  it("counts the last 7 days on the admin hub's 'Registro' card", async () => {
    const hub = (await admin.get("/api/admin/hub")).json as AdminHub;
    const card = hub.areas.find((a) => a.key === "audit")!;
    const recent = (await count()) - 1; // the entry moved to March 2020 above
    expect(card.status).toBe(`${recent.toLocaleString("pt-BR")} ações nos últimos 7 dias`);
    expect(card.attention).toBe(false);
  });
});
