import { planMessages as m } from "@guilda/shared/messages/plans";
import { beforeAll, describe, expect, it } from "vitest";
import { makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";

const EVIL = [
  "# Regras da Guilda",
  "",
  "- Respeite os outros colecionadores",
  "- Nada de spam",
  "",
  "<script>alert('xss')</script>",
  "",
  '<img src="x" onerror="alert(1)">',
  "",
  "[clique aqui](javascript:alert(1))",
  "",
  '<a href="javascript:alert(2)">outro</a>',
].join("\n");

describe("community rules (/regras)", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestClient;
  let member: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    await makeAdmin(t.db, (await signUpConfirmed(admin, t.db, { name: "Ana Admin" })).id);
    member = t.client();
    await signUpConfirmed(member, t.db);
  });

  it("are empty until an admin writes them; the source goes to admins only", async () => {
    expect((await t.client().get("/api/rules")).status).toBe(401);
    expect((await member.get("/api/rules")).json).toEqual({
      html: "",
      markdown: null,
      updated_at: null,
      updated_by_name: null,
    });
    expect((await admin.get("/api/rules")).json).toEqual({
      html: "",
      markdown: "",
      updated_at: null,
      updated_by_name: null,
    });
  });

  it("refuse members on every admin endpoint", async () => {
    expect((await member.put("/api/admin/rules", { markdown: "# Minhas regras" })).status).toBe(403);
    expect((await member.post("/api/admin/rules/preview", { markdown: "# Oi" })).status).toBe(403);
    expect((await t.client().put("/api/admin/rules", { markdown: "# x" })).status).toBe(401);
    expect((await member.get("/api/rules")).json.html).toBe("");
  });

  it("are saved by an admin and rendered harmless: no script, no handlers, no javascript: links", async () => {
    const before = Date.now();
    const saved = await admin.put("/api/admin/rules", { markdown: EVIL });
    expect(saved.status).toBe(200);
    expect(saved.json.markdown).toBe(EVIL);
    expect(saved.json.updated_by_name).toBe("Ana Admin");
    expect(new Date(saved.json.updated_at).getTime()).toBeGreaterThanOrEqual(before - 5000);
    const view = (await member.get("/api/rules")).json;
    expect(view.markdown).toBeNull();
    expect(view.updated_by_name).toBe("Ana Admin");
    expect(view.updated_at).toBe(saved.json.updated_at);
    const html: string = view.html;
    expect(html).toBe(saved.json.html);
    expect(html).toContain("<h1>Regras da Guilda</h1>");
    expect(html).toContain("<li>Respeite os outros colecionadores</li>");
    expect(html).toContain("<li>Nada de spam</li>");
    expect(html).not.toMatch(/<script|alert\('xss'\)/i);
    expect(html).not.toMatch(/onerror|javascript:/i);
    // The image stays (relative sources point at our own /media) but without its handler.
    expect(html).toContain('<img src="x" alt="" />');
    // Refused link addresses leave the text, without an href.
    expect(html).toContain('<a target="_blank" rel="noopener noreferrer nofollow">clique aqui</a>');
  });

  it("preview renders like the page, without saving", async () => {
    const res = await admin.post("/api/admin/rules/preview", {
      markdown: "**Sem** <script>x()</script>spoilers",
    });
    expect(res.status).toBe(200);
    expect(res.json.html).toContain("<strong>Sem</strong>");
    expect(res.json.html).not.toContain("<script");
    expect((await member.get("/api/rules")).json.html).toContain("Regras da Guilda");
  });

  it("accept up to 50 000 characters", async () => {
    const tooLong = await admin.put("/api/admin/rules", { markdown: "a".repeat(50_001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.fieldErrors.markdown).toBe(m.rulesTooLong);
    expect((await admin.post("/api/admin/rules/preview", { markdown: "a".repeat(50_001) })).status).toBe(400);
    const max = await admin.put("/api/admin/rules", { markdown: "a".repeat(50_000) });
    expect(max.status).toBe(200);
    expect(max.json.markdown).toHaveLength(50_000);
    // Emptying them brings the empty state back.
    expect((await admin.put("/api/admin/rules", { markdown: "" })).json.html).toBe("");
  });

  it("keep their text when the admin who wrote them is deleted; only the name goes", async () => {
    const writer = t.client();
    const writerId = (await signUpConfirmed(writer, t.db, { name: "Bruno Editor" })).id;
    await makeAdmin(t.db, writerId);
    await writer.put("/api/admin/rules", { markdown: "- Seja gentil" });
    await writer.put("/api/admin/plans/basic", {
      name: "Basic",
      price_cents: 4700,
      billing_period: "monthly",
      features: [],
      is_highlighted: false,
      is_visible: true,
      cta_label: null,
      cta_url: null,
    });
    expect((await member.get("/api/rules")).json.updated_by_name).toBe("Bruno Editor");
    expect((await admin.del(`/api/admin/members/${writerId}`)).status).toBe(200);
    const view = (await member.get("/api/rules")).json;
    expect(view).toMatchObject({ html: "<ul>\n<li>Seja gentil</li>\n</ul>\n", updated_by_name: null });
    expect((await member.get("/api/plans")).json.items[1].price_cents).toBe(4700);
  });
});
