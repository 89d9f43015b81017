import { beforeAll, describe, expect, it } from "vitest";
import { createSpace, signUpConfirmed } from "../../test/accounts";
import { createTestApp, type TestClient } from "../../test/harness";

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const uuid = "00000000-0000-4000-8000-000000000000";

describe("keyset cursors are validated input", () => {
  let member: TestClient;

  beforeAll(async () => {
    const t = await createTestApp();
    member = t.client();
    await signUpConfirmed(member, t.db);
    await signUpConfirmed(t.client(), t.db);
    await createSpace(t.db, { slug: "geral" });
    await createSpace(t.db, { slug: "papo", type: "chat" });
    for (let i = 0; i < 3; i++) await member.post("/api/posts", { title: `Post ${i}`, content: "texto" });
    for (let i = 0; i < 3; i++) await member.post("/api/spaces/papo/messages", { content: `oi ${i}` });
  });

  const bad = (list: string, cursors: unknown[]) =>
    cursors.map((c) => [list, typeof c === "string" ? c : b64(c)] as const);

  it("answers a hand-edited cursor with 400 CURSOR_INVALID on every list, never 500", async () => {
    const cases = [
      ...bad("/api/members?sort=points", [
        { v: "abc", i: "x" },
        { v: 1e308, i: "x" },
        { v: 1.5, i: "x" },
      ]),
      ...bad("/api/members?sort=level", [
        { v: "NaN", i: "x" },
        { v: null, i: "x" },
      ]),
      ...bad("/api/members?sort=created_at", [
        { v: "abc", i: "x" },
        { v: "2026-13-45T00:00:00.000Z", i: "x" },
        { v: "2026-02-30T00:00:00.000Z", i: "x" },
        { v: 5, i: "x" },
      ]),
      ...bad("/api/members?sort=full_name", [{ v: 5, i: "x" }, { v: "a", i: "" }, { v: "a" }]),
      ...bad("/api/posts", [
        { c: "2026-13-45T00:00:00.000Z", i: uuid },
        { c: "NaN", i: uuid },
        { c: "2026-01-01T00:00:00.000Z", i: "nao-uuid" },
        "nao-e-base64-{",
        "bnVsbA",
      ]),
      ...bad("/api/posts?tab=populares", [
        { c: "2026-01-01T00:00:00.000Z", i: uuid, s: 1e308 },
        { c: "2026-01-01T00:00:00.000Z", i: uuid, s: 99999999999 },
        { c: "2026-01-01T00:00:00.000Z", i: uuid, s: "NaN" },
      ]),
      ...bad("/api/spaces/papo/messages", [{ c: "ontem", i: uuid }, [1, 2]]),
    ];
    for (const [list, cursor] of cases) {
      const sep = list.includes("?") ? "&" : "?";
      const res = await member.get(`${list}${sep}cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, `${list} ${Buffer.from(cursor, "base64url").toString()}`).toBe(400);
      expect(res.json).toEqual({
        code: "CURSOR_INVALID",
        message: "Não foi possível continuar a lista. Recarregue a página.",
        fieldErrors: { cursor: "Não foi possível continuar a lista. Recarregue a página." },
      });
    }
  });

  it("still pages with the cursors the server gives", async () => {
    for (const list of [
      "/api/members?sort=points&limit=1",
      "/api/posts?limit=2",
      "/api/spaces/papo/messages?limit=2",
    ]) {
      const first = await member.get(list);
      expect(first.status).toBe(200);
      expect(first.json.next_cursor).toEqual(expect.any(String));
      const second = await member.get(`${list}&cursor=${first.json.next_cursor}`);
      expect(second.status, list).toBe(200);
      expect(second.json.items.length).toBeGreaterThan(0);
      const firstIds = first.json.items.map((x: { id: string }) => x.id);
      for (const item of second.json.items) expect(firstIds).not.toContain(item.id);
    }
  });
});
