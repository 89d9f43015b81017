import { validationMessages } from "@guilda/shared/messages/validation";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { events, profiles } from "../../db/schema";
import { createSpace, makeAdmin, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";

type App = Awaited<ReturnType<typeof createTestApp>>;

/** Control characters that single-line fields refuse, in the middle of a value. */
const BREAKS = ["\r\n", "\n", "\t", "\u0007", "\u2028"];

describe("single-line fields refuse control characters everywhere", () => {
  let t: App;
  let admin: TestClient;
  let adminId: string;
  let lives: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    adminId = (await signUpConfirmed(admin, t.db, { name: "Admin Linhas" })).id;
    await makeAdmin(t.db, adminId);
    await createSpace(t.db, { slug: "geral" });
    lives = (await createSpace(t.db, { slug: "lives", type: "eventos", order: 2 })).id;
  });

  const event = (fields: Record<string, unknown>) =>
    admin.post("/api/events", {
      space_id: lives,
      title: "Live de sexta",
      starts_at: "2030-03-01T22:00:00.000Z",
      ends_at: "2030-03-01T23:00:00.000Z",
      ...fields,
    });

  it("refuses an event's title and online address with a line break, writing nothing", async () => {
    for (const cut of BREAKS) {
      for (const [field, value] of [
        ["title", `Live${cut}DTSTART:19700101T000000Z`],
        ["online_url", `https://meet.exemplo.com/sala${cut}X-EVIL:1`],
        ["location", `Rua A${cut}Rua B`],
      ] as const) {
        const res = await event({ [field]: value });
        expect(res.status, `${field} ${JSON.stringify(cut)}`).toBe(400);
        expect(res.json.fieldErrors).toEqual({ [field]: validationMessages.singleLine });
      }
    }
    expect(await t.db.select().from(events)).toEqual([]);
    // A line break at the very end is trimmed away: the title is one line.
    const ok = await event({ title: "Live de sexta\r\n", online_url: "https://meet.exemplo.com/sala" });
    expect(ok.status).toBe(201);
    expect(ok.json.title).toBe("Live de sexta");
    const edited = await admin.patch(`/api/events/${ok.json.event_id}`, { title: "Live\nnova" });
    expect(edited.json.fieldErrors).toEqual({ title: validationMessages.singleLine });
  });

  it("refuses them in names, titles and addresses of every kind", async () => {
    const cases: [string, string, Record<string, unknown>, string][] = [
      ["POST", "/api/posts", { title: "Um\ntítulo", content: "Texto\ncom linhas é normal." }, "title"],
      ["POST", "/api/admin/courses", { title: "Curso\r\nnovo" }, "title"],
      ["POST", "/api/suppliers", { name: "Loja\tX", categories: ["Miniaturas"] }, "name"],
      ["PATCH", "/api/me/profile", { full_name: "Ana\u0007Lima" }, "full_name"],
      ["PATCH", "/api/me/profile", { links: [{ label: "Site", url: "https://a.com/\nb" }] }, "links.0.url"],
      [
        "PUT",
        "/api/admin/settings",
        { community_name: "Guilda\nFalsa", brand_color: "#0E7490", logo_url: null, icon_url: null },
        "community_name",
      ],
      [
        "POST",
        "/api/suggestions",
        { title: "Ideia\nboa demais", description: "Descrição\nem linhas.", category: "plataforma" },
        "title",
      ],
    ];
    for (const [method, url, body, field] of cases) {
      const res = await admin.request(method, url, body);
      expect(res.status, url).toBe(400);
      expect(res.json.fieldErrors?.[field], url).toBe(validationMessages.singleLine);
    }
    const [me] = await t.db.select().from(profiles).where(eq(profiles.id, adminId));
    expect(me!.full_name).toBe("Admin Linhas");
  });
});
