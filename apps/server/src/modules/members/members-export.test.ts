import { adminDashboardMessages as m } from "@guilda/shared/messages/admin-dashboard";
import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { profiles, userCourses, users } from "../../db/schema";
import { createCourseWithLessons } from "../../test/course-fixtures";
import { makeAdmin, makeModerator, signUpConfirmed } from "../../test/accounts";
import { createTestApp, PUBLIC_URL, type TestClient } from "../../test/harness";
import { EXPORT_BATCH } from "./members-export";

const BOM = "\uFEFF";
const parse = (text: string) =>
  Papa.parse<string[]>(text.slice(BOM.length), { delimiter: ";" }).data.filter((r) => r.length > 1);

describe("members CSV export (GET /api/admin/members/export.csv)", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let admin: TestClient;
  let member: TestClient;
  let moderator: TestClient;
  const url = "/api/admin/members/export.csv";
  /** The body's bytes as sent (the client's text() would drop the BOM while decoding). */
  const rawBytes = async (client: TestClient, path: string) => {
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await t.app.request(
      `${PUBLIC_URL}${path}`,
      { headers: { cookie, origin: PUBLIC_URL } },
      {
        incoming: { socket: { remoteAddress: client.ip } },
      },
    );
    return Buffer.from(await res.arrayBuffer());
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = t.client();
    await makeAdmin(
      t.db,
      (await signUpConfirmed(admin, t.db, { name: "Ana Admin", username: "ana_gestora" })).id,
    );
    member = t.client();
    await signUpConfirmed(member, t.db, { name: "Bruno Membro", username: "bruno_membro" });
    moderator = t.client();
    await makeModerator(t.db, (await signUpConfirmed(moderator, t.db, { name: "Carla Moderadora" })).id);

    const people = [
      { id: "p-joao", full_name: "João Ávila Conceição", username: "joao_avila", points: 120, level: "Jedi" },
      {
        id: "p-formula",
        full_name: '=HYPERLINK("http://mal.example","clique")',
        username: "formula",
        points: 0,
        level: "Padawan",
      },
      { id: "p-arroba", full_name: "@SOMA(A1:A9)", username: "arroba", points: 5, level: "Padawan" },
      { id: "p-mais", full_name: "+55 11 99999-0000", username: "mais", points: 7, level: "Padawan" },
      {
        id: "p-aspas",
        full_name: 'Zé "do Pincel"; Ltda',
        username: "ze_pincel",
        points: 9,
        level: "Padawan",
      },
      { id: "p-antigo", full_name: "Márcia Antiga", username: "marcia", points: 50, level: "Jedi" },
    ];
    await t.db
      .insert(users)
      .values(people.map((p) => ({ id: p.id, name: p.username, email: `${p.username}@exemplo.com.br` })));
    await t.db.insert(profiles).values(
      people.map((p) => ({
        id: p.id,
        full_name: p.full_name,
        username: p.username,
        email: `${p.username}@exemplo.com.br`,
        points: p.points,
        level: p.level,
        is_student: p.id !== "p-arroba",
        // 2026-03-05 02:07 UTC is 04/03/2026 23:07 in São Paulo
        created_at:
          p.id === "p-antigo" ? new Date("2020-01-01T12:00:00.000Z") : new Date("2026-03-05T02:07:00.000Z"),
        last_active_at: new Date("2026-03-06T15:30:00.000Z"),
      })),
    );
    const { course } = await createCourseWithLessons(t.db, { title: "Pintura", lessons: [{}] });
    await t.db.insert(userCourses).values({ user_id: "p-joao", course_id: course.id });
  });

  it("is for admins only: 401 signed out, 403 for members and moderators", async () => {
    expect((await t.client().get(url)).status).toBe(401);
    expect((await member.get(url)).status).toBe(403);
    expect((await moderator.get(url)).status).toBe(403);
    expect((await member.get(`${url}?access=with_access`)).status).toBe(403);
  });

  it("is UTF-8 with a BOM, ;-separated, CRLF rows, quoted cells, as an attachment", async () => {
    const res = await admin.get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="membros-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const bytes = await rawBytes(admin, url);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text.startsWith(BOM)).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe(m.csvHeader.map((h) => `"${h}"`).join(";"));
    // every row ends in CRLF: no bare \n between rows
    expect(text.replace(/\r\n/g, "").includes("\n")).toBe(false);
    const rows = parse(res.text);
    expect(rows).toHaveLength(1 + 9);
  });

  it("keeps accents, writes pt-BR dates and neutralises formulas", async () => {
    const rows = parse((await admin.get(url)).text);
    const joao = rows.find((r) => r[1] === "joao_avila")!;
    expect(joao).toEqual([
      "João Ávila Conceição",
      "joao_avila",
      "joao_avila@exemplo.com.br",
      "Jedi",
      "120",
      "Não",
      "Não",
      "Sim",
      "1",
      "0",
      "04/03/2026 23:07",
      "06/03/2026 12:30",
    ]);
    expect(rows.find((r) => r[1] === "formula")![0]).toBe(`'=HYPERLINK("http://mal.example","clique")`);
    expect(rows.find((r) => r[1] === "arroba")![0]).toBe("'@SOMA(A1:A9)");
    expect(rows.find((r) => r[1] === "mais")![0]).toBe("'+55 11 99999-0000");
    expect(rows.find((r) => r[1] === "ze_pincel")![0]).toBe('Zé "do Pincel"; Ltda');
    // the raw bytes: the formula cell is quoted with its apostrophe, inner quotes doubled
    const bytes = await rawBytes(admin, url);
    expect(bytes.toString("utf8")).toContain(`"'=HYPERLINK(""http://mal.example"",""clique"")"`);
    // accents are UTF-8 bytes: 'ã' is C3 A3
    expect(bytes.includes(Buffer.from("Conceição", "utf8"))).toBe(true);
  });

  it("applies the directory's filters and order", async () => {
    const names = async (query: string) =>
      parse((await admin.get(`${url}?${query}`)).text)
        .slice(1)
        .map((r) => r[1]);
    expect(await names("q=joao")).toEqual(["joao_avila"]);
    expect(await names("q=CONCEICAO")).toEqual(["joao_avila"]);
    expect(await names("level=Jedi&sort=points")).toEqual(["joao_avila", "marcia"]);
    expect(await names("role=admin")).toEqual(["ana_gestora"]);
    expect(await names("access=with_access")).toEqual(["joao_avila"]);
    expect(await names("period=last_year&sort=full_name&q=a")).not.toContain("marcia");
    // the directory's own order, whatever the database's collation
    for (const sort of ["full_name", "username", "points", "level", "created_at"]) {
      const page = await admin.get(`/api/members?sort=${sort}&limit=100`);
      expect(await names(`sort=${sort}`)).toEqual(
        page.json.items.map((i: { username: string }) => i.username),
      );
    }
    expect(await names("q=%25")).toEqual([]);
    // LIKE wildcards typed in the search are plain text
    expect((await names("q=_")).sort()).toEqual(["ana_gestora", "bruno_membro", "joao_avila", "ze_pincel"]);
    expect(parse((await admin.get(`${url}?q=ninguem`)).text)).toHaveLength(1);
  });

  it("refuses unknown filters and values (pt-BR 400)", async () => {
    for (const bad of ["sort=email", "role=dono", "limit=5", "cursor=x", "page=2"]) {
      const res = await admin.get(`${url}?${bad}`);
      expect(res.status).toBe(400);
      expect(res.json.code).toBeDefined();
    }
  });

  it("streams every member once across keyset batches", async () => {
    const count = EXPORT_BATCH * 2 + 37;
    const many = Array.from({ length: count }, (_, i) => `lote-${String(i).padStart(5, "0")}`);
    for (let i = 0; i < many.length; i += 500) {
      const chunk = many.slice(i, i + 500);
      await t.db.insert(users).values(chunk.map((id) => ({ id, name: id, email: `${id}@exemplo.com.br` })));
      await t.db.insert(profiles).values(
        chunk.map((id, j) => ({
          id,
          full_name: `Lote ${id}`,
          username: id,
          email: `${id}@exemplo.com.br`,
          // equal dates across batches: the id breaks the tie
          created_at: new Date(Date.UTC(2025, 0, 1 + ((i + j) % 3))),
        })),
      );
    }
    // one chunk per batch, read as the reader asks: header, then ⌈count / batch⌉ batches
    const cookie = [...admin.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const res = await t.app.request(
      `${PUBLIC_URL}${url}?q=lote`,
      { headers: { cookie, origin: PUBLIC_URL } },
      {
        incoming: { socket: { remoteAddress: admin.ip } },
      },
    );
    const reader = res.body!.getReader();
    let chunks = 0;
    while (!(await reader.read()).done) chunks += 1;
    expect(chunks).toBe(1 + Math.ceil(count / EXPORT_BATCH));
    for (const sort of ["created_at", "full_name", "points"]) {
      const rows = parse((await admin.get(`${url}?q=lote&sort=${sort}`)).text).slice(1);
      expect(rows).toHaveLength(count);
      expect(new Set(rows.map((r) => r[1])).size).toBe(count);
    }
  });
});

