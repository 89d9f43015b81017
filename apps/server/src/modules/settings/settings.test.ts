import { beforeAll, describe, expect, it } from "vitest";
import { makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp } from "../../test/harness";

describe("community settings", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it("are public to read, with the spec's defaults", async () => {
    const res = await t.client().get("/api/settings");
    expect(res.json).toEqual({
      community_name: "Guilda",
      brand_color: "#8B5CF6",
      logo_url: null,
      icon_url: null,
    });
  });

  it("can only be changed by an admin", async () => {
    const body = {
      community_name: "Clube do Café",
      brand_color: "#112233",
      logo_url: "",
      icon_url: "https://cdn.exemplo.com/i.png",
    };
    expect((await t.client().put("/api/admin/settings", body)).status).toBe(401);
    const member = t.client();
    const m = await signUpConfirmed(member, t.db);
    expect((await member.put("/api/admin/settings", body)).status).toBe(403);
    await makeAdmin(t.db, m.id);
    const saved = await member.put("/api/admin/settings", body);
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({
      community_name: "Clube do Café",
      brand_color: "#112233",
      logo_url: null,
      icon_url: "https://cdn.exemplo.com/i.png",
    });
    expect((await t.client().get("/api/settings")).json.community_name).toBe("Clube do Café");
    const bad = await member.put("/api/admin/settings", { ...body, brand_color: "red" });
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors.brand_color).toBe("Use uma cor no formato #RRGGBB.");
  });
});
