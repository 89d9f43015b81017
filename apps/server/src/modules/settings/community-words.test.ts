import { gamificationMessages as gm } from "@guilda/shared/messages/gamification";
import { shellMessages } from "@guilda/shared/messages/shell";
import { DEFAULT_GAMIFICATION_RULES } from "@guilda/shared/rules/gamification";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import {
  aiAgents,
  communitySettings,
  mediaUploads,
  memberInvites,
  notifications,
  profiles,
} from "../../db/schema";
import { makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";
import type { RealtimeEvent } from "@guilda/shared";
import type { RealtimeHub } from "../../platform/realtime/hub";
import { PendingEvents } from "../../platform/realtime/pending";
import { award } from "../gamification/gamification.service";

type App = Awaited<ReturnType<typeof createTestApp>>;

const NAMES = ["Aprendiz", "Cavaleiro", "Mestre", "Lenda"] as const;

/** The rules as the admin form sends them, with these thresholds and names. */
const rules = (thresholds: number[], names?: readonly string[]) => ({
  reasons: DEFAULT_GAMIFICATION_RULES.reasons,
  like_pair_daily_limit: DEFAULT_GAMIFICATION_RULES.like_pair_daily_limit,
  level_thresholds: thresholds,
  ...(names ? { level_names: names } : {}),
});

const png = () =>
  sharp({ create: { width: 300, height: 120, channels: 3, background: "#3366ff" } })
    .png()
    .toBuffer();

describe("the community's own words: level and tier names, footer, logo and agent icons", () => {
  let t: App;
  let admin: TestClient;
  let member: TestClient;
  let adminId: string;
  let memberId: string;

  const upload = async (client: TestClient, purpose: string) =>
    client.request("POST", `/api/uploads?purpose=${purpose}`, undefined, {
      rawBody: new Uint8Array(await png()),
      headers: { "content-type": "application/octet-stream" },
    });

  beforeAll(async () => {
    t = await createTestApp();
    [admin, member] = [t.client(), t.client()];
    adminId = (await signUpConfirmed(admin, t.db, { name: "Helena Admin" })).id;
    await makeAdmin(t.db, adminId);
    memberId = (await signUpConfirmed(member, t.db, { name: "Bruno Membro" })).id;
    // Bruno is a Jedi by points (100 with the default thresholds).
    await t.db.update(profiles).set({ points: 150, level: "Jedi" }).where(eq(profiles.id, memberId));
  });

  it("every endpoint that answers a level or a tier answers the names the admin gave them", async () => {
    const saved = await admin.put("/api/admin/gamification", rules([0, 100, 1000, 5000], NAMES));
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({ level_names: NAMES, levels_changed: 0 });
    const plan = (await admin.get("/api/plans")).json.items.find(
      (p: { tier: string }) => p.tier === "premium",
    );
    const renamed = await admin.put("/api/admin/plans/premium", {
      ...plan,
      name: "Ouro",
      features: [],
      cta_label: null,
      cta_url: null,
    });
    expect(renamed.status, renamed.text).toBe(200);
    const [agent] = await t.db
      .insert(aiAgents)
      .values({ name: "Consultor de Importação e Exportação", required_tier: "premium" })
      .returning();

    // The session (the header's chip) and /api/me.
    expect((await member.get("/api/session")).json.profile.level).toBe("Cavaleiro");
    expect((await member.get("/api/me")).json.profile.level).toBe("Cavaleiro");
    // The community's words, where the directory's filter and the badges read them.
    const settings = (await t.client().get("/api/settings")).json;
    expect(settings.level_names).toEqual({
      Padawan: "Aprendiz",
      Jedi: "Cavaleiro",
      "Mestre Jedi": "Mestre",
      "Grande Mestre": "Lenda",
    });
    expect(settings.tier_labels).toEqual({
      trial: "Teste",
      basic: "Básico",
      premium: "Ouro",
      enterprise: "Empresarial",
    });
    // The directory, filtered by the level's key, and the member page.
    const directory = (await member.get("/api/members?level=Jedi")).json;
    expect(directory.items.map((i: { id: string; level: string }) => [i.id, i.level])).toEqual([
      [memberId, "Cavaleiro"],
    ]);
    const everyone = (await member.get("/api/members")).json.items as { id: string; level: string }[];
    expect(everyone.find((i) => i.id === adminId)?.level).toBe("Aprendiz");
    expect((await admin.get(`/api/members/${memberId}`)).json.level).toBe("Cavaleiro");
    // /niveis, the header's numbers and the ranking.
    const levels = (await member.get("/api/gamification/levels")).json;
    expect(levels.levels).toEqual([
      { key: "Padawan", name: "Aprendiz", threshold: 0 },
      { key: "Jedi", name: "Cavaleiro", threshold: 100 },
      { key: "Mestre Jedi", name: "Mestre", threshold: 1000 },
      { key: "Grande Mestre", name: "Lenda", threshold: 5000 },
    ]);
    expect(levels.me).toMatchObject({
      level: "Cavaleiro",
      level_key: "Jedi",
      progress: { level: "Cavaleiro", next: { level: "Mestre", threshold: 1000 } },
    });
    expect((await member.get("/api/gamification/me")).json).toMatchObject({
      level: "Cavaleiro",
      progress: { level: "Cavaleiro" },
    });
    const ranking = (await member.get("/api/gamification/ranking?period=all")).json;
    expect(ranking.items[0].member).toMatchObject({ id: memberId, level: "Cavaleiro" });
    // Pending invites shown as members start at the first level.
    await t.db.insert(memberInvites).values({
      name: "Convidada",
      email: "convidada@exemplo.com.br",
      invite_token: "token-das-palavras",
      expires_at: new Date(Date.now() + 86_400_000),
    });
    expect((await admin.get("/api/admin/invites")).json[0]).toMatchObject({ level: "Aprendiz" });
    // The admins' CSV export.
    const csv = await admin.get("/api/admin/members/export.csv");
    expect(csv.text).toContain(';"Cavaleiro";');
    // Agents and pricing.
    const sidebar = (await member.get("/api/ai-agents")).json;
    expect(sidebar).toEqual([
      expect.objectContaining({ id: agent!.id, required_tier_label: "Ouro", locked: true }),
    ]);
    const page = (await member.get(`/api/ai/agents/${agent!.id}`)).json;
    expect(page).toMatchObject({ required_tier_label: "Ouro", member_tier_label: "Teste" });
    const refused = await member.post(`/api/ai/agents/${agent!.id}/conversations`, {});
    expect(refused.status).toBe(403);
    expect(refused.json.message).toContain("plano Ouro");
    const plans = (await member.get("/api/plans")).json.items.map((p: { name: string }) => p.name);
    expect(plans).toEqual(["Teste", "Básico", "Ouro", "Empresarial"]);
  });

  it("a level-up is told with the level's name, and new thresholds move members through the same names", async () => {
    const events = new PendingEvents();
    await t.db.transaction((tx) =>
      award(tx, events, { userId: memberId, reason: "course_completed", source: "curso-palavras" }),
    );
    // 150 + 50: still a Cavaleiro. Thresholds lowered: Bruno (200 points) becomes a Mestre.
    const saved = await admin.put("/api/admin/gamification", rules([0, 50, 200, 5000]));
    expect(saved.json).toMatchObject({ level_names: NAMES, levels_changed: 1 });
    expect((await member.get("/api/session")).json.profile.level).toBe("Mestre");
    const [row] = await t.db
      .select({ level: profiles.level })
      .from(profiles)
      .where(eq(profiles.id, memberId));
    expect(row!.level).toBe("Mestre Jedi");
    // Raising it back past Bruno and earning it again sends a 'Novo nível' with the name.
    await admin.put("/api/admin/gamification", rules([0, 100, 250, 5000]));
    await t.db.transaction((tx) =>
      award(tx, events, { userId: memberId, reason: "post_published", source: "post-palavras" }),
    );
    await t.db.transaction((tx) =>
      award(tx, events, { userId: memberId, reason: "course_completed", source: "outro-curso" }),
    );
    const titles = (await t.db.select().from(notifications).where(eq(notifications.user_id, memberId))).map(
      (n) => n.title,
    );
    expect(titles).toContain("Você subiu para o nível Mestre!");
    const seen: RealtimeEvent[] = [];
    await events.flush({ publish: async (e: RealtimeEvent) => void seen.push(e) } as unknown as RealtimeHub);
    const changed = seen.find((e) => e.type === "points.changed" && e.level_up);
    expect(changed).toMatchObject({ level: "Mestre" });
  });

  it("refuses names and thresholds that do not make levels, in Portuguese, and only from admins", async () => {
    const put = (body: unknown) => admin.put("/api/admin/gamification", body);
    const flat = await put(rules([0, 100, 100, 5000], NAMES));
    expect(flat.status).toBe(400);
    expect(flat.json.fieldErrors).toEqual({ "level_thresholds.2": gm.thresholdsIncreasing });
    const falling = await put(rules([0, 500, 400, 5000], NAMES));
    expect(falling.json.fieldErrors).toEqual({ "level_thresholds.2": gm.thresholdsIncreasing });
    const notZero = await put(rules([10, 100, 1000, 5000], NAMES));
    expect(notZero.json.fieldErrors).toEqual({ "level_thresholds.0": gm.firstThresholdZero });
    const empty = await put(rules([0, 100, 1000, 5000], ["Aprendiz", "  ", "Mestre", "Lenda"]));
    expect(empty.json.fieldErrors).toEqual({ "level_names.1": gm.levelNameRequired });
    const long = await put(rules([0, 100, 1000, 5000], ["Aprendiz", "x".repeat(31), "Mestre", "Lenda"]));
    expect(long.json.fieldErrors).toEqual({ "level_names.1": gm.levelNameTooLong });
    const twice = await put(rules([0, 100, 1000, 5000], ["Aprendiz", "Mestre", "mestre", "Lenda"]));
    expect(twice.json.fieldErrors).toEqual({ "level_names.2": gm.levelNamesRepeated });
    const missing = await put(rules([0, 100, 1000, 5000], ["Aprendiz", "Mestre"]));
    expect(missing.json.fieldErrors).toEqual({ level_names: "Envie pelo menos 4 itens." });
    // Nothing of the refused saves stuck.
    expect((await admin.get("/api/admin/gamification")).json.level_names).toEqual(NAMES);

    expect((await member.put("/api/admin/gamification", rules([0, 1, 2, 3], NAMES))).status).toBe(403);
    expect((await member.get("/api/admin/gamification")).status).toBe(403);
    expect((await member.put("/api/admin/plans/premium", { name: "X" })).status).toBe(403);
    expect(
      (await member.put("/api/admin/settings", { community_name: "X", brand_color: "#000000" })).status,
    ).toBe(403);
    expect((await upload(member, "brand")).status).toBe(403);
    expect((await upload(member, "agent-icon")).status).toBe(403);
  });

  it("keeps the footer's sentence, or the spec's when it is blank", async () => {
    const base = { community_name: "Guilda", brand_color: "#8B5CF6", logo_url: null, icon_url: null };
    const saved = await admin.put("/api/admin/settings", {
      ...base,
      footer_text: "  Feito pela Guilda, com café.  ",
    });
    expect(saved.json.footer_text).toBe("Feito pela Guilda, com café.");
    // A client that does not send it leaves it as it was.
    expect((await admin.put("/api/admin/settings", base)).json.footer_text).toBe(
      "Feito pela Guilda, com café.",
    );
    const long = await admin.put("/api/admin/settings", { ...base, footer_text: "x".repeat(201) });
    expect(long.status).toBe(400);
    expect(long.json.fieldErrors).toEqual({ footer_text: shellMessages.footerTooLong });
    expect(
      (await admin.put("/api/admin/settings", { ...base, footer_text: "" })).json.footer_text,
    ).toBeNull();
  });

  it("takes the logo and icon as images sent here, shown to everyone; a typed address is refused", async () => {
    const base = { community_name: "Guilda", brand_color: "#8B5CF6", icon_url: null };
    const typed = await admin.put("/api/admin/settings", {
      ...base,
      logo_url: "https://exemplo.com/logo.png",
    });
    expect(typed.status).toBe(400);
    expect(typed.json.fieldErrors).toEqual({ logo_url: shellMessages.imageUploadRequired });
    // An address saved before uploads existed keeps working while it is not changed.
    await t.db.update(communitySettings).set({ logo_url: "https://cdn.exemplo.com/antigo.png" });
    expect(
      (await admin.put("/api/admin/settings", { ...base, logo_url: "https://cdn.exemplo.com/antigo.png" }))
        .status,
    ).toBe(200);

    const sent = await upload(admin, "brand");
    expect(sent.status, sent.text).toBe(201);
    const logo = sent.json.url as string;
    expect(logo).toMatch(new RegExp(`^/media/media_uploads/${adminId}/brand-\\d+-[A-Za-z0-9_-]{22}\\.webp$`));
    const saved = await admin.put("/api/admin/settings", { ...base, logo_url: logo });
    expect(saved.status, saved.text).toBe(200);
    expect((await t.client().get("/api/settings")).json.logo_url).toBe(logo);
    // Re-encoded, fitted within 512 px, and readable without a session (the sign-in page's header).
    const image = await t.client().get(logo);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/webp");
    // The same file cannot also be the icon of something else, nor a path that was never sent.
    const fake = logo.replace(/brand-\d+-/, "brand-1-");
    const unknown = await admin.put("/api/admin/settings", { ...base, logo_url: logo, icon_url: fake });
    expect(unknown.json.fieldErrors).toEqual({ icon_url: shellMessages.imageUploadInvalid });

    // Replaced: the old file goes to the orphan sweep; a brand image not in use is not public.
    const next = (await upload(admin, "brand")).json.url as string;
    expect((await t.client().get(next)).status).toBe(404);
    await admin.put("/api/admin/settings", { ...base, logo_url: next });
    const [old] = await t.db
      .select({ used_at: mediaUploads.used_at })
      .from(mediaUploads)
      .where(eq(mediaUploads.object_key, logo.replace("/media/media_uploads/", "")));
    expect(old!.used_at).toBeNull();
    expect((await t.client().get(logo)).status).toBe(404);
  });

  it("takes an agent's icon from the app's set or as an image sent here, never as markup", async () => {
    const input = {
      name: "Agente com ícone",
      description: null,
      required_tier: "trial",
      is_active: true,
      is_default: false,
      scope: "all",
      course_ids: [],
      space_ids: [],
      system_prompt: null,
      welcome_message: null,
      suggested_questions: [],
      model: null,
    };
    const svg = await admin.post("/api/admin/ai-agents", { ...input, icon: "<svg onload=alert(1)></svg>" });
    expect(svg.status).toBe(400);
    const picked = await admin.post("/api/admin/ai-agents", { ...input, icon: "palette" });
    expect(picked.json.icon).toBe("palette");

    const icon = (await upload(admin, "agent-icon")).json.url as string;
    expect(icon).toMatch(/\/agent-\d+-[A-Za-z0-9_-]{22}\.webp$/);
    const withImage = await admin.patch(`/api/admin/ai-agents/${picked.json.id}`, { icon });
    expect(withImage.status, withImage.text).toBe(200);
    expect(
      (await member.get("/api/ai-agents")).json.find((a: { id: string }) => a.id === picked.json.id).icon,
    ).toBe(icon);
    // Members read it; visitors do not; another agent cannot take the same file.
    expect((await member.get(icon)).status).toBe(200);
    expect((await t.client().get(icon)).status).toBe(401);
    const twice = await admin.post("/api/admin/ai-agents", { ...input, name: "Outro", icon });
    expect(twice.status).toBe(400);
    // Deleted with its agent: the file goes to the orphan sweep.
    await admin.del(`/api/admin/ai-agents/${picked.json.id}`);
    const [row] = await t.db
      .select({ used_at: mediaUploads.used_at })
      .from(mediaUploads)
      .where(eq(mediaUploads.object_key, icon.replace("/media/media_uploads/", "")));
    expect(row!.used_at).toBeNull();
  });
});