describe("members written in one transaction (one now(), to the microsecond)", () => {
  it("are all listed by the directory's pages and all exported, none skipped at a page's edge", async () => {
    const t = await createTestApp();
    const admin = t.client();
    await makeAdmin(t.db, (await signUpConfirmed(admin, t.db, { name: "Ana Admin", username: "ana" })).id);
    const count = EXPORT_BATCH + 150;
    const ids = Array.from({ length: count }, (_, i) => `lote-${String(i).padStart(5, "0")}`);
    // One statement: every row gets the same created_at, which has microseconds.
    await t.db.insert(users).values(ids.map((id) => ({ id, name: id, email: `${id}@exemplo.com.br` })));
    await t.db
      .insert(profiles)
      .values(
        ids.map((id) => ({ id, full_name: `Pessoa ${id}`, username: id, email: `${id}@exemplo.com.br` })),
      );

    const seen = new Set<string>();
    let cursor: string | null = null;
    do {
      const page: { status: number; json: { items: { id: string }[]; next_cursor: string | null } } =
        await admin.get(
          `/api/members?sort=created_at&limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
        );
      expect(page.status).toBe(200);
      for (const item of page.json.items) seen.add(item.id);
      cursor = page.json.next_cursor;
    } while (cursor);
    expect(ids.filter((id) => !seen.has(id))).toEqual([]);
    expect(seen.size).toBe(count + 1);

    const res = await admin.get("/api/admin/members/export.csv?sort=created_at");
    const rows = parse(res.text).slice(1);
    expect(rows).toHaveLength(count + 1);
    expect(new Set(rows.map((r) => r[1])).size).toBe(count + 1);
  }, 60_000);
});
